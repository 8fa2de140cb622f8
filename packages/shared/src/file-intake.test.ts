import { describe, expect, it } from "vitest";
import {
  displayName,
  duplicatesMessage,
  planIntake,
  tooLargeMessage,
  type FileLike,
  type IntakeRules,
} from "./file-intake.ts";

const jpegRules = (signedIn: boolean): IntakeRules => ({
  accepts: (f) => f.type === "image/jpeg" || /\.jpe?g$/i.test(f.name),
  wrongTypeMessage: "Only JPEG files are accepted.",
  signedIn,
  limitMessages: {
    guest: "You can only process 15 images without logging in. Please log in to process up to 30 images.",
    signedIn: "You can process up to 30 images at once.",
  },
});

const file = (name: string, size = 1000, lastModified = 1, type = "image/jpeg"): FileLike => ({
  name,
  size,
  lastModified,
  type,
});
const many = (n: number, prefix = "p") => Array.from({ length: n }, (_, i) => file(`${prefix}${i}.jpg`));

describe("adding files to a tool", () => {
  it("takes what fits and names nameless files", () => {
    const result = planIntake([], [file("a.jpg"), file(""), file("./b.jpg")], jpegRules(false), "jpg");
    expect(result.accepted.map((a) => a.name)[0]).toBe("a.jpg");
    expect(result.accepted[1]!.name).toMatch(/^image_\d+_[a-z0-9]+\.jpg$/);
    expect(result.accepted[2]!.name).toMatch(/^image_\d+_[a-z0-9]+\.jpg$/);
  });

  it("rejects the wrong type and files over 10 MB with the spec's sentence, and keeps the rest", () => {
    const big = file("big.jpg", 11 * 1024 * 1024);
    const result = planIntake([], [file("ok.jpg"), file("x.gif", 10, 1, "image/gif"), big], jpegRules(false));
    expect(result.accepted.map((a) => a.file.name)).toEqual(["ok.jpg"]);
    expect(result.rejected.map((r) => r.message)).toEqual([
      "Only JPEG files are accepted.",
      "File size must be less than 10MB. Current size: 11.00 MB",
    ]);
    expect(tooLargeMessage(10 * 1024 * 1024 + 1)).toBe("File size must be less than 10MB. Current size: 10.00 MB");
    // Exactly 10 MB is allowed.
    expect(planIntake([], [file("edge.jpg", 10 * 1024 * 1024)], jpegRules(false)).accepted).toHaveLength(1);
  });

  it("skips duplicates by name, size and last-modified time, against the grid and within the addition", () => {
    const existing = [file("a.jpg", 5, 7)];
    const result = planIntake(
      existing,
      [file("a.jpg", 5, 7), file("a.jpg", 5, 8), file("b.jpg"), file("b.jpg")],
      jpegRules(false),
    );
    expect(result.accepted.map((a) => `${a.file.name}@${a.file.lastModified}`)).toEqual(["a.jpg@8", "b.jpg@1"]);
    expect(result.duplicates).toBe(2);
    expect(duplicatesMessage(2)).toBe("2 duplicate files were not added.");
  });

  it("drops hidden system files from dropped folders without a word", () => {
    const result = planIntake(
      [],
      [file(".DS_Store", 10, 1, ""), file("Thumbs.db", 10, 1, ""), file("photos/._a.jpg"), file("a.jpg")],
      jpegRules(false),
    );
    expect(result.accepted.map((a) => a.file.name)).toEqual(["a.jpg"]);
    expect(result.rejected).toEqual([]);
  });

  it.each([
    [false, 15, "You can only process 15 images without logging in. Please log in to process up to 30 images.", true],
    [true, 30, "You can process up to 30 images at once.", false],
  ])("refuses a whole addition past the limit (signed in: %s, limit %i)", (signedIn, limit, message, offerSignIn) => {
    expect(planIntake(many(limit - 1), many(1, "q"), jpegRules(signedIn)).accepted).toHaveLength(1);
    const refused = planIntake(many(limit - 1), many(2, "q"), jpegRules(signedIn));
    expect(refused.accepted).toEqual([]);
    expect(refused.limitReached).toEqual({ title: "File Limit Reached", description: message, offerSignIn });
  });

  it("keeps a given name and generates unique-looking ones", () => {
    expect(displayName("photo.png", "png")).toBe("photo.png");
    expect(displayName("", "png", 1700000000000, () => 0.123456)).toBe("image_1700000000000_4fzyo8.png");
  });
});
