/**
 * PNG to PNG with "remove metadata" turned off: the text, EXIF and time chunks of the source are
 * copied into the optimised file, which the pixel encoders write without them.
 */
import { concatBytes, insertAfterHeader, pngChunk, pngChunks } from "./png-chunks.ts";

/** Chunks that describe the image rather than its pixels (the colour profile is carried apart). */
const DESCRIPTIVE = new Set(["tEXt", "zTXt", "iTXt", "eXIf", "tIME"]);

export function carryPngMetadata(source: Uint8Array, encoded: Uint8Array): Uint8Array {
  const chunks = [...pngChunks(source)].filter((c) => DESCRIPTIVE.has(c.type)).map((c) => pngChunk(c.type, c.data));
  if (chunks.length === 0) return encoded;
  // Right after IHDR is valid for all of them (eXIf must come before the image data).
  return insertAfterHeader(encoded, concatBytes(chunks), [...DESCRIPTIVE]);
}
