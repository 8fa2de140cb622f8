/**
 * The codecs by id: the formats the engine writes, each also reading back what it wrote. Which
 * decoder reads a file the engine is given, in any format it recognises, is decode/decoders.ts.
 */
import { avifCodec } from "./avif.ts";
import type { Codec, CodecId } from "./codec.ts";
import { gifCodec } from "./gif-codec.ts";
import { jpegCodec } from "./jpeg.ts";
import { pngCodec } from "./png.ts";
import { webpCodec } from "./webp.ts";

// Each codec module holds only metadata and dynamic imports, so listing them here loads no WASM.
export const CODECS: Record<CodecId, Codec<object>> = {
  jpeg: jpegCodec as Codec<object>,
  png: pngCodec as Codec<object>,
  webp: webpCodec as Codec<object>,
  avif: avifCodec as Codec<object>,
  gif: gifCodec as Codec<object>,
};

export function codecFor(id: CodecId): Codec<object> {
  return CODECS[id];
}
