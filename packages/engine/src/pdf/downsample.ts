/**
 * Bringing a PDF image down to the level's resolution. Unlike photo resizing (ops/resize.ts, in
 * linear light), this averages in gamma space, as PDF viewers do when they draw an image smaller
 * than its pixels: fine dark strokes in scanned text keep the weight a viewer showed before, so
 * pages look the same rather than lighter.
 */
import type { RgbaImage } from "../image.ts";
import type { Size } from "../ops/fit.ts";
import { resampleImage } from "../ops/resample/resample-image.ts";

export async function downsample(image: RgbaImage, size: Size): Promise<RgbaImage> {
  if (size.width === image.width && size.height === image.height) return image;
  return resampleImage(image, size, { method: "lanczos3", linearLight: false, premultiply: false });
}
