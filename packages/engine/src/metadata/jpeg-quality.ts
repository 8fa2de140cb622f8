/**
 * Estimates the quality setting a JPEG was saved at, from its quantisation tables. Most encoders
 * (libjpeg, libjpeg-turbo, MozJPEG with its default tables, Photoshop's "save for web" aside) scale
 * the example luminance table of the JPEG standard (Annex K) by the IJG quality formula, so the
 * quality whose scaled table is closest to the file's luma table is the one it was saved at, as
 * ImageMagick's `identify -format %Q` reports. Files with their own tables (cameras, MozJPEG's
 * other table sets) get the nearest equivalent IJG quality.
 */

/** ITU-T T.81 Annex K, table K.1: luminance quantisation, in natural (row by row) order. */
const ANNEX_K_LUMA = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51,
  87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101,
  72, 92, 95, 98, 112, 100, 103, 99,
];

/** Where the k-th value of a DQT segment (zigzag order) sits in natural order. */
const ZIGZAG_TO_NATURAL = [
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
  35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47,
  55, 62, 63,
];

const DQT = 0xdb;
const SOS = 0xda;
const EOI = 0xd9;

/** A quantisation table in natural order, and whether it was stored with 16-bit entries. */
interface QuantTable {
  values: number[];
  wide: boolean;
}

/** Reads every table of one DQT segment payload; a table cut short ends the reading. */
function readDqt(bytes: Uint8Array, start: number, end: number, tables: Map<number, QuantTable>): void {
  let at = start;
  while (at < end) {
    const precision = bytes[at]! >> 4;
    const id = bytes[at]! & 0x0f;
    const size = precision === 0 ? 1 : 2;
    if (precision > 1 || at + 1 + 64 * size > end) return;
    const values = new Array<number>(64);
    for (let k = 0; k < 64; k++) {
      const p = at + 1 + k * size;
      values[ZIGZAG_TO_NATURAL[k]!] = size === 1 ? bytes[p]! : (bytes[p]! << 8) | bytes[p + 1]!;
    }
    // Progressive and multi-scan files may redefine a table between scans; the first definition is
    // the one the image was encoded with from the start.
    if (!tables.has(id)) tables.set(id, { values, wide: precision === 1 });
    at += 1 + 64 * size;
  }
}

/** Offset of the next marker after entropy-coded data (skipping stuffed 0xFF00 and restart markers). */
function skipScan(bytes: Uint8Array, at: number): number {
  while (at + 1 < bytes.length) {
    if (bytes[at] === 0xff) {
      const next = bytes[at + 1]!;
      if (next !== 0 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return at;
    }
    at++;
  }
  return bytes.length;
}

/** All quantisation tables by id, walking past scans so tables defined later are seen too. */
function quantTables(bytes: Uint8Array): Map<number, QuantTable> {
  const tables = new Map<number, QuantTable>();
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return tables;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return tables;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === EOI) return tables;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return tables;
    if (marker === DQT) readDqt(bytes, at + 4, end, tables);
    at = marker === SOS ? skipScan(bytes, end) : end;
  }
  return tables;
}

/** The Annex K luma table as libjpeg's `jpeg_set_quality` scales it. */
function ijgTable(quality: number, max: number): number[] {
  const scale = quality < 50 ? Math.floor(5000 / quality) : 200 - quality * 2;
  return ANNEX_K_LUMA.map((base) => Math.min(max, Math.max(1, Math.floor((base * scale + 50) / 100))));
}

/**
 * Error in the log domain, so that a table twice too coarse at high frequencies weighs the same as
 * one twice too coarse at DC: encoders with their own tables then land on a sensible quality.
 */
function distance(actual: number[], expected: number[]): number {
  let sum = 0;
  for (let i = 0; i < 64; i++) sum += Math.abs(Math.log(Math.max(1, actual[i]!) / expected[i]!));
  return sum;
}

/**
 * The IJG quality (1-100) a JPEG was most likely saved at, or `null` when it carries no
 * quantisation table (not a JPEG, or one cut short before its tables).
 */
export function estimateJpegQuality(bytes: Uint8Array): number | null {
  const tables = quantTables(bytes);
  // Table 0 is the luma table for every common encoder; fall back to the lowest id otherwise.
  const luma = tables.get(0) ?? [...tables.entries()].sort(([a], [b]) => a - b)[0]?.[1];
  if (!luma) return null;
  // libjpeg clips to 255 when writing 8-bit tables (baseline) and to 32767 for 16-bit ones.
  const max = luma.wide ? 32767 : 255;
  let best = 100;
  let bestDistance = Infinity;
  for (let quality = 100; quality >= 1; quality--) {
    const d = distance(luma.values, ijgTable(quality, max));
    if (d < bestDistance) {
      bestDistance = d;
      best = quality;
    }
  }
  return best;
}
