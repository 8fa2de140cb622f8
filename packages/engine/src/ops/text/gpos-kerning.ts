/**
 * Pair kerning from a font's GPOS table. opentype.js 2.0 reads only some GPOS lookups (not the
 * extension lookups that Inter keeps its kerning in) and stops at the first lookup, so its kerning
 * is zero for most pairs of the shipped fonts. This reads the pair-adjustment lookups of the
 * `kern` feature directly (OpenType spec, GPOS lookup types 2 and 9) and sums them as shapers do.
 * A malformed table means no kerning, never a failed render.
 */

/** Horizontal adjustment between two glyphs, in font units (negative brings them closer). */
export type KerningFn = (left: number, right: number) => number;

const NO_KERNING: KerningFn = () => 0;

const PAIR_ADJUSTMENT = 2;
const EXTENSION = 9;
const X_ADVANCE = 0x0004;

function tagAt(view: DataView, at: number): string {
  return String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
}

/** Bytes of a ValueRecord with this format: two per field present. */
function valueRecordSize(format: number): number {
  let size = 0;
  for (let bits = format & 0xff; bits; bits >>= 1) size += (bits & 1) * 2;
  return size;
}

/** Where xAdvance sits inside a ValueRecord, or -1 when the record has none. */
function xAdvanceOffset(format: number): number {
  if (!(format & X_ADVANCE)) return -1;
  return ((format & 1) + ((format >> 1) & 1)) * 2;
}

/** Coverage index of a glyph, or -1 when not covered. */
function coverageIndex(view: DataView, table: number, glyph: number): number {
  const format = view.getUint16(table);
  const count = view.getUint16(table + 2);
  let low = 0;
  let high = count - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (format === 1) {
      const value = view.getUint16(table + 4 + mid * 2);
      if (value === glyph) return mid;
      if (value < glyph) low = mid + 1;
      else high = mid - 1;
    } else if (format === 2) {
      const at = table + 4 + mid * 6;
      const start = view.getUint16(at);
      if (glyph < start) high = mid - 1;
      else if (glyph > view.getUint16(at + 2)) low = mid + 1;
      else return view.getUint16(at + 4) + glyph - start;
    } else {
      return -1;
    }
  }
  return -1;
}

/** Class of a glyph in a ClassDef table (0 when not listed). */
function glyphClass(view: DataView, table: number, glyph: number): number {
  const format = view.getUint16(table);
  if (format === 1) {
    const first = view.getUint16(table + 2);
    const count = view.getUint16(table + 4);
    return glyph >= first && glyph < first + count ? view.getUint16(table + 6 + (glyph - first) * 2) : 0;
  }
  if (format === 2) {
    let low = 0;
    let high = view.getUint16(table + 2) - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const at = table + 4 + mid * 6;
      if (glyph < view.getUint16(at)) high = mid - 1;
      else if (glyph > view.getUint16(at + 2)) low = mid + 1;
      else return view.getUint16(at + 4);
    }
  }
  return 0;
}

/**
 * The adjustment one PairPos subtable gives, or null when it does not apply to this pair (the
 * lookup then tries its next subtable).
 */
function pairAdjustment(view: DataView, subtable: number, left: number, right: number): number | null {
  const format = view.getUint16(subtable);
  const covered = coverageIndex(view, subtable + view.getUint16(subtable + 2), left);
  if (covered < 0) return null;
  const format1 = view.getUint16(subtable + 4);
  const format2 = view.getUint16(subtable + 6);
  const advanceAt = xAdvanceOffset(format1);
  const recordSize = valueRecordSize(format1) + valueRecordSize(format2);
  if (format === 1) {
    const pairSet = subtable + view.getUint16(subtable + 10 + covered * 2);
    let low = 0;
    let high = view.getUint16(pairSet) - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const at = pairSet + 2 + mid * (2 + recordSize);
      const second = view.getUint16(at);
      if (second === right) return advanceAt < 0 ? 0 : view.getInt16(at + 2 + advanceAt);
      if (second < right) low = mid + 1;
      else high = mid - 1;
    }
    return null;
  }
  if (format === 2) {
    const class1 = glyphClass(view, subtable + view.getUint16(subtable + 8), left);
    const class2 = glyphClass(view, subtable + view.getUint16(subtable + 10), right);
    const class1Count = view.getUint16(subtable + 12);
    const class2Count = view.getUint16(subtable + 14);
    if (class1 >= class1Count || class2 >= class2Count) return null;
    const at = subtable + 16 + (class1 * class2Count + class2) * recordSize;
    return advanceAt < 0 ? 0 : view.getInt16(at + advanceAt);
  }
  return null;
}

