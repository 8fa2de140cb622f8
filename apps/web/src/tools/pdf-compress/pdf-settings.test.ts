import { describe, expect, it } from "vitest";
import { EngineError, type DocumentResult, type ImageResult, type PdfFacts } from "@squish/engine";
import type { FileItem } from "../framework/file-item.ts";
import { jobKey } from "../framework/job-key.ts";
import { fakeServices, flush } from "../framework/session-test-support.ts";
import { ToolSession } from "../framework/tool-session.ts";
import { pdfCompressor } from "./definition.ts";
import { fileEstimate, pageEstimate, savingRange } from "./pdf-estimate.ts";
import {
  asksForPassword,
  describePdf,
  initialPdfSettings,
  pdfRecipe,
  type PdfFileOptions,
  type PdfSettings,
} from "./pdf-settings.ts";

const RECOMMENDED: PdfSettings = { level: "recommended" };
/** Two small photos drawn at 300 ppi: each level brings them down to its own resolution. */
const PHOTO = { bytes: 400, pixels: 1600, ppi: 300, photo: true, keptAsIs: false, deflated: false };
const FACTS: PdfFacts = {
  size: 1000,
  pages: 3,
  images: 2,
  imageBytes: 800,
  profileBytes: 0,
  imageList: [PHOTO, PHOTO],
};

function item(patch: Partial<FileItem<PdfFileOptions>> = {}): FileItem<PdfFileOptions> {
  return {
    id: "1",
    file: new File(["%PDF-"], "a.pdf"),
    name: "a.pdf",
    originalSize: 1000,
    lastModified: 1,
    probe: { name: "a.pdf", size: 1000, format: "pdf", document: { locked: false, facts: FACTS } },
    status: "pending",
    options: {},
    ...patch,
  };
}

describe("PDF compressor settings and recipe", () => {
  it("starts at Recommended, or at the level nearest a signed-in person's default quality", () => {
    expect(initialPdfSettings(null)).toEqual({ level: "recommended" });
    expect(initialPdfSettings({ defaultQuality: 50, defaultFormat: "original" })).toEqual({ level: "extreme" });
    expect(initialPdfSettings({ defaultQuality: 80, defaultFormat: "original" })).toEqual({ level: "recommended" });
    expect(initialPdfSettings({ defaultQuality: 90, defaultFormat: "original" })).toEqual({ level: "light" });
  });

  it("makes a document job at the page's level, or the file's own, with no image steps", () => {
    expect(pdfRecipe(RECOMMENDED, {})).toEqual({
      kind: "document",
      steps: [],
      output: { format: "pdf", options: { level: "recommended" } },
    });
    expect(pdfRecipe(RECOMMENDED, { level: "light" }).output.options).toEqual({ level: "light" });
  });

  it("passes a file's password to its job only, and never into its fingerprint or its activity line", () => {
    const job = pdfRecipe(RECOMMENDED, { password: "open-sesame", level: "extreme" });
    expect(job.output.options).toEqual({ level: "extreme", password: "open-sesame" });
    expect(jobKey(job)).not.toContain("open-sesame");
    expect(jobKey(job)).toBe(jobKey(pdfRecipe(RECOMMENDED, { level: "extreme" })));
    expect(describePdf(RECOMMENDED, { password: "open-sesame" })).toBe(
      "Compressed PDF (Recommended: images at up to 200 ppi)",
    );
  });

  it("asks for a password when the engine needs one or the one given was wrong, and before a try on a locked file", () => {
    expect(asksForPassword(item())).toBeNull();
    expect(asksForPassword(item({ status: "error", errorCode: "password-required" }))).toBe("needed");
    expect(asksForPassword(item({ status: "error", errorCode: "wrong-password" }))).toBe("wrong");
    expect(asksForPassword(item({ status: "error", errorCode: "corrupt" }))).toBeNull();
    const locked = item({ probe: { name: "a.pdf", size: 1000, format: "pdf", document: { locked: true } } });
    expect(asksForPassword(locked)).toBe("needed");
    expect(asksForPassword({ ...locked, options: { password: "x" } })).toBeNull();
    expect(asksForPassword({ ...locked, status: "processing" })).toBeNull();
  });
});

