/**
 * GIF encoding of a still image (one frame) with gifenc. GIF holds at most 256 colours and 1-bit
 * transparency, so: images with few enough colours keep them exactly; others are quantised by
 * gifenc (pairwise nearest neighbour), optionally with Floyd–Steinberg dithering, which gifenc
 * lacks. Pixels under half opacity become one transparent palette entry.
 */
// The web app's type-check reaches this file without the engine's own ambient declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./gifenc.d.ts" />
import type * as GifencModule from "gifenc";
import type { Palette } from "gifenc";
import type { RgbaImage } from "../image.ts";

export interface GifOptions {
  /** Largest palette, 2 to 256, the transparent entry included. */
  colors: number;
  /** Floyd–Steinberg error diffusion: smoother gradients, but noisier pixels compress less well. */
  dither: boolean;
}

// No dithering by default: the LZW compression of GIF suffers badly from diffusion noise.
export const GIF_DEFAULTS: GifOptions = { colors: 256, dither: false };

/** Alpha below this is transparent; the rest is drawn fully opaque (GIF has no partial alpha). */
const ALPHA_THRESHOLD = 128;

type Gifenc = typeof GifencModule;

async function loadGifenc(): Promise<Gifenc> {
  const mod = await import("gifenc");
  // Bundlers load gifenc's ES module; Node loads its CommonJS build, whose exports all sit on `default`.
  return typeof mod.quantize === "function" ? mod : (mod.default as unknown as Gifenc);
}

/** The image's own colours when there are at most `budget` opaque ones, or null. */
function exactPalette(data: Uint8ClampedArray, budget: number): { palette: Palette; index: Uint8Array } | null {
  const byColor = new Map<number, number>();
  const palette: Palette = [];
  const index = new Uint8Array(data.length / 4);
  for (let i = 0, p = 0; p < data.length; i++, p += 4) {
    if (data[p + 3]! < ALPHA_THRESHOLD) continue;
    const key = (data[p]! << 16) | (data[p + 1]! << 8) | data[p + 2]!;
    let k = byColor.get(key);
    if (k === undefined) {
      if (palette.length === budget) return null;
      k = palette.length;
      byColor.set(key, k);
      palette.push([data[p]!, data[p + 1]!, data[p + 2]!]);
    }
    index[i] = k;
  }
  return { palette, index };
}

/** The opaque pixels alone, in a fresh buffer: gifenc reads whole buffers as 32-bit pixels. */
function opaquePixels(data: Uint8ClampedArray): Uint8Array {
  let count = 0;
  for (let p = 3; p < data.length; p += 4) if (data[p]! >= ALPHA_THRESHOLD) count++;
  const out = new Uint8Array(count * 4);
  for (let p = 0, o = 0; p < data.length; p += 4) {
    if (data[p + 3]! < ALPHA_THRESHOLD) continue;
    out.set(data.subarray(p, p + 3), o);
    out[o + 3] = 255;
    o += 4;
  }
  return out;
}

function nearest(palette: Palette, r: number, g: number, b: number): number {
  let best = 0;
  let bestDistance = Infinity;
  for (let k = 0; k < palette.length; k++) {
    const c = palette[k]!;
    const d = (c[0]! - r) ** 2 + (c[1]! - g) ** 2 + (c[2]! - b) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = k;
    }
  }
  return best;
}

const clampByte = (v: number) => Math.min(255, Math.max(0, Math.round(v)));

/** Hands one channel's error at pixel offset `e` to the neighbours not yet visited. */
function spread(row: Float32Array, below: Float32Array, e: number, c: number, error: number): void {
  row[e + 3 + c]! += (error * 7) / 16;
  below[e - 3 + c]! += (error * 3) / 16;
  below[e + c]! += (error * 5) / 16;
  below[e + 3 + c]! += error / 16;
}

/**
 * Floyd–Steinberg: each pixel's rounding error goes to its unvisited neighbours (7/16 right,
 * 3/16 below left, 5/16 below, 1/16 below right). Nearest colours are cached per 6-bit-per-channel
 * bin, as gifenc does per rgb565 bin: the error of the colour actually chosen is what diffuses.
 */
function ditherToPalette(image: RgbaImage, palette: Palette): Uint8Array {
  const { width, height, data } = image;
  const index = new Uint8Array(width * height);
  const cache = new Int16Array(1 << 18).fill(-1);
  // Errors for this row and the next, three channels, with one pixel of margin on each side.
  let row = new Float32Array((width + 2) * 3);
  let below = new Float32Array((width + 2) * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (data[i * 4 + 3]! < ALPHA_THRESHOLD) continue;
      const e = (x + 1) * 3;
      const r = clampByte(data[i * 4]! + row[e]!);
      const g = clampByte(data[i * 4 + 1]! + row[e + 1]!);
      const b = clampByte(data[i * 4 + 2]! + row[e + 2]!);
      const key = ((r >> 2) << 12) | ((g >> 2) << 6) | (b >> 2);
      let k = cache[key]!;
      if (k < 0) k = cache[key] = nearest(palette, r, g, b);
      index[i] = k;
      const chosen = palette[k]!;
      spread(row, below, e, 0, r - chosen[0]!);
      spread(row, below, e, 1, g - chosen[1]!);
      spread(row, below, e, 2, b - chosen[2]!);
    }
    [row, below] = [below, row];
    below.fill(0);
  }
  return index;
}

/** Encodes the image as a single-frame GIF. */
export async function encodeGif(image: RgbaImage, options: Partial<GifOptions> = {}): Promise<Uint8Array> {
  const lib = await loadGifenc();
  const colors = Math.min(256, Math.max(2, Math.round(options.colors ?? GIF_DEFAULTS.colors)));
  const dither = options.dither ?? GIF_DEFAULTS.dither;
  const { width, height, data } = image;

  let hasTransparency = false;
  for (let p = 3; p < data.length && !hasTransparency; p += 4) hasTransparency = data[p]! < ALPHA_THRESHOLD;
  const budget = hasTransparency ? colors - 1 : colors;

  const exact = exactPalette(data, budget);
  const palette = exact?.palette ?? lib.quantize(opaquePixels(data), budget);
  // applyPalette reads the buffer whole too: give it a copy that starts at offset 0.
  const index =
    exact?.index ?? (dither ? ditherToPalette(image, palette) : lib.applyPalette(new Uint8Array(data), palette));

  const transparentIndex = palette.length;
  if (hasTransparency) {
    palette.push([0, 0, 0]);
    for (let i = 0; i < index.length; i++) if (data[i * 4 + 3]! < ALPHA_THRESHOLD) index[i] = transparentIndex;
  }

  const gif = lib.GIFEncoder();
  // repeat -1: no looping block, which only animations need.
  gif.writeFrame(index, width, height, { palette, transparent: hasTransparency, transparentIndex, repeat: -1 });
  gif.finish();
  return gif.bytes();
}
