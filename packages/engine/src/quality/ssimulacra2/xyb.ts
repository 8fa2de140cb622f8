/**
 * Linear sRGB to the XYB colour space of JPEG XL (cone responses mixed from RGB, biased and put
 * through a cube root, then opponent channels), moved and scaled as SSIMULACRA 2 does so that
 * each channel lies within 0..1 for sRGB colours: the SSIM formula assumes differences of at most 1.
 * The constants are libjxl's, rounded to float32 as it stores them.
 */
const f = Math.fround;

const M02 = f(0.078);
const M00 = f(0.3);
const M01 = f(f(1 - M02) - M00);
const M12 = f(0.078);
const M10 = f(0.23);
const M11 = f(f(1 - M12) - M10);
const M20 = f(0.24342268924547819);
const M21 = f(0.20476744424496821);
const M22 = f(f(1 - M20) - M21);
const BIAS = f(0.0037930732552754493);
const CBRT_BIAS = f(Math.cbrt(BIAS));

/** SSIMULACRA 2's shift of the three channels into 0..1 ("MakePositiveXYB"). */
const X_SCALE = 14;
const X_OFFSET = f(0.42);
const Y_OFFSET = f(0.01);
const B_OFFSET = f(0.55);

/** The constants in the order the WebAssembly version reads them (assembly/ssimulacra2.ts). */
export const XYB_CONSTANTS = [
  M00,
  M01,
  M02,
  M10,
  M11,
  M12,
  M20,
  M21,
  M22,
  BIAS,
  CBRT_BIAS,
  X_SCALE,
  X_OFFSET,
  Y_OFFSET,
  B_OFFSET,
] as const;

/**
 * Converts one row: `red`, `green` and `blue` (linear light, `width` values from 0) into the
 * positive X, Y and B-Y rows starting at `start` of the outputs.
 */
export function linearRowToPositiveXyb(
  red: Float32Array,
  green: Float32Array,
  blue: Float32Array,
  outX: Float32Array,
  outY: Float32Array,
  outB: Float32Array,
  start: number,
  width: number,
): void {
  for (let x = 0; x < width; x++) {
    const r = red[x]!;
    const g = green[x]!;
    const b = blue[x]!;
    // Negative mixes only come from out-of-gamut input; libjxl clamps them, and so do we.
    const long = Math.cbrt(Math.max(0, M00 * r + M01 * g + M02 * b + BIAS)) - CBRT_BIAS;
    const medium = Math.cbrt(Math.max(0, M10 * r + M11 * g + M12 * b + BIAS)) - CBRT_BIAS;
    const short = Math.cbrt(Math.max(0, M20 * r + M21 * g + M22 * b + BIAS)) - CBRT_BIAS;
    const xyY = 0.5 * (long + medium);
    outX[start + x] = 0.5 * (long - medium) * X_SCALE + X_OFFSET;
    outY[start + x] = xyY + Y_OFFSET;
    outB[start + x] = short - xyY + B_OFFSET;
  }
}