/** Absolute offsets of the pair-adjustment subtables of each `kern` lookup, in lookup order. */
function kernLookups(view: DataView): number[][] {
  const scriptList = view.getUint16(4);
  const featureList = view.getUint16(6);
  const lookupList = view.getUint16(8);

  // Latin text: the latn script's features, else the default script's, else the first script's.
  const scripts = new Map<string, number>();
  for (let i = 0, count = view.getUint16(scriptList); i < count; i++) {
    const at = scriptList + 2 + i * 6;
    scripts.set(tagAt(view, at), scriptList + view.getUint16(at + 4));
  }
  const script = scripts.get("latn") ?? scripts.get("DFLT") ?? scripts.values().next().value;
  if (script === undefined) return [];
  const defaultLangSys = view.getUint16(script);
  // The default language system, else the first named one (its record: tag, then offset).
  const langSysCount = view.getUint16(script + 2);
  if (defaultLangSys === 0 && langSysCount === 0) return [];
  const langSys = script + (defaultLangSys !== 0 ? defaultLangSys : view.getUint16(script + 4 + 4));

  const featureIndexes: number[] = [];
  const required = view.getUint16(langSys + 2);
  if (required !== 0xffff) featureIndexes.push(required);
  for (let i = 0, count = view.getUint16(langSys + 4); i < count; i++) {
    featureIndexes.push(view.getUint16(langSys + 6 + i * 2));
  }

  const lookupIndexes = new Set<number>();
  for (const index of featureIndexes) {
    const record = featureList + 2 + index * 6;
    if (tagAt(view, record) !== "kern") continue;
    const feature = featureList + view.getUint16(record + 4);
    for (let i = 0, count = view.getUint16(feature + 2); i < count; i++) {
      lookupIndexes.add(view.getUint16(feature + 4 + i * 2));
    }
  }

  // Lookups apply in the order of the lookup list, whatever order the feature names them in.
  return [...lookupIndexes]
    .sort((a, b) => a - b)
    .map((index) => {
      const lookup = lookupList + view.getUint16(lookupList + 2 + index * 2);
      const type = view.getUint16(lookup);
      const subtables: number[] = [];
      for (let i = 0, count = view.getUint16(lookup + 4); i < count; i++) {
        let subtable = lookup + view.getUint16(lookup + 6 + i * 2);
        let subtableType = type;
        if (type === EXTENSION) {
          subtableType = view.getUint16(subtable + 2);
          subtable += view.getUint32(subtable + 4);
        }
        if (subtableType === PAIR_ADJUSTMENT) subtables.push(subtable);
      }
      return subtables;
    })
    .filter((subtables) => subtables.length > 0);
}

/** Kerning from a GPOS table's bytes; null when the table has no usable `kern` lookups. */
export function gposKerning(gpos: Uint8Array): KerningFn | null {
  const view = new DataView(gpos.buffer, gpos.byteOffset, gpos.byteLength);
  let lookups: number[][];
  try {
    lookups = kernLookups(view);
  } catch {
    return null;
  }
  if (lookups.length === 0) return null;
  const cache = new Map<number, number>();
  return (left, right) => {
    const key = left * 0x10000 + right;
    let total = cache.get(key);
    if (total === undefined) {
      total = 0;
      try {
        for (const subtables of lookups) {
          for (const subtable of subtables) {
            const adjustment = pairAdjustment(view, subtable, left, right);
            if (adjustment !== null) {
              total += adjustment;
              break;
            }
          }
        }
      } catch {
        total = 0;
      }
      cache.set(key, total);
    }
    return total;
  };
}

/** Kerning from the legacy `kern` table, as opentype.js parsed it ("left,right" keys). */
export function legacyKerning(pairs: Record<string, number> | undefined): KerningFn {
  if (!pairs || Object.keys(pairs).length === 0) return NO_KERNING;
  return (left, right) => pairs[`${left},${right}`] ?? 0;
}
