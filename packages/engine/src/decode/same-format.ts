/**
 * The format a source of each kind is written in when "the same format" is asked: its own, or, for
 * a format with no encoder here, the nearest one. A still GIF has one (gif-encode.ts), so it stays
 * a GIF, as the card and the file name say. Decoding reports it with the header; encoding and
 * chains follow it.
 */
import type { CodecId } from "../codecs/codec.ts";

const SAME_AS: Record<string, CodecId> = { bmp: "png", heic: "jpeg" };

export function sameFormat(sourceFormat: string): CodecId {
  return SAME_AS[sourceFormat] ?? (sourceFormat as CodecId);
}
