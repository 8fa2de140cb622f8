import { describe, expect, it } from "vitest";
import { wrapText } from "./wrap-text.ts";

/** Every character is 10 px wide: easy to reason about. */
const measure = (text: string) => Promise.resolve(text.length * 10);

describe("wrapText", () => {
  it("keeps a short text on one line", async () => {
    expect(await wrapText("JPEG Compressor", 400, 2, measure)).toEqual(["JPEG Compressor"]);
  });

  it("breaks at spaces so no line is wider than the width", async () => {
    const lines = await wrapText("Shrink JPEG photos with MozJPEG while keeping them sharp.", 200, 5, measure);
    expect(lines).toEqual(["Shrink JPEG photos", "with MozJPEG while", "keeping them sharp."]);
    for (const line of lines) expect(line.length * 10).toBeLessThanOrEqual(200);
  });

  it("ends the last allowed line with an ellipsis when words are left over", async () => {
    const lines = await wrapText("one two three four five six seven eight nine ten", 100, 2, measure);
    expect(lines).toEqual(["one two", "three…"]);
  });

  it("drops punctuation before the ellipsis", async () => {
    expect(await wrapText("alpha beta, gamma delta epsilon", 120, 1, measure)).toEqual(["alpha beta…"]);
  });

  it("gives no lines for blank text", async () => {
    expect(await wrapText("   ", 100, 2, measure)).toEqual([]);
  });
});
