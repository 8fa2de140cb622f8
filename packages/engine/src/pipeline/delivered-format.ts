/**
 * The format, MIME type and extension of the bytes a job hands back, read from those bytes: the one
 * place a result's name comes from, so a kept original can never go out under another format's name.
 */
import type { CodecId } from "../codecs/codec.ts";
import { CODECS } from "../codecs/registry.ts";
import { sniffFormat } from "../sniff-format.ts";

export interface Delivered {
  format: CodecId;
  mimeType: string;
  extension: string;
}

export function deliveredFormat(bytes: Uint8Array): Delivered {
  const sniffed = sniffFormat(bytes);
  if (!sniffed || !(sniffed in CODECS)) {
    // Only a bug can get here: every image result is written by one of the codecs (or is a kept
    // original in a format they write), so say so rather than name a file wrongly.
    throw new Error(`A result in ${sniffed ?? "an unknown format"} is not one the engine writes.`);
  }
  const codec = CODECS[sniffed as CodecId];
  return { format: codec.id, mimeType: codec.mimeType, extension: codec.extension };
}
