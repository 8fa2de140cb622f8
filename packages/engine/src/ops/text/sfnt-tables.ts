/**
 * Raw tables of a TrueType/OpenType font file (plain sfnt or WOFF). opentype.js parses most of a
 * font, but not the GPOS lookups that hold kerning in today's fonts, so gpos-kerning.ts reads
 * that table from the bytes itself. WOFF tables are zlib streams; fflate inflates them.
 */
import { unzlibSync } from "fflate";

export interface SfntTableEntry {
  tag: string;
  offset: number;
  /** Bytes stored in the file (compressed, for WOFF). */
  storedLength: number;
  /** Bytes once decoded. */
  length: number;
}

const WOFF = 0x774f4646; // "wOFF"
const WOFF2 = 0x774f4632; // "wOF2"
const SFNT_VERSIONS = new Set([0x00010000, 0x4f54544f /* OTTO */, 0x74727565 /* true */]);

function tagAt(view: DataView, offset: number): string {
  return String.fromCharCode(
    view.getUint8(offset),
    view.getUint8(offset + 1),
    view.getUint8(offset + 2),
    view.getUint8(offset + 3),
  );
}

/** The file's table directory. Throws on anything that is not sfnt or WOFF (WOFF2 included). */
export function sfntTableDirectory(bytes: Uint8Array): SfntTableEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12) throw new Error("Not a font file: too short.");
  const signature = view.getUint32(0);
  const entries: SfntTableEntry[] = [];
  if (signature === WOFF) {
    const count = view.getUint16(12);
    for (let i = 0; i < count; i++) {
      const at = 44 + i * 20;
      entries.push({
        tag: tagAt(view, at),
        offset: view.getUint32(at + 4),
        storedLength: view.getUint32(at + 8),
        length: view.getUint32(at + 12),
      });
    }
  } else if (SFNT_VERSIONS.has(signature)) {
    const count = view.getUint16(4);
    for (let i = 0; i < count; i++) {
      const at = 12 + i * 16;
      const length = view.getUint32(at + 12);
      entries.push({ tag: tagAt(view, at), offset: view.getUint32(at + 8), storedLength: length, length });
    }
  } else {
    throw new Error(signature === WOFF2 ? "WOFF2 fonts are not supported." : "Not a TrueType, OpenType or WOFF font.");
  }
  for (const entry of entries) {
    if (entry.offset + entry.storedLength > bytes.byteLength) throw new Error(`Font table ${entry.tag} is truncated.`);
  }
  return entries;
}

/** One table's decoded bytes, or null when the font has no such table. */
export function readSfntTable(bytes: Uint8Array, tag: string): Uint8Array | null {
  const entry = sfntTableDirectory(bytes).find((candidate) => candidate.tag === tag);
  if (!entry) return null;
  const stored = bytes.subarray(entry.offset, entry.offset + entry.storedLength);
  // WOFF stores a table uncompressed when compressing would not have made it smaller.
  return entry.storedLength < entry.length ? unzlibSync(stored) : stored;
}
