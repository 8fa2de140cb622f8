/**
 * One palette for the whole animation. A palette per frame would cost up to 768 bytes a frame and
 * make the same colour change index between frames, which defeats the transparency of unchanged
 * pixels; one global palette avoids both. When all frames together hold few enough colours they
 * are kept exactly; otherwise gifenc's quantiser (pairwise nearest neighbour) picks them from the
 * pixels that are really drawn: the first frame whole, then only what changes in later frames.
 */
import type { Palette } from "gifenc";
import type { RgbaImage } from "../image.ts";
import { loadGifenc } from "./load-gifenc.ts";

/** Alpha below this is transparent (GIF has 1-bit alpha). */
export const ALPHA_THRESHOLD = 128;
/** Pixels handed to the quantiser at most; beyond this it is sampled evenly. */
const MAX_SAMPLES = 1 << 20;

export interface AnimationPalette {
  /** Opaque colours only; the transparent entry is added by the writer after them. */
  colors: Palette;
  /** True when every opaque pixel of every frame has its exact colour in `colors`. */
  exact: boolean;
}

/** Every distinct opaque colour across the frames, or null once there are more than `budget`. */
function exactColors(frames: readonly RgbaImage[], budget: number): Palette | null {
  const seen = new Set<number>();
  for (const { data } of frames) {
    for (let p = 0; p < data.length; p += 4) {
      if (data[p + 3]! < ALPHA_THRESHOLD) continue;
      seen.add((data[p]! << 16) | (data[p + 1]! << 8) | data[p + 2]!);
      if (seen.size > budget) return null;
    }
  }
  return [...seen].map((key) => [key >> 16, (key >> 8) & 255, key & 255]);
}

/** Opaque pixels as drawn on screen: the first frame whole, later frames where they change. */
function drawnPixels(frames: readonly RgbaImage[]): Uint8Array {
  const pixelsChanged = (f: number, p: number) => {
    if (f === 0) return true;
    const a = frames[f - 1]!.data;
    const b = frames[f]!.data;
    return a[p] !== b[p] || a[p + 1] !== b[p + 1] || a[p + 2] !== b[p + 2] || a[p + 3] !== b[p + 3];
  };
  let total = 0;
  for (const [f, { data }] of frames.entries()) {
    for (let p = 0; p < data.length; p += 4) if (data[p + 3]! >= ALPHA_THRESHOLD && pixelsChanged(f, p)) total++;
  }
  const step = Math.max(1, Math.ceil(total / MAX_SAMPLES));
  const out = new Uint8Array(Math.ceil(total / step) * 4);
  let seen = 0;
  let o = 0;
  for (const [f, { data }] of frames.entries()) {
    for (let p = 0; p < data.length; p += 4) {
      if (data[p + 3]! < ALPHA_THRESHOLD || !pixelsChanged(f, p)) continue;
      if (seen++ % step !== 0 || o >= out.length) continue;
      out[o] = data[p]!;
      out[o + 1] = data[p + 1]!;
      out[o + 2] = data[p + 2]!;
      out[o + 3] = 255;
      o += 4;
    }
  }
  return out.subarray(0, o).slice();
}

/** A palette of at most `colors - 1` opaque colours (one entry is kept for transparency). */
export async function choosePalette(frames: readonly RgbaImage[], colors: number): Promise<AnimationPalette> {
  const budget = Math.max(1, colors - 1);
  const exact = exactColors(frames, budget);
  if (exact) return { colors: exact.length > 0 ? exact : [[0, 0, 0]], exact: true };
  const lib = await loadGifenc();
  const samples = drawnPixels(frames);
  return { colors: lib.quantize(samples, budget), exact: false };
}
