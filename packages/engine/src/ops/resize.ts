/**
 * Resampling with Lanczos3 in linear light with premultiplied alpha, so edges stay sharp, colours
 * do not darken and transparent edges get no dark fringe. Our own resampler (decision 0034): SIMD
 * WebAssembly where the runtime has it, the same arithmetic in TypeScript where it does not.
 */
import type { RgbaImage } from "../image.ts";
import type { Size } from "./fit.ts";
import type { ResizeMethod } from "./resample/kernels.ts";
import { resampleImage } from "./resample/resample-image.ts";

export type { ResizeMethod } from "./resample/kernels.ts";

export async function resize(image: RgbaImage, size: Size, method: ResizeMethod = "lanczos3"): Promise<RgbaImage> {
  if (size.width === image.width && size.height === image.height) return image;
  return resampleImage(image, size, { method, linearLight: true, premultiply: true });
}
