/**
 * What reads a file the engine is given: one decoder per format `probeImage` recognises (the table
 * is decoders.ts), the formats it cannot write (HEIC, BMP) included. Codecs (codecs/codec.ts) are
 * the formats it writes; their `decode` only reads back pixels. A decoder also knows its format's
 * animations: a still job gets an animation's first frame only when it asks for it, otherwise a
 * sentence saying which tool keeps the frames, never one frame silently.
 */
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import type { ImageHeader } from "../probe.ts";

/** Every format `probeImage` can report. */
export type SourceFormat = ImageHeader["format"];

export interface SourceDecodeOptions {
  /** Take an animation's first frame instead of refusing it (the format converter's still output). */
  firstFrame?: boolean;
}

export interface Decoder {
  decode(bytes: Uint8Array, options: SourceDecodeOptions): Promise<RgbaImage>;
}

/** A format whose files are always one picture. */
export function stillDecoder(decode: (bytes: Uint8Array) => Promise<RgbaImage>): Decoder {
  return { decode: (bytes) => decode(bytes) };
}

/** How a format's animated files are told from still ones, and what a still job gets of them. */
export interface AnimationRule {
  /** Read from the container, before any pixel is decoded. */
  isAnimated(bytes: Uint8Array): boolean;
  firstFrame(bytes: Uint8Array): Promise<RgbaImage>;
  /** Why the file is left as it is when the first frame was not asked for. */
  refusal: string;
}

/** A format whose files may be animated: still files decode as usual, animated ones by the rule. */
export function animationAwareDecoder(
  decodeStill: (bytes: Uint8Array) => Promise<RgbaImage>,
  rule: AnimationRule,
): Decoder {
  return {
    async decode(bytes, options) {
      if (!rule.isAnimated(bytes)) return decodeStill(bytes);
      if (options.firstFrame) return rule.firstFrame(bytes);
      throw new EngineError("unsupported-format", rule.refusal);
    },
  };
}
