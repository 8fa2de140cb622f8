/**
 * Builds small BMP files by hand for tests, so that every header variant and every kind of damage
 * is spelled out in code instead of hidden in binary fixtures.
 */

export interface BmpSpec {
  width: number;
  /** Negative for rows stored top-down. */
  height: number;
  bitCount: number;
  /** BI_RGB 0, RLE8 1, RLE4 2, BITFIELDS 3, JPEG 4, PNG 5, ALPHABITFIELDS 6. */
  compression?: number;
  /** 12 (OS/2 core), 40 (INFO), 52, 56, 108 (V4) or 124 (V5). */
  headerSize?: number;
  /** `[r, g, b]` entries: three bytes each after a core header, four otherwise. */
  palette?: number[][];
  /** The colour-table size the header declares; the palette's length by default. */
  colorsUsed?: number;
  /** Red, green, blue (and alpha) masks: after a 40-byte header, or inside a larger one. */
  masks?: number[];
  /** The pixel data exactly as stored (rows padded, or RLE codes). */
  pixels: number[];
  /** Overrides the offset of the pixel data that the file header declares. */
  pixelOffset?: number;
}

export function buildBmp(spec: BmpSpec): Uint8Array {
  const headerSize = spec.headerSize ?? 40;
  const core = headerSize === 12;
  const masksAfterHeader = headerSize === 40 && spec.masks ? spec.masks.length * 4 : 0;
  const palette = (spec.palette ?? []).flatMap(([r, g, b]) => (core ? [b!, g!, r!] : [b!, g!, r!, 0]));
  const pixelOffset = 14 + headerSize + masksAfterHeader + palette.length;
  const bytes = new Uint8Array(pixelOffset + spec.pixels.length);
  const view = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]);
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, spec.pixelOffset ?? pixelOffset, true);
  view.setUint32(14, headerSize, true);
  if (core) {
    view.setUint16(18, spec.width, true);
    view.setUint16(20, spec.height, true);
    view.setUint16(22, 1, true);
    view.setUint16(24, spec.bitCount, true);
  } else {
    view.setInt32(18, spec.width, true);
    view.setInt32(22, spec.height, true);
    view.setUint16(26, 1, true);
    view.setUint16(28, spec.bitCount, true);
    view.setUint32(30, spec.compression ?? 0, true);
    view.setUint32(34, spec.pixels.length, true);
    view.setUint32(46, spec.colorsUsed ?? spec.palette?.length ?? 0, true);
    (spec.masks ?? []).forEach((mask, i) => view.setUint32(54 + i * 4, mask, true));
  }
  bytes.set(palette, 14 + headerSize + masksAfterHeader);
  bytes.set(spec.pixels, pixelOffset);
  return bytes;
}

/** Pads each row of bytes to a multiple of four, as uncompressed BMP rows are stored. */
export function paddedRows(rows: number[][]): number[] {
  return rows.flatMap((row) => [...row, ...new Array<number>((4 - (row.length % 4)) % 4).fill(0)]);
}

/** Little-endian bytes of 16- or 32-bit pixel words. */
export function words(values: number[], bytesEach: 2 | 4): number[] {
  return values.flatMap((v) => Array.from({ length: bytesEach }, (_, i) => (v >>> (8 * i)) & 0xff));
}
