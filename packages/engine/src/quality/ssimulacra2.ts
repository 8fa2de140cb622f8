/**
 * SSIMULACRA 2.1 (Jon Sneyers, Cloudinary, 2022-2023): how a compressed picture looks next to its
 * original, on a scale that reads as people judge it: 100 identical, 90 visually lossless, 80 very
 * high, 70 high (artifacts visible only side by side), 50 medium, 30 low, 10 very low, below 0
 * extreme. Our own, written from the published description and checked against the reference
 * tool's scores (quality/ssimulacra2.test.ts, docs/decisions/0046): TypeScript, with the per-row
 * work also in WebAssembly (assembly/ssimulacra2.ts), which gives the same floats faster.
 *
 * Multi-scale: six scales from 1:1 to 1:32, each shrunk 2x2 in linear light; in each, SSIM and two
 * edge maps (ringing, blurring) per channel of positive XYB, each reduced to its 1- and 4-norm.
 */
import { hasTransparency, type RgbaImage } from "../image.ts";
import { type LinearRows, planeRows, rgbaRows } from "./ssimulacra2/linear-rows.ts";
import { recursiveGaussian } from "./ssimulacra2/recursive-gaussian.ts";
import { type MeasureScale, typescriptScaleMeasure } from "./ssimulacra2/scale-errors.ts";
import { wasmScaleMeasure } from "./ssimulacra2/scale-errors-wasm.ts";
import { scoreFromScales } from "./ssimulacra2/score.ts";

const SCALES = 6;
/** A scale is measured only while the one above it is at least this big each way. */
export const SSIMULACRA2_MIN_SIDE = 8;
const BLUR_SIGMA = 1.5;
/** Grey levels transparent pixels are judged over; the worse of the two scores counts. */
const DARK_BACKGROUND = 0.1;
const LIGHT_BACKGROUND = 0.9;

/**
 * The SSIMULACRA 2 score of `distorted` against `original` (same size, at least 8x8). Not symmetric:
 * blurring and ringing are told apart by which picture has the edges.
 *
 * Where either picture has transparency, both are judged over a dark and over a light grey and the
 * lower score is returned (what the reference tool does when the original has an alpha channel; it
 * judges an opaque original's translucent counterpart over mid grey instead, a case we treat alike).
 */
export function ssimulacra2(original: RgbaImage, distorted: RgbaImage): number {
  return ssimulacra2With(original, distorted, "webassembly");
}

/**
 * The same score computed by the WebAssembly version of the per-row work (the fallback where it
 * cannot run) or by the TypeScript one; tests compare the two.
 */
export function ssimulacra2With(
  original: RgbaImage,
  distorted: RgbaImage,
  implementation: "webassembly" | "typescript",
): number {
  if (original.width !== distorted.width || original.height !== distorted.height) {
    throw new RangeError(
      `SSIMULACRA 2 compares pictures of the same size, not ${original.width}x${original.height} and ${distorted.width}x${distorted.height}`,
    );
  }
  if (original.width < SSIMULACRA2_MIN_SIDE || original.height < SSIMULACRA2_MIN_SIDE) {
    throw new RangeError(
      `SSIMULACRA 2 needs pictures of at least ${SSIMULACRA2_MIN_SIDE}x${SSIMULACRA2_MIN_SIDE} pixels, not ${original.width}x${original.height}`,
    );
  }
  const gaussian = recursiveGaussian(BLUR_SIGMA);
  const measure =
    (implementation === "webassembly" ? wasmScaleMeasure(gaussian, original.width) : null) ??
    typescriptScaleMeasure(gaussian);
  if (!hasTransparency(original) && !hasTransparency(distorted)) {
    return scoreFromScales(measureScales(rgbaRows(original, null), rgbaRows(distorted, null), measure));
  }
  return Math.min(
    ...[DARK_BACKGROUND, LIGHT_BACKGROUND].map((background) =>
      scoreFromScales(measureScales(rgbaRows(original, background), rgbaRows(distorted, background), measure)),
    ),
  );
}

/** Each scale's per-channel error means, finest first. */
function measureScales(original: LinearRows, distorted: LinearRows, measure: MeasureScale): Float64Array[] {
  const scales: Float64Array[] = [];
  let one = original;
  let two = distorted;
  for (let scale = 0; scale < SCALES; scale++) {
    const another = scale + 1 < SCALES && one.width >= SSIMULACRA2_MIN_SIDE && one.height >= SSIMULACRA2_MIN_SIDE;
    const { means, half } = measure(one, two, another);
    scales.push(means);
    if (!half) break;
    one = planeRows(half[0]);
    two = planeRows(half[1]);
  }
  return scales;
}
