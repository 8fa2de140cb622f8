/**
 * SSIMULACRA 2's three error maps for one channel at one scale, summed a row at a time:
 *
 * - SSIM without its luminance denominator: the values are already perceptually spaced (XYB
 *   follows a cube root), so dividing by mu1^2 + mu2^2 would count errors in the darks twice.
 *   Taken as 1 - SSIM so that it is an error and its 4-norm means something.
 * - Ringing, blocking, banding: the distorted picture has an edge (differs from its blur) where the
 *   original is smooth.
 * - Blurring, smearing: the original has an edge where the distorted picture is smooth.
 *
 * Each map is kept as its sum and the sum of its fourth powers, for the 1-norm and the 4-norm.
 */

/** Where each sum sits in a channel's block of `SUMS_PER_CHANNEL`. */
export const SSIM = 0;
export const SSIM_4 = 1;
export const RINGING = 2;
export const RINGING_4 = 3;
export const BLURRING = 4;
export const BLURRING_4 = 5;
export const SUMS_PER_CHANNEL = 6;

/** SSIM's second constant, (0.03 * L)^2 for values in 0..1, in float32 as the reference has it. */
export const C2 = Math.fround(0.0009);

/** The blurred maps of one channel at one output row. */
export interface BlurredRow {
  mu1: Float32Array;
  mu2: Float32Array;
  sigma11: Float32Array;
  sigma22: Float32Array;
  sigma12: Float32Array;
}

/**
 * Adds one row's errors to `sums` (from `at`). `original` and `distorted` hold the channel's
 * unblurred values from `start`.
 */
export function addRowErrors(
  blurred: BlurredRow,
  original: Float32Array,
  distorted: Float32Array,
  start: number,
  width: number,
  sums: Float64Array,
  at: number,
): void {
  const { mu1, mu2, sigma11, sigma22, sigma12 } = blurred;
  let ssim = 0;
  let ssim4 = 0;
  let ringing = 0;
  let ringing4 = 0;
  let blurring = 0;
  let blurring4 = 0;
  for (let x = 0; x < width; x++) {
    const m1 = mu1[x]!;
    const m2 = mu2[x]!;
    const meanDifference = m1 - m2;
    const numeratorMeans = 1 - meanDifference * meanDifference;
    const numeratorSigma = 2 * (sigma12[x]! - m1 * m2) + C2;
    const denominatorSigma = sigma11[x]! - m1 * m1 + (sigma22[x]! - m2 * m2) + C2;
    const error = Math.max(0, 1 - (numeratorMeans * numeratorSigma) / denominatorSigma);
    ssim += error;
    const error2 = error * error;
    ssim4 += error2 * error2;

    const edgeRatio = (1 + Math.abs(distorted[start + x]! - m2)) / (1 + Math.abs(original[start + x]! - m1)) - 1;
    if (edgeRatio > 0) {
      ringing += edgeRatio;
      const r2 = edgeRatio * edgeRatio;
      ringing4 += r2 * r2;
    } else {
      blurring -= edgeRatio;
      const b2 = edgeRatio * edgeRatio;
      blurring4 += b2 * b2;
    }
  }
  sums[at + SSIM] = sums[at + SSIM]! + ssim;
  sums[at + SSIM_4] = sums[at + SSIM_4]! + ssim4;
  sums[at + RINGING] = sums[at + RINGING]! + ringing;
  sums[at + RINGING_4] = sums[at + RINGING_4]! + ringing4;
  sums[at + BLURRING] = sums[at + BLURRING]! + blurring;
  sums[at + BLURRING_4] = sums[at + BLURRING_4]! + blurring4;
}