describe("PDF size estimate on the page", () => {
  it("gives each file the engine's range at its own level, and none for a locked file", () => {
    const range = fileEstimate(item(), RECOMMENDED)!;
    expect(range.low).toBeLessThan(range.high);
    expect(range.high).toBeLessThanOrEqual(1000);
    const extreme = fileEstimate(item({ options: { level: "extreme" } }), RECOMMENDED)!;
    expect(extreme.high).toBeLessThan(range.high);
    expect(fileEstimate(item({ probe: { name: "a", size: 1, document: { locked: true } } }), RECOMMENDED)).toBeNull();
  });

  it("adds up the files not yet done and counts locked and unread ones apart", () => {
    const total = pageEstimate(
      [
        item(),
        item({ id: "2" }),
        item({ id: "3", status: "completed" }),
        item({ id: "4", probe: { name: "b.pdf", size: 1, document: { locked: true } } }),
        item({ id: "5", probe: { name: "c.pdf", size: 1 } }),
      ],
      RECOMMENDED,
    );
    const one = fileEstimate(item(), RECOMMENDED)!;
    expect(total).toEqual({ low: 2 * one.low, high: 2 * one.high, files: 2, original: 2000, locked: 1, unknown: 1 });
  });

  it("words the saving as a range, or 'up to' when the range reaches no saving", () => {
    expect(savingRange(1000, { low: 300, high: 800 })).toBe("20–70% smaller");
    expect(savingRange(1000, { low: 600, high: 1000 })).toBe("up to 40% smaller");
    expect(savingRange(1000, { low: 500, high: 500 })).toBe("50% smaller");
  });
});

describe("PDF compressor in a tool session", () => {
  const documentResult = (bytes: number): DocumentResult => ({
    kind: "document",
    bytes: new Uint8Array(bytes),
    format: "pdf",
    mimeType: "application/pdf",
    extension: "pdf",
    level: "recommended",
    pages: 3,
    images: { found: 2, reencoded: 1, downsampled: 1, kept: { "already small": 1 } },
    originalSize: 6,
    size: bytes,
    keptOriginal: false,
    encrypted: true,
    notes: ["1 of 2 images re-encoded."],
  });

  it("asks for the password, runs again with it, and keeps a document result named compressed_{name}.pdf", async () => {
    const fake = fakeServices();
    const session = new ToolSession(pdfCompressor, { signedIn: true, openSignIn: () => {} }, fake.services);
    session.add([new File(["locked"], "locked.pdf", { type: "application/pdf", lastModified: 1 })]);
    const id = session.items[0]!.id;
    void session.process(id);
    await flush();
    await fake.fail("locked", new EngineError("password-required", "This PDF is protected by a password."));
    expect(session.items[0]).toMatchObject({ status: "error", errorCode: "password-required" });
    expect(asksForPassword(session.items[0]!)).toBe("needed");

    session.setOptions(id, { password: "open-sesame" });
    void session.process(id);
    await flush();
    expect(session.items[0]!.errorCode).toBeUndefined();
    expect(fake.running.get("locked")!.job.output.options).toMatchObject({ password: "open-sesame" });
    // The fake engine answers with image results by type; a document result is what the worker sends.
    fake.running.get("locked")!.resolve(documentResult(4) as unknown as ImageResult);
    await flush();
    const result = session.items[0]!.result!;
    expect(result).toMatchObject({ kind: "document", size: 4, width: 0, document: { pages: 3, encrypted: true } });
    expect(result.madeWith).not.toContain("open-sesame");
    expect(session.outputName(session.items[0]!)).toBe("compressed_locked.pdf");
    expect(JSON.stringify(fake.tracked)).not.toContain("open-sesame");
    expect(fake.tracked).toMatchObject([{ activityType: "compress", fileName: "locked.pdf", resultSize: 4 }]);
    // A document is not a picture: there is nothing to lay over the original.
    expect(session.canCompare(id)).toBe(false);
  });
});
