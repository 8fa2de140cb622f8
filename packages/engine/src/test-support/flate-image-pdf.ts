/**
 * PDFs built at test time around one 8-bit Flate image whose stream is written byte for byte as
 * the test asks (no predictor, TIFF's or PNG's with a chosen filter per row, truncated), so the
 * compressor's streamed Flate reading can be checked against MuPDF's own decoding.
 */
import { zlibSync } from "fflate";
import { paeth } from "../codecs/png-row-filters.ts";
import { loadMupdf } from "../pdf/mupdf.ts";

export type Channels = 1 | 3;

/** Strokes, gradients and noise: every PNG filter has work to do and none is trivially best. */
export function scanSamples(width: number, height: number, channels: Channels, seed = 7): Uint8Array {
  const samples = new Uint8Array(width * height * channels);
  let state = seed;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      const stroke = (x % 41 < 3 || y % 29 < 2) && (x + y) % 7 !== 0;
      for (let c = 0; c < channels; c++) {
        const base = stroke ? 25 + c * 15 : 250 - ((x * (c + 2) + y) % 70);
        samples[(y * width + x) * channels + c] = Math.max(0, Math.min(255, base + ((state >>> 24) % 11) - 5));
      }
    }
  }
  return samples;
}

/** PNG-predicted rows, row `y` filtered with `typeOf(y)` (0-4), each after its type byte. */
export function pngPredicted(
  samples: Uint8Array,
  width: number,
  height: number,
  channels: Channels,
  typeOf: (y: number) => number,
): Uint8Array {
  const rowBytes = width * channels;
  const out = new Uint8Array((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const type = typeOf(y);
    out[y * (rowBytes + 1)] = type;
    for (let i = 0; i < rowBytes; i++) {
      const at = y * rowBytes + i;
      const a = i >= channels ? samples[at - channels]! : 0;
      const b = y > 0 ? samples[at - rowBytes]! : 0;
      const c = i >= channels && y > 0 ? samples[at - rowBytes - channels]! : 0;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][type]!;
      out[y * (rowBytes + 1) + 1 + i] = (samples[at]! - predicted) & 255;
    }
  }
  return out;
}

/** TIFF predictor 2 for 8-bit samples: each sample less the same component of the pixel before. */
export function tiffPredicted(samples: Uint8Array, width: number, height: number, channels: Channels): Uint8Array {
  const out = new Uint8Array(samples.length);
  const rowBytes = width * channels;
  for (let i = 0; i < samples.length; i++) {
    out[i] = i % rowBytes >= channels ? (samples[i]! - samples[i - channels]!) & 255 : samples[i]!;
  }
  return out;
}

export interface FlateImageSpec {
  width: number;
  height: number;
  channels: Channels;
  /** Bytes before deflating (predicted or not). */
  data: Uint8Array;
  /** /DecodeParms, when predicted. */
  predictor?: number;
  /** Cut the deflated stream to this many bytes. */
  truncateTo?: number;
  /** Pixels per inch the page draws it at. */
  ppi: number;
}

/** A one-page PDF drawing the image at `ppi`; the image is object `imageNumber`. */
export async function flateImagePdf(spec: FlateImageSpec): Promise<{ bytes: Uint8Array; imageNumber: number }> {
  const mupdf = await loadMupdf();
  const doc = new mupdf.PDFDocument();
  try {
    let stream = zlibSync(spec.data, { level: 6 });
    if (spec.truncateTo !== undefined) stream = stream.slice(0, spec.truncateTo);
    const dict = {
      Type: "XObject",
      Subtype: "Image",
      Width: spec.width,
      Height: spec.height,
      BitsPerComponent: 8,
      ColorSpace: spec.channels === 1 ? "DeviceGray" : "DeviceRGB",
      Filter: "FlateDecode",
      ...(spec.predictor !== undefined && {
        DecodeParms: { Predictor: spec.predictor, Colors: spec.channels, BitsPerComponent: 8, Columns: spec.width },
      }),
    };
    const image = doc.addRawStream(stream, dict);
    const pageWidth = (spec.width / spec.ppi) * 72;
    const pageHeight = (spec.height / spec.ppi) * 72;
    const contents = `q ${pageWidth} 0 0 ${pageHeight} 0 0 cm /Im0 Do Q\nBT /F1 12 Tf 10 10 Td (Scanned page) Tj ET\n`;
    const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
    const resources = doc.addObject({ XObject: { Im0: image }, Font: { F1: font } });
    doc.insertPage(-1, doc.addPage([0, 0, pageWidth, pageHeight], 0, resources, contents));
    const saved = doc.saveToBuffer("");
    const bytes = new Uint8Array(saved.asUint8Array());
    saved.destroy();
    return { bytes, imageNumber: image.asIndirect() };
  } finally {
    doc.destroy();
  }
}
