/**
 * Bringing a PDF image down to the level's resolution. Unlike photo resizing (ops/resize.ts, in
 * linear light), this averages in gamma space, as PDF viewers do when they draw an image smaller
 * than its pixels: fine dark strokes in scanned text keep the weight a viewer showed before, so
 * pages look the same rather than lighter.
 */
import { asImageData, asRgba } from "../codecs/codec.ts";
import type { RgbaImage } from "../image.ts";
import type { Size } from "../ops/fit.ts";
import { initCodec } from "../wasm/wasm-provider.ts";

export async function downsample(image: RgbaImage, size: Size): Promise<RgbaImage> {
  if (size.width === image.width && size.height === image.height) return image;
  const lib = await import("@jsquash/resize");
  await initCodec("squoosh_resize", (module) => lib.initResize(module));
  const out = await lib.default(asImageData(image), {
    width: size.width,
    height: size.height,
    method: "lanczos3",
    fitMethod: "stretch",
    premultiply: false,
    linearRGB: false,
  });
  return asRgba(out);
}
