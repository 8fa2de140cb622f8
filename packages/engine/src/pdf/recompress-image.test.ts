/**
 * Large images in bounded memory (issue 24): a plain Flate scan being downsampled is inflated and
 * brought down row by row, never decoded whole by MuPDF, and comes out with the pixels the
 * whole-image path gave (MuPDF's decode, then the resampler over the full picture); a stream that
 * cannot be read that way still goes through MuPDF.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createImage, type RgbaImage } from "../image.ts";
import { resampleImage } from "../ops/resample/resample-image.ts";
import type { DocumentJob } from "../pipeline/job.ts";
import { flateImagePdf, pngPredicted, scanSamples, type Channels } from "../test-support/flate-image-pdf.ts";
import { runDocumentJob } from "./compress-pdf.ts";
import { filterNames } from "./image-dictionary.ts";
import { loadMupdf } from "./mupdf.ts";

const RECOMMENDED: DocumentJob = {
  kind: "document",
  steps: [],
  output: { format: "pdf", options: { level: "recommended" } },
};
/** Drawn at 300 ppi, brought down to the level's 200. */
const SCAN = { width: 1200, height: 900, ppi: 300 };
const DOWN = { width: 800, height: 600 };

function samplesToRgba(samples: Uint8Array, width: number, height: number, channels: number): RgbaImage {
  const image = createImage(width, height);
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) image.data[i * 4 + c] = samples[i * channels + (channels === 1 ? 0 : c)]!;
    image.data[i * 4 + 3] = 255;
  }
  return image;
}

/** The output's only image, decoded by MuPDF, with its dictionary's facts. */
async function outputImage(bytes: Uint8Array) {
  const mupdf = await loadMupdf();
  const doc = new mupdf.PDFDocument(bytes);
  try {
    for (let num = 1; num < doc.countObjects(); num++) {
      const ref = doc.newIndirect(num);
      if (!ref.isStream() || ref.get("Subtype").asName() !== "Image") continue;
      const pixmap = doc.loadImage(ref).toPixmap();
      const channels = pixmap.getNumberOfComponents();
      const image = samplesToRgba(new Uint8Array(pixmap.getPixels()), pixmap.getWidth(), pixmap.getHeight(), channels);
      pixmap.destroy();
      return { image, filters: filterNames(ref), colors: ref.get("DecodeParms").get("Colors").asNumber() };
    }
    throw new Error("no image in the output");
  } finally {
    doc.destroy();
  }
}

function largestDifference(a: RgbaImage, b: RgbaImage): number {
  let most = 0;
  for (let i = 0; i < a.data.length; i++) most = Math.max(most, Math.abs(a.data[i]! - b.data[i]!));
  return most;
}

describe("PDF images brought down in bands", () => {
  afterEach(() => vi.restoreAllMocks());

  const cases: { channels: Channels; predictor?: number }[] = [{ channels: 3, predictor: 15 }, { channels: 1 }];
  for (const { channels, predictor } of cases) {
    it(`a ${channels === 3 ? "RGB" : "gray"} Flate scan: never decoded whole by MuPDF, the whole-image path's pixels`, async () => {
      const samples = scanSamples(SCAN.width, SCAN.height, channels);
      const data = predictor ? pngPredicted(samples, SCAN.width, SCAN.height, channels, (y) => y % 5) : samples;
      const { bytes } = await flateImagePdf({ ...SCAN, channels, data, predictor });
      const mupdf = await loadMupdf();
      const decodes = vi.spyOn(mupdf.Image.prototype, "toPixmap");

      const result = await runDocumentJob(bytes, RECOMMENDED);
      expect(decodes).not.toHaveBeenCalled();
      vi.restoreAllMocks();
      expect(result).toMatchObject({ keptOriginal: false, images: { found: 1, reencoded: 1, downsampled: 1 } });

      const written = await outputImage(result.bytes);
      expect(written).toMatchObject({ image: DOWN, filters: ["FlateDecode"], colors: channels });
      const whole = await resampleImage(samplesToRgba(samples, SCAN.width, SCAN.height, channels), DOWN, {
        method: "lanczos3",
        linearLight: false,
        premultiply: false,
      });
      expect(largestDifference(written.image, whole)).toBeLessThanOrEqual(1);
    });
  }

  it("a Flate stream that ends early is left to MuPDF, which decodes what there is", async () => {
    const samples = scanSamples(SCAN.width, SCAN.height, 3);
    const { bytes } = await flateImagePdf({ ...SCAN, channels: 3, data: samples, truncateTo: 200_000 });
    const mupdf = await loadMupdf();
    const decodes = vi.spyOn(mupdf.Image.prototype, "toPixmap");

    const result = await runDocumentJob(bytes, RECOMMENDED);
    expect(decodes).toHaveBeenCalledTimes(1);
    expect(result.images).toMatchObject({ found: 1, reencoded: 1, downsampled: 1 });
  });
});
