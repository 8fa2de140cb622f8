/**
 * sRGB to linear light and back, as lookup tables built once: 256 floats one way, and 65,536
 * steps of linear light the other (fine enough that the darkest sRGB levels, where the curve is
 * steepest, are a twentieth of a level apart), so the resampler's inner loops never call `pow`.
 */
export const LINEAR_STEPS = 65535;

let toLinear: Float32Array | null = null;
let toSrgb: Uint8Array | null = null;

function srgbToLinear(v: number): number {
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

function linearToSrgb(v: number): number {
  return v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
}

export function srgbToLinearTable(): Float32Array {
  if (!toLinear) {
    toLinear = new Float32Array(256);
    for (let i = 0; i < 256; i++) toLinear[i] = srgbToLinear(i / 255);
  }
  return toLinear;
}

/** Index with `Math.round(linear * LINEAR_STEPS)`, linear clamped to [0, 1]. */
export function linearToSrgbTable(): Uint8Array {
  if (!toSrgb) {
    toSrgb = new Uint8Array(LINEAR_STEPS + 1);
    for (let i = 0; i <= LINEAR_STEPS; i++) toSrgb[i] = Math.round(linearToSrgb(i / LINEAR_STEPS) * 255);
  }
  return toSrgb;
}

let gamma: Float32Array | null = null;

/** Plain sRGB values as floats (i / 255), for resampling in gamma space (PDF images). */
export function gammaTable(): Float32Array {
  if (!gamma) {
    gamma = new Float32Array(256);
    for (let i = 0; i < 256; i++) gamma[i] = i / 255;
  }
  return gamma;
}
