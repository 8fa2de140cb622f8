/**
 * PNG's row filters (specification section 9), each row taking the filter with the smallest sum of
 * absolute differences, libpng's heuristic. Used where we write filtered scanlines ourselves:
 * APNG frames and PDF images with PNG predictors.
 */

/** Paeth predictor, as the PNG specification defines it. */
export function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** One row filtered with `type` into `out` (type byte first). */
function filterRow(type: number, row: Uint8Array, prior: Uint8Array, bpp: number, out: Uint8Array): void {
  out[0] = type;
  const length = row.length;
  const lead = Math.min(bpp, length);
  switch (type) {
    case 0:
      out.set(row, 1);
      return;
    case 1:
      for (let i = 0; i < lead; i++) out[i + 1] = row[i]!;
      for (let i = lead; i < length; i++) out[i + 1] = row[i]! - row[i - bpp]!;
      return;
    case 2:
      for (let i = 0; i < length; i++) out[i + 1] = row[i]! - prior[i]!;
      return;
    case 3:
      for (let i = 0; i < lead; i++) out[i + 1] = row[i]! - (prior[i]! >> 1);
      for (let i = lead; i < length; i++) out[i + 1] = row[i]! - ((row[i - bpp]! + prior[i]!) >> 1);
      return;
    default:
      // Paeth with no left neighbour predicts the byte above.
      for (let i = 0; i < lead; i++) out[i + 1] = row[i]! - prior[i]!;
      for (let i = lead; i < length; i++) out[i + 1] = row[i]! - paeth(row[i - bpp]!, prior[i]!, prior[i - bpp]!);
  }
}

/** The cost libpng's heuristic gives a filtered byte: its distance from zero, as a signed value. */
function cost(v: number): number {
  const byte = v & 255;
  return byte < 128 ? byte : 256 - byte;
}

/**
 * The filter type with the smallest sum of costs, the first of equals, all five summed in one
 * pass over the row: this runs over every byte of every image written losslessly, so it reads
 * each byte once and writes nothing.
 */
function bestFilter(row: Uint8Array, prior: Uint8Array, bpp: number): number {
  const length = row.length;
  const lead = Math.min(bpp, length);
  let none = 0;
  let sub = 0;
  let up = 0;
  let average = 0;
  let paethSum = 0;
  for (let i = 0; i < lead; i++) {
    const x = row[i]!;
    const b = prior[i]!;
    none += cost(x);
    sub += cost(x);
    up += cost(x - b);
    average += cost(x - (b >> 1));
    paethSum += cost(x - b);
  }
  for (let i = lead; i < length; i++) {
    const x = row[i]!;
    const a = row[i - bpp]!;
    const b = prior[i]!;
    const c = prior[i - bpp]!;
    none += cost(x);
    sub += cost(x - a);
    up += cost(x - b);
    average += cost(x - ((a + b) >> 1));
    paethSum += cost(x - paeth(a, b, c));
  }
  const sums = [none, sub, up, average, paethSum];
  let best = 0;
  for (let type = 1; type < 5; type++) if (sums[type]! < sums[best]!) best = type;
  return best;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function allZero(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== 0) return false;
  return true;
}

/**
 * One row of packed samples, filtered with whichever filter gives the smallest sum into `target`
 * (`row.length + 1` bytes: the type byte, then the row). `prior` is the previous row (zeros for
 * the first).
 */
export function filterScanline(row: Uint8Array, prior: Uint8Array, bpp: number, target: Uint8Array): void {
  // A row like the one above (blank margins of scans and diagrams) needs no sums: Up and Paeth
  // both give all zeros and Up comes first, unless the row is all zeros, where None does already.
  const type = sameBytes(row, prior) ? (allZero(row) ? 0 : 2) : bestFilter(row, prior, bpp);
  filterRow(type, row, prior, bpp, target);
}

/**
 * `height` rows of `rowBytes` packed samples, `bpp` bytes a pixel, as filtered scanlines (each row
 * its filter type byte, then its bytes), ready to deflate.
 */
export function filterScanlines(samples: Uint8Array, rowBytes: number, height: number, bpp: number): Uint8Array {
  const out = new Uint8Array((rowBytes + 1) * height);
  let prior: Uint8Array = new Uint8Array(rowBytes);
  for (let y = 0; y < height; y++) {
    const row = samples.subarray(y * rowBytes, (y + 1) * rowBytes);
    filterScanline(row, prior, bpp, out.subarray(y * (rowBytes + 1), (y + 1) * (rowBytes + 1)));
    prior = row;
  }
  return out;
}
