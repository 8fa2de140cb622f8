/**
 * The decoder for every format `probeImage` can report, keyed by that format. The formats the
 * engine also writes decode through their codec (codecs/registry.ts); HEIC and BMP are read only.
 * Like the codec modules, the entries load their WebAssembly or codec library on first use:
 * importing this table loads neither.
 *
 * It lives in decode/, not codecs/, because the animated formats' first frames come from
 * animation/, which itself builds on the codecs: codecs/ stays below both.
 */
import { isAnimatedPng } from "../animation/apng-container.ts";
import { decodeApngFrames } from "../animation/apng-frames.ts";
import { isAnimatedAvif } from "../animation/avif-sequence.ts";
import { isAnimatedWebp } from "../animation/webp-container.ts";
import { decodeWebpFrames } from "../animation/webp-frames.ts";
import { decodeBmp } from "../codecs/bmp.ts";
import type { CodecId } from "../codecs/codec.ts";
import { decodeGif } from "../codecs/gif.ts";
import { decodeHeic } from "../codecs/heic.ts";
import { codecFor } from "../codecs/registry.ts";
import { animationAwareDecoder, stillDecoder, type Decoder, type SourceFormat } from "./decoder.ts";

const throughCodec = (id: CodecId) => (bytes: Uint8Array) => codecFor(id).decode(bytes);

export const DECODERS: Record<SourceFormat, Decoder> = {
  jpeg: stillDecoder(throughCodec("jpeg")),
  png: animationAwareDecoder(throughCodec("png"), {
    // An APNG's default image may not even be part of the animation: never hand it out silently.
    isAnimated: isAnimatedPng,
    firstFrame: async (bytes) => (await decodeApngFrames(bytes, { firstOnly: true })).frames[0]!.image,
    refusal:
      "This PNG is animated: the PNG optimizer, the format converter and the bulk compressor keep its frames; here only the first frame could be kept, so the file is left as it is.",
  }),
  webp: animationAwareDecoder(throughCodec("webp"), {
    isAnimated: isAnimatedWebp,
    firstFrame: async (bytes) => (await decodeWebpFrames(bytes, { firstOnly: true })).frames[0]!.image,
    refusal: "This WebP is animated: the WebP compressor keeps its frames. The file is left as it is.",
  }),
  avif: animationAwareDecoder(throughCodec("avif"), {
    isAnimated: isAnimatedAvif,
    // The AVIF decoder reads one picture of a sequence, its first frame (avif-sequence.ts).
    firstFrame: throughCodec("avif"),
    refusal:
      "This AVIF is animated, and its frames cannot be kept yet: only the first frame could be, so the file is left as it is.",
  }),
  // The frame count is only known once omggif has read the file, so decodeGif applies the rule.
  gif: { decode: decodeGif },
  heic: stillDecoder(decodeHeic),
  bmp: stillDecoder(decodeBmp),
};

export function decoderFor(format: SourceFormat): Decoder {
  return DECODERS[format];
}
