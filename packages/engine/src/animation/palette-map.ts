/**
 * Turning a frame's colours into indices of the shared palette: the nearest colour, cached per
 * 6-bit-per-channel bin (as gifenc caches per rgb565 bin), or Floyd–Steinberg dithering, where
 * the error of the colour actually chosen spreads to the unvisited neighbours. Transparent pixels
 * get the transparent index, which follows the opaque colours.
 */
import type { Palette } from "gifenc";
import type { RgbaImage } from "../image.ts";
import { ALPHA_THRESHOLD } from "./global-palette.ts";

export class PaletteMapper {
  private readonly cache = new Int16Array(1 << 18).fill(-1);
  private readonly exact = new Map<number, number>();
  readonly transparentIndex: number;

  constructor(readonly colors: Palette) {
    this.transparentIndex = colors.length;
    colors.forEach((c, k) => this.exact.set((c[0]! << 16) | (c[1]! << 8) | c[2]!, k));
  }

  nearest(r: number, g: number, b: number): number {
    const exact = this.exact.get((r << 16) | (g << 8) | b);
    if (exact !== undefined) return exact;
    const key = ((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2);
    let k = this.cache[key]!;
    if (k < 0) k = this.cache[key] = this.search(r, g, b);
    return k;
  }

  private search(r: number, g: number, b: number): number {
    let best = 0;
    let bestDistance = Infinity;
    for (let k = 0; k < this.colors.length; k++) {
      const c = this.colors[k]!;
      const d = (c[0]! - r) ** 2 + (c[1]! - g) ** 2 + (c[2]! - b) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = k;
      }
    }
    return best;
  }

  /** Palette indices for a whole frame. */
  map(image: RgbaImage, dither: boolean): Uint8Array {
    return dither ? this.dithered(image) : this.nearestAll(image);
  }

  private nearestAll({ data }: RgbaImage): Uint8Array {
    const index = new Uint8Array(data.length / 4);
    // Pictures are mostly runs of one colour: the last colour's index is kept to skip the lookup.
    let lastKey = -1;
    let lastIndex = 0;
    for (let i = 0, p = 0; p < data.length; i++, p += 4) {
      if (data[p + 3]! < ALPHA_THRESHOLD) {
        index[i] = this.transparentIndex;
        continue;
      }
      const key = (data[p]! << 16) | (data[p + 1]! << 8) | data[p + 2]!;
      if (key !== lastKey) {
        lastKey = key;
        lastIndex = this.nearest(data[p]!, data[p + 1]!, data[p + 2]!);
      }
      index[i] = lastIndex;
    }
    return index;
  }

  private dithered({ width, height, data }: RgbaImage): Uint8Array {
    const index = new Uint8Array(width * height);
    const clamp = (v: number) => Math.min(255, Math.max(0, Math.round(v)));
    // Errors for this row and the next, three channels, with one pixel of margin on each side.
    let row = new Float32Array((width + 2) * 3);
    let below = new Float32Array((width + 2) * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const p = i * 4;
        if (data[p + 3]! < ALPHA_THRESHOLD) {
          index[i] = this.transparentIndex;
          continue;
        }
        const e = (x + 1) * 3;
        const want = [data[p]! + row[e]!, data[p + 1]! + row[e + 1]!, data[p + 2]! + row[e + 2]!];
        const k = this.nearest(clamp(want[0]!), clamp(want[1]!), clamp(want[2]!));
        index[i] = k;
        const chosen = this.colors[k]!;
        for (let c = 0; c < 3; c++) {
          const error = want[c]! - chosen[c]!;
          row[e + 3 + c]! += (error * 7) / 16;
          below[e - 3 + c]! += (error * 3) / 16;
          below[e + c]! += (error * 5) / 16;
          below[e + 3 + c]! += error / 16;
        }
      }
      [row, below] = [below, row];
      below.fill(0);
    }
    return index;
  }
}
