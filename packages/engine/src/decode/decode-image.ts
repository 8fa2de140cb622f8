/**
 * Decodes any supported image: checks the header first (format by content, not by name; size
 * against the pixel limit), then hands the bytes to the decoder for the real format. In a browser,
 * plain JPEGs go to the browser's own decoder (native-decode.ts says why); Node always uses the
 * WebAssembly codecs.
 */
import { isAnimatedPng } from "../animation/apng-container.ts";
import { decodeApngFrames } from "../animation/apng-frames.ts";
import { isAnimatedAvif } from "../animation/avif-sequence.ts";
import { isAnimatedWebp } from "../animation/webp-container.ts";
import { decodeWebpFrames } from "../animation/webp-frames.ts";
import { decodeBmp } from "../codecs/bmp.ts";
import { decodeGif } from "../codecs/gif.ts";
import { decodeHeic } from "../codecs/heic.ts";
import { codecFor } from "../codecs/registry.ts";
import type { CodecId } from "../codecs/codec.ts";
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { MAX_PIXELS } from "@squish/shared/limits";
import { uprightPixels } from "../metadata/source-orientation.ts";
import { probeImage, type ImageHeader } from "../probe.ts";
import { sameFormat } from "./same-format.ts";
import { decodeNatively } from "./native-decode.ts";

export interface DecodedImage {
  /** The size, and the format the picture is written in when "the same format" is asked. */
  header: ImageHeader & { format: CodecId };
  sourceFormat: ImageHeader["format"];
  image: RgbaImage;
}

export interface DecodeOptions {
  /** Take an animation's first frame instead of refusing it (the format converter's still output). */
  firstFrame?: boolean;
  /** The file's name: a file whose bytes match no format is called a damaged file of the format it names. */
  fileName?: string;
}

async function decodePixels(bytes: Uint8Array, header: ImageHeader, options: DecodeOptions): Promise<RgbaImage> {
  switch (header.format) {
    case "gif":
      return decodeGif(bytes, options);
    case "heic":
      return decodeHeic(bytes);
    case "bmp":
      return decodeBmp(bytes);
    case "webp":
      if (isAnimatedWebp(bytes)) {
        if (options.firstFrame) return (await decodeWebpFrames(bytes, { firstOnly: true })).frames[0]!.image;
        throw new EngineError(
          "unsupported-format",
          "This WebP is animated: the WebP compressor keeps its frames. The file is left as it is.",
        );
      }
      return codecFor("webp").decode(bytes);
    case "png":
      // An APNG's default image may not even be part of the animation: never hand it out silently.
      if (isAnimatedPng(bytes)) {
        if (options.firstFrame) return (await decodeApngFrames(bytes, { firstOnly: true })).frames[0]!.image;
        throw new EngineError(
          "unsupported-format",
          "This PNG is animated: the PNG optimizer, the format converter and the bulk compressor keep its frames; here only the first frame could be kept, so the file is left as it is.",
        );
      }
      return codecFor("png").decode(bytes);
    case "avif":
      if (isAnimatedAvif(bytes) && !options.firstFrame) {
        throw new EngineError(
          "unsupported-format",
          "This AVIF is animated, and its frames cannot be kept yet: only the first frame could be, so the file is left as it is.",
        );
      }
      return codecFor("avif").decode(bytes);
    default:
      return codecFor(header.format).decode(bytes);
  }
}

export async function decodeImage(bytes: Uint8Array, options: DecodeOptions = {}): Promise<DecodedImage> {
  const header = probeImage(bytes, MAX_PIXELS, options.fileName);
  // Upright, as a browser shows it: the orientation goes with the metadata, so it is applied here.
  const image =
    (await decodeNatively(bytes, header)) ??
    uprightPixels(await decodePixels(bytes, header, options), bytes, header.format);
  return { header: { ...header, format: sameFormat(header.format) }, sourceFormat: header.format, image };
}
