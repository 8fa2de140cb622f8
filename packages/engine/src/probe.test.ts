import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EngineError } from "./errors.ts";
import { probeImage } from "./probe.ts";
import { FIXTURE_CORPUS, fullCorpusDir, readManifest, type CorpusEntry } from "./test-support/corpus.ts";
import { fixture } from "./test-support/fixtures.ts";

const IMAGE_KINDS = new Set(["photo", "png", "gif", "webp", "avif", "heic"]);

function checkDimensions(entries: CorpusEntry[]) {
  const images = entries.filter((e) => IMAGE_KINDS.has(e.kind) && /^\d+x\d+$/.test(e.dimensions));
  it.each(images.map((e) => [e.file, e] as const))("reads the declared size of %s", (_, entry) => {
    const header = probeImage(readFileSync(entry.absolutePath));
    expect(`${header.width}x${header.height}`).toBe(entry.dimensions);
  });
}

describe("probeImage on the committed fixtures", () => {
  checkDimensions(readManifest(FIXTURE_CORPUS));

  it("refuses a file that is not an image, with a sentence", () => {
    expect(() => probeImage(new TextEncoder().encode("%PDF-1.7 hello"))).toThrow(
      "This file is not a JPEG, PNG, GIF, WebP, AVIF, BMP or HEIC image.",
    );
  });

  it("refuses an image over the pixel limit before decoding it", () => {
    // A PNG header declaring 50,000 x 50,000 pixels.
    const png = new Uint8Array(33);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 50_000);
    new DataView(png.buffer).setUint32(20, 50_000);
    const error = (() => {
      try {
        probeImage(png);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe("too-many-pixels");
    expect((error as EngineError).message).toBe(
      "This image is 50000 x 50000 pixels (2500 megapixels); the limit is 100 megapixels.",
    );
  });

  it("says a cut-short file is cut short", () => {
    expect(() => probeImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toThrow(/cut short/);
    expect(() => probeImage(fixture("heic/libheif-colors-with-alpha.heic").subarray(0, 100))).toThrow(
      "This HEIC file is cut short: its header is incomplete.",
    );
  });
});

const full = fullCorpusDir();
describe.runIf(full)("probeImage on the full corpus", () => {
  if (full) checkDimensions(readManifest(full));

  it("refuses the 65,536-pixel-wide decompression bomb", () => {
    const bomb = readFileSync(`${full}/malformed/sharp-65536-uint32-limit.png`);
    expect(() => probeImage(bomb)).toThrow(expect.objectContaining({ code: "too-many-pixels" }));
  });
});
