/**
 * Lossless image samples as a PDF FlateDecode stream with PNG predictors (Predictor 15: a filter
 * chosen per row), which is how PNG gets its edge over plain deflate on screenshots and diagrams.
 * The row filter is picked by the usual smallest-sum-of-absolute-values rule.
 */
import { zlibSync } from "fflate";
import { filterScanlines } from "../codecs/png-row-filters.ts";

export interface FlateImage {
  bytes: Uint8Array;
  /** The /DecodeParms the stream needs. */
  columns: number;
  colors: number;
}

/** `samples` are 8-bit, `colors` per pixel, rows packed without padding. */
export function encodeFlateImage(samples: Uint8Array, width: number, height: number, colors: number): FlateImage {
  const out = filterScanlines(samples, width * colors, height, colors);
  return { bytes: zlibSync(out, { level: 6 }), columns: width, colors };
}
