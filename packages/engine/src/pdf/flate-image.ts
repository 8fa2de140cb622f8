/**
 * Lossless image samples as a PDF FlateDecode stream with PNG predictors (Predictor 15: a filter
 * chosen per row), which is how PNG gets its edge over plain deflate on screenshots and diagrams.
 * The row filter is picked by the usual smallest-sum-of-absolute-values rule.
 */
import { zlibSync } from "fflate";

export interface FlateImage {
  bytes: Uint8Array;
  /** The /DecodeParms the stream needs. */
  columns: number;
  colors: number;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** `samples` are 8-bit, `colors` per pixel, rows packed without padding. */
export function encodeFlateImage(samples: Uint8Array, width: number, height: number, colors: number): FlateImage {
  const stride = width * colors;
  const out = new Uint8Array((stride + 1) * height);
  const candidate = new Uint8Array(stride);
  const best = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const prev = y > 0 ? row - stride : -1;
    let bestType = 0;
    let bestScore = Infinity;
    for (let type = 0; type < 5; type++) {
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const x = samples[row + i]!;
        const a = i >= colors ? samples[row + i - colors]! : 0;
        const b = prev >= 0 ? samples[prev + i]! : 0;
        const c = prev >= 0 && i >= colors ? samples[prev + i - colors]! : 0;
        const predicted = type === 0 ? 0 : type === 1 ? a : type === 2 ? b : type === 3 ? (a + b) >> 1 : paeth(a, b, c);
        const v = (x - predicted) & 0xff;
        candidate[i] = v;
        score += v < 128 ? v : 256 - v;
      }
      if (score < bestScore) {
        bestScore = score;
        bestType = type;
        best.set(candidate);
      }
    }
    out[y * (stride + 1)] = bestType;
    out.set(best, y * (stride + 1) + 1);
  }
  return { bytes: zlibSync(out, { level: 6 }), columns: width, colors };
}
