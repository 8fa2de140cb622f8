import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ToolResult } from "../file-item.ts";
import { ResultView } from "./result-view.tsx";

const base: ToolResult = {
  kind: "image",
  blob: new Blob(),
  url: "blob:x",
  size: 400,
  width: 40,
  height: 30,
  format: "webp",
  mimeType: "image/webp",
  extension: "webp",
  keptOriginal: false,
  removed: [],
  madeWith: "",
};

const render = (result: ToolResult) => renderToStaticMarkup(createElement(ResultView, { originalSize: 1000, result }));

describe("ResultView", () => {
  it("follows each result's own kind, so one tool can give stills and animations", () => {
    expect(render(base)).toContain("40 × 30 WEBP");
    const animation = render({
      ...base,
      kind: "animation",
      animation: { frameCount: 6, durationMs: 1350, loopCount: 0 },
    });
    expect(animation).toContain("6 frames · 1.35 s · loops forever");
  });

  it("says what a document became: pages, images with the reasons some were kept, encryption, notes", () => {
    const html = render({
      ...base,
      kind: "document",
      width: 0,
      height: 0,
      format: "pdf",
      document: {
        pages: 3,
        images: { found: 4, reencoded: 2, downsampled: 1, kept: { "re-encoding was not smaller": 2 } },
        encrypted: true,
        notes: ["2 of 4 images re-encoded, 1 of them at a lower resolution."],
      },
    });
    expect(html).toContain("-60%");
    expect(html).toContain("3 pages · 4 images: 2 re-encoded (1 at a lower resolution), 2 kept as they were");
    expect(html).toContain("Kept as they were: re-encoding was not smaller (2).");
    expect(html).toContain("Encryption kept");
    expect(html).toContain("2 of 4 images re-encoded, 1 of them at a lower resolution.");
  });

  it("shows a kept original with its notes open, never as a saving", () => {
    const html = render({
      ...base,
      kind: "document",
      size: 1000,
      keptOriginal: true,
      document: {
        pages: 1,
        images: { found: 0, reencoded: 0, downsampled: 0, kept: {} },
        encrypted: false,
        notes: ["The compressed file was not smaller, so the original is kept."],
      },
    });
    expect(html).toContain('data-testid="kept-original"');
    expect(html).not.toContain("-0%");
    expect(html).toContain("1 page · no images");
    expect(html).toMatch(/<details[^>]* open/);
  });
});
