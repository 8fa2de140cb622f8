/**
 * The filter taps of one axis, computed once per resize: for each output pixel, the first input
 * pixel it reads, how many it reads, and their normalised weights. Downscaling widens the filter
 * by the scale factor so every input pixel contributes (no aliasing); near the edges the window is
 * clipped and the remaining weights renormalised, so borders keep their brightness.
 */
import type { Kernel } from "./kernels.ts";

export interface AxisTaps {
  start: Int32Array;
  count: Int32Array;
  /** `stride` weights per output pixel, the first `count[i]` of them used. */
  weights: Float32Array;
  stride: number;
}

export function axisTaps(inSize: number, outSize: number, kernel: Kernel): AxisTaps {
  const ratio = inSize / outSize;
  const scale = Math.max(1, ratio);
  const support = kernel.support * scale;
  const stride = Math.ceil(support) * 2 + 1;
  const start = new Int32Array(outSize);
  const count = new Int32Array(outSize);
  const weights = new Float32Array(outSize * stride);
  for (let i = 0; i < outSize; i++) {
    const centre = (i + 0.5) * ratio;
    const first = Math.max(0, Math.floor(centre - support));
    const last = Math.min(inSize, Math.ceil(centre + support));
    let total = 0;
    let n = 0;
    for (let j = first; j < last && n < stride; j++, n++) {
      const w = kernel.weight((j + 0.5 - centre) / scale);
      weights[i * stride + n] = w;
      total += w;
    }
    // Trim zero weights at both ends: they cost a multiply each for nothing.
    let lead = 0;
    while (lead < n - 1 && weights[i * stride + lead] === 0) lead++;
    let used = n - lead;
    while (used > 1 && weights[i * stride + lead + used - 1] === 0) used--;
    for (let k = 0; k < used; k++) {
      weights[i * stride + k] = total === 0 ? (k === 0 ? 1 : 0) : weights[i * stride + lead + k]! / total;
    }
    for (let k = used; k < stride; k++) weights[i * stride + k] = 0;
    start[i] = first + lead;
    count[i] = used;
  }
  return { start, count, weights, stride };
}
