/**
 * PNG's row filters (specification section 9), each row taking the filter with the smallest sum of
 * absolute differences, libpng's heuristic. Used where we write filtered scanlines ourselves:
 * APNG frames and PDF images with PNG predictors.
 */

/** Paeth predictor, as the PNG specification defines it. */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** One row filtered with `type` into `out` (type byte first); returns the sum of absolute values. */
function filterRow(type: number, row: Uint8Array, prior: Uint8Array, bpp: number, out: Uint8Array): number {
  out[0] = type;
  let cost = 0;
  for (let i = 0; i < row.length; i++) {
    const a = i >= bpp ? row[i - bpp]! : 0;
    const b = prior[i]!;
    const c = i >= bpp ? prior[i - bpp]! : 0;
    const predicted = type === 0 ? 0 : type === 1 ? a : type === 2 ? b : type === 3 ? (a + b) >> 1 : paeth(a, b, c);
    const v = (row[i]! - predicted) & 255;
    out[i + 1] = v;
    cost += v < 128 ? v : 256 - v;
  }
  return cost;
}

/**
 * `height` rows of `rowBytes` packed samples, `bpp` bytes a pixel, as filtered scanlines (each row
 * its filter type byte, then its bytes), ready to deflate.
 */
export function filterScanlines(samples: Uint8Array, rowBytes: number, height: number, bpp: number): Uint8Array {
  const out = new Uint8Array((rowBytes + 1) * height);
  const trial = new Uint8Array(rowBytes + 1);
  let prior: Uint8Array = new Uint8Array(rowBytes);
  for (let y = 0; y < height; y++) {
    const row = samples.subarray(y * rowBytes, (y + 1) * rowBytes);
    const target = out.subarray(y * (rowBytes + 1), (y + 1) * (rowBytes + 1));
    let best = filterRow(0, row, prior, bpp, target);
    for (let type = 1; type < 5; type++) {
      const cost = filterRow(type, row, prior, bpp, trial);
      if (cost < best) {
        best = cost;
        target.set(trial);
      }
    }
    prior = row;
  }
  return out;
}
