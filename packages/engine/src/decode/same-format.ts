/**
 * The format a source of each kind is written in when "the same format" is asked: its own, or, for
 * a format with no encoder here, the nearest one. A still GIF has one (gif-encode.ts), so it stays
 * a GIF, as the card and the file name say. Decoding reports it with the header; encoding and
 * chains follow it.
 *
 * Kept apart from the decoders (decoders.ts) because chains in the page need it, and the page
 * should not bundle decoders that only workers run.
 */
import type { CodecId } from "../codecs/codec.ts";
import type { SourceFormat } from "./decoder.ts";

/** Every format the engine reads but cannot write: the compiler asks for a new one's stand-in. */
const SAME_AS: Record<Exclude<SourceFormat, CodecId>, CodecId> = { bmp: "png", heic: "jpeg" };

function readOnly(format: string): format is keyof typeof SAME_AS {
  return Object.hasOwn(SAME_AS, format);
}

export function sameFormat(sourceFormat: string): CodecId {
  return readOnly(sourceFormat) ? SAME_AS[sourceFormat] : (sourceFormat as CodecId);
}
