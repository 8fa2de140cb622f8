/**
 * One scale of SSIMULACRA 2: both pictures to positive XYB, the five blurred maps of each channel
 * (the two means, the two variances' and the covariance's first moments), and the error maps'
 * norms, in one pass down the rows. Rows go through small rings rather than whole planes: a blurred
 * row is final once the row `radius - 1` below it has arrived, so memory is a few dozen rows and
 * the next scale's planes, not fifteen float copies of the picture.
 */
import { addRowErrors, type BlurredRow, SUMS_PER_CHANNEL } from "./error-maps.ts";
import { HalfScale, type LinearPlanes, type LinearRows } from "./linear-rows.ts";
import { blurRow, blurScratch, type RecursiveGaussian, VerticalBlur } from "./recursive-gaussian.ts";
import { linearRowToPositiveXyb } from "./xyb.ts";

/** Rows kept per ring: at least the blur's reach both ways plus the row itself (11 for sigma 1.5). */
export const RING_ROWS = 16;
const RING_MASK = RING_ROWS - 1;

/** Blurred maps per channel: mu1, mu2, sigma11, sigma22, sigma12 (unnormalised second moments). */
const MAPS = 5;

export interface ScaleResult {
  /** Per channel (X, Y, B): the error sums of error-maps.ts, divided by the pixel count. */
  means: Float64Array;
  /** The next scale down, when it was asked for. */
  half: [LinearPlanes, LinearPlanes] | null;
}

/** Measures one scale; `withHalf` asks for the next scale's planes too. */
export type MeasureScale = (original: LinearRows, distorted: LinearRows, withHalf: boolean) => ScaleResult;

export function typescriptScaleMeasure(gaussian: RecursiveGaussian): MeasureScale {
  return (original, distorted, withHalf) => scaleErrors(original, distorted, gaussian, withHalf);
}

function scaleErrors(
  original: LinearRows,
  distorted: LinearRows,
  gaussian: RecursiveGaussian,
  withHalf: boolean,
): ScaleResult {
  const { width, height } = original;
  const radius = gaussian.radius;
  if (2 * radius + 1 > RING_ROWS) throw new RangeError("The blur reaches further than the row rings hold");

  const ring = () => new Float32Array(RING_ROWS * width);
  // XYB rows of both pictures: [original X, Y, B, distorted X, Y, B].
  const xyb = Array.from({ length: 6 }, ring);
  // Horizontally blurred rows, map m of channel c at [c * MAPS + m].
  const blurredAcross = Array.from({ length: 3 * MAPS }, ring);
  const down = Array.from({ length: 3 * MAPS }, () => new VerticalBlur(gaussian, width));
  const outputs: BlurredRow[] = [0, 1, 2].map(() => ({
    mu1: new Float32Array(width),
    mu2: new Float32Array(width),
    sigma11: new Float32Array(width),
    sigma22: new Float32Array(width),
    sigma12: new Float32Array(width),
  }));
  const outputRows = outputs.flatMap((o) => [o.mu1, o.mu2, o.sigma11, o.sigma22, o.sigma12]);
  const zeros = new Float32Array(width);
  const product = new Float32Array(width);
  const scratch = blurScratch(gaussian, width);
  const halves = withHalf ? [new HalfScale(width, height), new HalfScale(width, height)] : null;

  const takeRow = (y: number) => {
    const start = (y & RING_MASK) * width;
    for (const [picture, rows] of [original, distorted].entries()) {
      const linear = rows.row(y);
      halves?.[picture]!.add(y, linear);
      const at = picture * 3;
      linearRowToPositiveXyb(linear[0], linear[1], linear[2], xyb[at]!, xyb[at + 1]!, xyb[at + 2]!, start, width);
    }
    for (let c = 0; c < 3; c++) {
      const one = xyb[c]!;
      const two = xyb[3 + c]!;
      const maps = c * MAPS;
      blurRow(gaussian, one, start, blurredAcross[maps]!, start, width, scratch);
      blurRow(gaussian, two, start, blurredAcross[maps + 1]!, start, width, scratch);
      for (let x = 0; x < width; x++) product[x] = one[start + x]! * one[start + x]!;
      blurRow(gaussian, product, 0, blurredAcross[maps + 2]!, start, width, scratch);
      for (let x = 0; x < width; x++) product[x] = two[start + x]! * two[start + x]!;
      blurRow(gaussian, product, 0, blurredAcross[maps + 3]!, start, width, scratch);
      for (let x = 0; x < width; x++) product[x] = one[start + x]! * two[start + x]!;
      blurRow(gaussian, product, 0, blurredAcross[maps + 4]!, start, width, scratch);
    }
  };

  const sums = new Float64Array(3 * SUMS_PER_CHANNEL);
  // The vertical recursion starts `radius - 1` rows above the picture, from rest, as the horizontal one does.
  for (let n = 1 - radius; n < height; n++) {
    const below = n + radius - 1;
    const above = n - radius - 1;
    if (below < height) takeRow(below);
    for (let m = 0; m < 3 * MAPS; m++) {
      const rows = blurredAcross[m]!;
      down[m]!.step(
        above >= 0 ? rows : zeros,
        above >= 0 ? (above & RING_MASK) * width : 0,
        below < height ? rows : zeros,
        below < height ? (below & RING_MASK) * width : 0,
        outputRows[m]!,
      );
    }
    if (n < 0) continue;
    const start = (n & RING_MASK) * width;
    for (let c = 0; c < 3; c++) {
      addRowErrors(outputs[c]!, xyb[c]!, xyb[3 + c]!, start, width, sums, c * SUMS_PER_CHANNEL);
    }
  }

  const pixels = width * height;
  const means = sums.map((sum) => sum / pixels);
  return { means, half: halves ? [halves[0]!.result(), halves[1]!.result()] : null };
}
