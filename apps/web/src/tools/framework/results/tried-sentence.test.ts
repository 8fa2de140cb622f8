import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ToolResult } from "../file-item.ts";
import { ResultView } from "./result-view.tsx";
import { triedSentence } from "./tried-sentence.ts";

const KB = 1024;
// The case: two candidates smaller than the original, both short of the quality bar.
const tried = [
  { format: "jpeg", size: 15.73 * KB, quality: 0.95, qualified: true },
  { format: "webp", size: 26.12 * KB, quality: 0.951, qualified: true },
  { format: "avif", size: 13.2 * KB, quality: 0.9, qualified: false },
];

describe("triedSentence", () => {
  it("never says the original is smaller than all when some fell short of the bar instead", () => {
    const sentence = triedSentence(tried, { original: 14 * KB });
    expect(sentence).toBe(
      "Tried: JPEG 15.73 KB, WebP 26.12 KB, AVIF 13.20 KB. The original (14.00 KB) is smaller than JPEG and WebP, " +
        "so it is kept. AVIF 13.20 KB fell short of the quality bar.",
    );
    expect(sentence).not.toMatch(/smaller than all/);
  });

  it("names the kept candidate and why a smaller one was not kept, with formats written as people do", () => {
    expect(triedSentence(tried, { format: "jpeg" })).toBe(
      "Tried: JPEG 15.73 KB (kept), WebP 26.12 KB, AVIF 13.20 KB. JPEG is the smallest that met the quality bar. " +
        "AVIF 13.20 KB fell short of the quality bar.",
    );
  });
});

describe("a kept original's card", () => {
  const kept: ToolResult = {
    kind: "image",
    blob: new Blob(),
    url: "blob:x",
    size: 3062,
    width: 8,
    height: 8,
    format: "jpeg",
    mimeType: "image/jpeg",
    extension: "jpg",
    keptOriginal: true,
    removed: ["camera", "location"],
    madeWith: "",
    candidates: tried,
  };
  const html = renderToStaticMarkup(createElement(ResultView, { originalSize: 5958, result: kept }));

  it("shows the size delivered (the stripped original), not the upload's", () => {
    expect(html).toContain("the original (2.99 KB) is kept");
    expect(html).not.toContain("5.82 KB");
  });

  it("says why the smaller candidates were not kept, in people's format names", () => {
    expect(html).toContain("AVIF 13.20 KB fell short of the quality bar");
    expect(html).toContain("WebP 26.12 KB");
    expect(html).not.toMatch(/smaller than all|WEBP/);
  });

  it("says what was taken out of it", () => {
    expect(html).toContain("Removed: camera, location");
  });
});
