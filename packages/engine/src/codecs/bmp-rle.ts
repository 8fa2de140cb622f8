/**
 * BMP's run-length encodings, RLE8 and RLE4: pairs of (count, value) runs, with escapes for end of
 * line, end of bitmap, a jump ("delta") and literal ("absolute") runs padded to 16 bits.
 */
import { bmpCutShort, bmpDamaged } from "./bmp-header.ts";

export interface RleTarget {
  width: number;
  height: number;
  topDown: boolean;
  /** RGBA entries, four bytes each. */
  palette: Uint8Array;
  /** Pixels, all transparent to start with: pixels the runs skip stay transparent, as in browsers. */
  out: Uint8ClampedArray;
}

/** Decodes RLE data from `bytes[at]` up to `end` into `target.out`; bits is 8 (RLE8) or 4 (RLE4). */
export function decodeRle(bytes: Uint8Array, at: number, end: number, bits: 4 | 8, target: RleTarget): void {
  const { width, height, topDown, palette, out } = target;
  const colors = palette.length / 4;
  let x = 0;
  let y = 0; // rows in file order: bottom-up unless the header says top-down

  const put = (index: number) => {
    // Runs may go past the row's end: ImageMagick, for one, encodes the row padding too. Those
    // pixels are dropped.
    if (x < width) {
      if (index >= colors) throw bmpDamaged();
      const row = topDown ? y : height - 1 - y;
      out.set(palette.subarray(index * 4, index * 4 + 4), (row * width + x) * 4);
    }
    x++;
  };
  // In RLE4 a byte holds two pixels, high nibble first.
  const nibble = (byte: number, n: number) => (n % 2 === 0 ? byte >> 4 : byte & 0x0f);

  while (y < height) {
    if (at + 2 > end) throw bmpCutShort();
    const count = bytes[at]!;
    const value = bytes[at + 1]!;
    at += 2;
    if (count > 0) {
      for (let n = 0; n < count; n++) put(bits === 8 ? value : nibble(value, n));
    } else if (value === 0) {
      x = 0; // end of line
      y++;
    } else if (value === 1) {
      return; // end of bitmap
    } else if (value === 2) {
      if (at + 2 > end) throw bmpCutShort();
      x += bytes[at]!;
      y += bytes[at + 1]!;
      at += 2;
      if (x > width || y > height) throw bmpDamaged();
    } else {
      // A literal run of `value` pixels, its bytes padded to an even count.
      const size = bits === 8 ? value : Math.ceil(value / 2);
      if (at + size > end) throw bmpCutShort();
      for (let n = 0; n < value; n++) put(bits === 8 ? bytes[at + n]! : nibble(bytes[at + (n >> 1)]!, n));
      at += size + (size % 2);
    }
  }
}
