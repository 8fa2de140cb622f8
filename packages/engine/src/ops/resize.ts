/**
 * Resampling with Lanczos3 (Squoosh's Rust resizer), in linear light with premultiplied alpha, so
 * edges stay sharp, colours do not darken and transparent edges get no dark fringe.
 */
import { asImageData, asRgba } from "../codecs/codec.ts";
import type { RgbaImage } from "../image.ts";
import { initCodec } from "../wasm/wasm-provider.ts";
import type { Size } from "./fit.ts";

export type ResizeMethod = "lanczos3" | "mitchell" | "catrom" | "triangle";

export async function resize(image: RgbaImage, size: Size, method: ResizeMethod = "lanczos3"): Promise<RgbaImage> {
  if (size.width === image.width && size.height === image.height) return image;
  const lib = await import("@jsquash/resize");
  await initCodec("squoosh_resize", (module) => lib.initResize(module));
  const out = await lib.default(asImageData(image), {
    width: size.width,
    height: size.height,
    method,
    fitMethod: "stretch",
    premultiply: true,
    linearRGB: true,
  });
  return asRgba(out);
}
