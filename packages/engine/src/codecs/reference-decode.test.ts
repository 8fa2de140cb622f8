/**
 * Our decoders against libvips (sharp) as the reference, pixel by pixel: the PngSuite (every bit
 * depth, palette, grey, alpha, interlacing) and JPEGs of several kinds.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { decodeImage } from "../decode/decode-image.ts";
import { FIXTURE_CORPUS, fullCorpusDir, readManifest, type CorpusEntry } from "../test-support/corpus.ts";

/** Largest difference of any channel of any pixel, transparent pixels' colours excepted. */
async function maxDifference(file: string): Promise<number> {
  const bytes = readFileSync(file);
  const { image } = await decodeImage(new Uint8Array(bytes));
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  expect([image.width, image.height]).toEqual([info.width, info.height]);
  let worst = 0;
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3]!;
    worst = Math.max(worst, Math.abs(image.data[i + 3]! - alpha));
    if (alpha === 0) continue;
    for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(image.data[i + c]! - data[i + c]!));
  }
  return worst;
}

function compare(entries: CorpusEntry[], filter: (e: CorpusEntry) => boolean, tolerance: number) {
  const chosen = entries.filter(filter);
  it.each(chosen.map((e) => [e.file, e] as const))("%s matches the reference decode", async (_, entry) => {
    expect(await maxDifference(entry.absolutePath)).toBeLessThanOrEqual(tolerance);
  });
}

// 16-bit samples are rounded to 8 bits differently by different decoders: one step either way.
const PNG_TOLERANCE = 1;
// JPEG decoders may differ in IDCT and chroma upsampling by a few steps.
const JPEG_TOLERANCE = 16;

describe("decoding matches libvips on the committed fixtures", () => {
  const entries = readManifest(FIXTURE_CORPUS);
  // APNGs are animations: their frames are checked against apngdis in apng-animation.test.ts.
  compare(entries, (e) => e.kind === "png" && !e.exercises.includes("apng"), PNG_TOLERANCE);
  compare(
    entries,
    (e) => e.kind === "photo" && !e.exercises.includes("cmyk") && !/orient/.test(e.exercises.join()),
    JPEG_TOLERANCE,
  );
});

const full = fullCorpusDir();
describe.runIf(full)("decoding matches libvips on the full PngSuite", () => {
  // The g* files test gamma correction (gAMA chunks), which browsers and this engine leave alone.
  if (full) {
    compare(
      readManifest(full),
      (e) => e.file.startsWith("png/pngsuite/") && !/^png\/pngsuite\/g/.test(e.file),
      PNG_TOLERANCE,
    );
  }
});
