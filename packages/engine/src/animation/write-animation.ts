/**
 * The GIF compressor's encoder: composed frames in, a small GIF out. The optimisations are the
 * ones that make GIFs small (gifsicle's -O3 does the same kinds of thing):
 *
 * - one palette for every frame (global-palette.ts);
 * - each frame after the first is cropped to the rectangle that differs from what is already on
 *   screen, and pixels inside it that are already right are written as the transparent index, which
 *   makes long runs LZW compresses well;
 * - disposal is chosen to allow this: "keep" (1) normally; "clear" (2) only when the next frame
 *   has transparent pixels where this one is opaque, with this frame's rectangle grown to cover them;
 * - with a lossy level, pixels close enough to what is on screen are left alone, and lossy LZW
 *   (lossy-lzw.ts) lengthens the runs.
 *
 * The file is written by gifenc. gifenc always writes frames at (0, 0), so each later frame's
 * position is patched into its image descriptor afterwards.
 *
 * Frames come as a sequence walked twice (frame-sequence.ts): once for the palette, once to
 * write. While writing, only the frame being written, the next one (to choose its disposal), the
 * screen a viewer would show, and that frame's indices are held, never the whole animation.
 */
import type { Palette } from "gifenc";
import type { RgbaImage } from "../image.ts";
import { BoundingBox, type Rect } from "./frame-rects.ts";
import { mapFrames, withNext, type FrameSequence } from "./frame-sequence.ts";
import type { GifAnimationOptions } from "./gif-animation-options.ts";
import { ALPHA_THRESHOLD, choosePalette } from "./global-palette.ts";
import { loadGifenc } from "./load-gifenc.ts";
import { lossyLzw } from "./lossy-lzw.ts";
import { PaletteMapper } from "./palette-map.ts";

export interface AnimationFrame {
  /** The whole picture as it should look while this frame shows. */
  image: RgbaImage;
  /** Hundredths of a second. */
  delay: number;
}

/**
 * RGB distance (Euclidean) a pixel may be off per lossy level: in LZW runs, and between frames
 * (a pixel whose screen colour is this close to its new colour is left alone). Leaving pixels alone
 * between frames saves the most bytes: long transparent runs, smaller rectangles. Measured on the
 * corpus GIFs (bench/RESULTS.md, 2026-11-23), these make a level give about the mean frame SSIM
 * gifsicle's --lossy gives at the same number, in far fewer bytes on animations.
 */
const LZW_ERROR_PER_LEVEL = 0.3;
const TEMPORAL_ERROR_PER_LEVEL = 0.8;
const MAX_DELAY = 65535;

const opaqueAt = (data: Uint8ClampedArray, p: number) => data[p + 3]! >= ALPHA_THRESHOLD;

/** Pixels opaque in this frame and transparent in the next: the screen must be cleared there. */
function mustClear(current: RgbaImage, next: RgbaImage | undefined): Rect | null {
  if (!next) return null;
  const box = new BoundingBox();
  const { width, height } = current;
  for (let y = 0, p = 0; y < height; y++) {
    for (let x = 0; x < width; x++, p += 4) {
      if (opaqueAt(current.data, p) && !opaqueAt(next.data, p)) box.add(x, y);
    }
  }
  return box.rect();
}

interface FramePlan {
  rect: Rect;
  /** Per pixel of the whole picture: true where the screen already shows the right thing. */
  unchanged: Uint8Array;
}

/** What must be drawn for `target` over `screen`, given the frame's palette indices. */
function planFrame(
  screen: Uint8ClampedArray,
  target: RgbaImage,
  indices: Uint8Array,
  colors: Palette,
  temporalError: number,
): FramePlan {
  const { width, height, data } = target;
  const unchanged = new Uint8Array(width * height);
  const box = new BoundingBox();
  const limit = temporalError * temporalError;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const p = i * 4;
      const shown = opaqueAt(screen, p);
      let same: boolean;
      if (!opaqueAt(data, p)) {
        same = !shown;
      } else if (!shown) {
        same = false;
      } else {
        const c = colors[indices[i]!]!;
        same = screen[p] === c[0] && screen[p + 1] === c[1] && screen[p + 2] === c[2];
        if (!same && limit > 0) {
          const d =
            (screen[p]! - data[p]!) ** 2 + (screen[p + 1]! - data[p + 1]!) ** 2 + (screen[p + 2]! - data[p + 2]!) ** 2;
          same = d <= limit;
        }
      }
      unchanged[i] = same ? 1 : 0;
      if (!same) box.add(x, y);
    }
  }
  // A frame that changes nothing is still written (the frame count and delays stay): one pixel.
  return { rect: box.rect() ?? { x: 0, y: 0, width: 1, height: 1 }, unchanged };
}

