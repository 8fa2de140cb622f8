/**
 * GIF as an output: a still picture (the first frame of an animation until the GIF compressor
 * brings frames) reduced to a palette of at most 256 colours with one transparent entry.
 */
import { decodeGif } from "./gif.ts";
import type { Codec } from "./codec.ts";
import { GIF_DEFAULTS, type GifOptions } from "./gif-encode.ts";

export const gifCodec: Codec<GifOptions> = {
  id: "gif",
  label: "GIF",
  mimeType: "image/gif",
  extension: "gif",
  defaultOptions: GIF_DEFAULTS,
  decode: decodeGif,
  async encode(image, options = {}) {
    const { encodeGif } = await import("./gif-encode.ts");
    return encodeGif(image, { ...GIF_DEFAULTS, ...options });
  },
};
