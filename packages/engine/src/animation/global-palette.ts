/**
 * One palette for the whole animation. A palette per frame would cost up to 768 bytes a frame and
 * make the same colour change index between frames, which defeats the transparency of unchanged
 * pixels; one global palette avoids both. When all frames together hold few enough colours they
 * are kept exactly; otherwise gifenc's quantiser (pairwise nearest neighbour) picks them from the
 * pixels that are really drawn: the first frame whole, then only what changes in later frames.
 *
 * The frames are walked once, one at a time, holding only the frame before (to see what changed),
 * the distinct colours up to the budget, and an evenly spaced sample of at most MAX_SAMPLES drawn
 * pixels (pixel-sample.ts), so memory does not grow with the animation's length.
 */
import type { Palette } from "gifenc";
import type { RgbaImage } from "../image.ts";
import { PixelSample } from "./pixel-sample.ts";
import type { FrameSequence } from "./frame-sequence.ts";
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

/** A palette of at most `colors - 1` opaque colours (one entry is kept for transparency). */
export async function choosePalette(frames: FrameSequence<RgbaImage>, colors: number): Promise<AnimationPalette> {
  const budget = Math.max(1, colors - 1);
  // Every distinct opaque colour, until there are more than the budget (then null).
  let seen: Set<number> | null = new Set<number>();
  const sample = new PixelSample(MAX_SAMPLES);
  let previous: Uint8ClampedArray | null = null;
  for await (const { data } of frames) {
    for (let p = 0; p < data.length; p += 4) {
      if (data[p + 3]! < ALPHA_THRESHOLD) continue;
      const changed =
        !previous ||
        previous[p] !== data[p] ||
        previous[p + 1] !== data[p + 1] ||
        previous[p + 2] !== data[p + 2] ||
        previous[p + 3] !== data[p + 3];
      // An unchanged opaque pixel's colour was counted with the frame before.
      if (!changed) continue;
      if (seen) {
        seen.add((data[p]! << 16) | (data[p + 1]! << 8) | data[p + 2]!);
        if (seen.size > budget) seen = null;
      }
      sample.add(data[p]!, data[p + 1]!, data[p + 2]!);
    }
    previous = data;
  }
  if (seen) {
    const exact: Palette = [...seen].map((key) => [key >> 16, (key >> 8) & 255, key & 255]);
    return { colors: exact.length > 0 ? exact : [[0, 0, 0]], exact: true };
  }
  const lib = await loadGifenc();
  return { colors: lib.quantize(sample.pixels(), budget), exact: false };
}
