/**
 * Whether a GIF has more than one frame, from its block structure alone: the walk skips each
 * block's data by its length bytes and decodes no pixel, so a page can tell an animated GIF from
 * the first bytes of a file (usually the first frame is enough) before building its job.
 */

/** Bytes of a colour table flagged in `packed` (bit 7), sized by its low three bits. */
const colorTableBytes = (packed: number) => (packed & 0x80 ? 3 * (1 << ((packed & 7) + 1)) : 0);

/** Where the data sub-blocks starting at `at` end (after their zero terminator), or -1 past the bytes. */
function skipSubBlocks(bytes: Uint8Array, at: number): number {
  let p = at;
  while (p < bytes.length) {
    const size = bytes[p]!;
    p += 1 + size;
    if (size === 0) return p;
  }
  return -1;
}

/**
 * True once a second frame is found, false when the file ends (or breaks) with one frame at most,
 * null when the bytes run out first: the caller then reads more of the file.
 */
export function gifHasSeveralFrames(bytes: Uint8Array): boolean | null {
  if (bytes.length < 13) return null;
  let p = 13 + colorTableBytes(bytes[10]!);
  let frames = 0;
  while (p < bytes.length) {
    const block = bytes[p]!;
    if (block === 0x3b) return false; // The trailer.
    if (block === 0x21) {
      // An extension: its label, then its data sub-blocks.
      p = skipSubBlocks(bytes, p + 2);
    } else if (block === 0x2c) {
      if (++frames > 1) return true;
      if (p + 10 > bytes.length) return null;
      // The descriptor (position, size, flags), a local colour table, the LZW code size, the data.
      p = skipSubBlocks(bytes, p + 10 + colorTableBytes(bytes[p + 9]!) + 1);
    } else {
      return false; // Damaged: the decoder says so, in a sentence, when the file is processed.
    }
    if (p < 0) return null;
  }
  return null;
}