function union(a: Rect, b: Rect | null): Rect {
  if (!b) return a;
  const box = new BoundingBox();
  box.addRect(a);
  box.addRect(b);
  return box.rect()!;
}

/** Encodes composed frames as an animated GIF. `loopCount` null writes no loop block (plays once). */
export async function writeAnimation(
  frames: FrameSequence<AnimationFrame>,
  loopCount: number | null,
  options: GifAnimationOptions,
  hooks: { signal?: AbortSignal; onFrame?(done: number): void } = {},
): Promise<Uint8Array> {
  const lib = await loadGifenc();
  const palette = await choosePalette(
    mapFrames(frames, (f) => f.image),
    options.colors,
  );
  hooks.signal?.throwIfAborted();
  const mapper = new PaletteMapper(palette.colors);
  const transparentIndex = mapper.transparentIndex;
  const fullPalette = [...palette.colors, [0, 0, 0]];
  const codeSize = Math.max(2, Math.ceil(Math.log2(fullPalette.length)));
  const temporalError = options.lossy * TEMPORAL_ERROR_PER_LEVEL;
  const lzwError = options.lossy * LZW_ERROR_PER_LEVEL;

  const gif = lib.GIFEncoder();
  let screen: Uint8ClampedArray | null = null;
  const placements: { at: number; rect: Rect }[] = [];
  let f = 0;
  for await (const [frame, next] of withNext(frames)) {
    hooks.signal?.throwIfAborted();
    const target = frame.image;
    const { width, height } = target;
    screen ??= new Uint8ClampedArray(width * height * 4);
    const indices = mapper.map(target, options.dither);
    const plan =
      f === 0
        ? { rect: { x: 0, y: 0, width, height }, unchanged: new Uint8Array(width * height) }
        : planFrame(screen, target, indices, palette.colors, temporalError);
    const clear = mustClear(target, next?.image);
    // The first frame defines the screen size, so it always covers the whole picture.
    const rect = f === 0 ? plan.rect : union(plan.rect, clear);

    const count = rect.width * rect.height;
    const out = new Uint8Array(count);
    const wanted = new Uint8Array(count * 4);
    const shown = new Uint8Array(count * 4);
    for (let y = 0, o = 0; y < rect.height; y++) {
      const row = (rect.y + y) * width + rect.x;
      for (let x = 0; x < rect.width; x++, o++) {
        out[o] = plan.unchanged[row + x] ? transparentIndex : indices[row + x]!;
      }
      // Whole rows at once: a copy per pixel costs more than the rest of this loop.
      const from = row * 4;
      const to = y * rect.width * 4;
      wanted.set(target.data.subarray(from, from + rect.width * 4), to);
      shown.set(screen.subarray(from, from + rect.width * 4), to);
    }
    lossyLzw({ indices: out, wanted, shown, colors: fullPalette, transparentIndex, codeSize, maxError: lzwError });

    // What a viewer now shows: drawn pixels change, transparent ones let the screen through.
    for (let y = 0, o = 0; y < rect.height; y++) {
      for (let x = 0; x < rect.width; x++, o++) {
        const k = out[o]!;
        if (k === transparentIndex) continue;
        const p = ((rect.y + y) * width + rect.x + x) * 4;
        const c = fullPalette[k]!;
        screen[p] = c[0]!;
        screen[p + 1] = c[1]!;
        screen[p + 2] = c[2]!;
        screen[p + 3] = 255;
      }
    }

    const at = gif.bytesView().length;
    gif.writeFrame(out, rect.width, rect.height, {
      ...(f === 0 && { palette: fullPalette }),
      transparent: true,
      transparentIndex,
      delay: Math.min(MAX_DELAY, frame.delay) * 10,
      repeat: loopCount ?? -1,
      colorDepth: codeSize,
      dispose: clear ? 2 : 1,
    });
    if (f > 0) placements.push({ at, rect });
    if (clear) {
      for (let y = rect.y; y < rect.y + rect.height; y++) {
        screen.fill(0, (y * width + rect.x) * 4, (y * width + rect.x + rect.width) * 4);
      }
    }
    hooks.onFrame?.(++f);
  }
  gif.finish();
  const bytes = gif.bytes();
  // Each later frame starts with its 8-byte graphic control extension, then the descriptor.
  for (const { at, rect } of placements) {
    const d = at + 8;
    if (bytes[d] !== 0x2c) throw new Error("Unexpected gifenc frame layout");
    bytes[d + 1] = rect.x & 255;
    bytes[d + 2] = rect.x >> 8;
    bytes[d + 3] = rect.y & 255;
    bytes[d + 4] = rect.y >> 8;
  }
  return bytes;
}
