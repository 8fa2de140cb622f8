/**
 * Streamed Flate rows are the samples MuPDF decodes from the same image, with each predictor this
 * module reads, and the layouts it does not read (or damaged data) are refused so MuPDF decodes.
 */
import { describe, expect, it } from "vitest";
import {
  flateImagePdf,
  pngPredicted,
  scanSamples,
  tiffPredicted,
  type Channels,
  type FlateImageSpec,
} from "../test-support/flate-image-pdf.ts";
import { flateRowLayout, readFlateRows } from "./flate-rows.ts";
import { loadMupdf } from "./mupdf.ts";

const WIDTH = 173;
const HEIGHT = 61;

/** The image's rows read both ways: streamed here, and decoded whole by MuPDF. */
async function bothWays(spec: Omit<FlateImageSpec, "ppi">) {
  const mupdf = await loadMupdf();
  const { bytes, imageNumber } = await flateImagePdf({ ...spec, ppi: 300 });
  const doc = new mupdf.PDFDocument(bytes);
  try {
    const ref = doc.newIndirect(imageNumber);
    const pixmap = doc.loadImage(ref).toPixmap();
    const decoded = new Uint8Array(pixmap.getPixels());
    pixmap.destroy();
    const layout = flateRowLayout(ref, spec.channels);
    const raw = ref.readRawStream();
    const streamed = new Uint8Array(spec.width * spec.height * spec.channels);
    let rows = 0;
    const complete =
      layout !== null && readFlateRows(raw.asUint8Array(), layout, (row) => streamed.set(row, row.length * rows++));
    raw.destroy();
    return { layout, complete, streamed, decoded };
  } finally {
    doc.destroy();
  }
}

describe("Flate image rows, streamed", () => {
  const cases: { name: string; channels: Channels; predictor?: number; data: (s: Uint8Array) => Uint8Array }[] = [
    { name: "RGB, no predictor", channels: 3, data: (s) => s },
    { name: "gray, no predictor", channels: 1, data: (s) => s },
    { name: "RGB, TIFF predictor", channels: 3, predictor: 2, data: (s) => tiffPredicted(s, WIDTH, HEIGHT, 3) },
    {
      name: "RGB, PNG predictors, every filter type in turn",
      channels: 3,
      predictor: 15,
      data: (s) => pngPredicted(s, WIDTH, HEIGHT, 3, (y) => y % 5),
    },
    {
      name: "gray, PNG predictors, every filter type in turn",
      channels: 1,
      predictor: 12,
      data: (s) => pngPredicted(s, WIDTH, HEIGHT, 1, (y) => (y * 3) % 5),
    },
  ];
  for (const { name, channels, predictor, data } of cases) {
    it(`${name}: the samples MuPDF decodes`, async () => {
      const samples = scanSamples(WIDTH, HEIGHT, channels);
      const spec = { width: WIDTH, height: HEIGHT, channels, data: data(samples), predictor };
      const { layout, complete, streamed, decoded } = await bothWays(spec);
      expect(layout).toMatchObject({ width: WIDTH, height: HEIGHT, channels, predictor: predictor ?? 1 });
      expect(complete).toBe(true);
      expect(decoded).toEqual(samples);
      expect(streamed).toEqual(samples);
    });
  }

  it("says no when the stream ends before the last row", async () => {
    const samples = scanSamples(WIDTH, HEIGHT, 3);
    const { complete } = await bothWays({ width: WIDTH, height: HEIGHT, channels: 3, data: samples, truncateTo: 900 });
    expect(complete).toBe(false);
  });

  it("leaves to MuPDF what it does not read: a /Decode array, other bit depths, other predictors", async () => {
    const mupdf = await loadMupdf();
    const doc = new mupdf.PDFDocument();
    const dict = (entries: Record<string, unknown>) => {
      const result = doc.newDictionary();
      const all = { Width: 8, Height: 8, BitsPerComponent: 8, Filter: "FlateDecode", ...entries };
      for (const [key, value] of Object.entries(all)) result.put(key, value);
      return result;
    };
    expect(flateRowLayout(dict({}), 3)).toMatchObject({ width: 8, height: 8, channels: 3, predictor: 1 });
    expect(flateRowLayout(dict({ Decode: [1, 0] }), 1)).toBeNull();
    expect(flateRowLayout(dict({ BitsPerComponent: 16 }), 3)).toBeNull();
    expect(flateRowLayout(dict({ Filter: ["FlateDecode", "DCTDecode"] }), 3)).toBeNull();
    expect(flateRowLayout(dict({ DecodeParms: { Predictor: 15, Colors: 3, Columns: 4 } }), 3)).toBeNull();
    expect(flateRowLayout(dict({ DecodeParms: { Predictor: 15, Colors: 1, Columns: 8 } }), 3)).toBeNull();
    expect(flateRowLayout(dict({ DecodeParms: { Predictor: 3, Colors: 3, Columns: 8 } }), 3)).toBeNull();
    doc.destroy();
  });
});
