/**
 * Every frame of a GIF, composed as a viewer shows it. omggif reads the file's structure (frame
 * rectangles, palettes, delays, disposal, loop count); the pixels are read by our LZW decoder so
 * a damaged frame is refused rather than shown half-drawn. Composing follows what browsers do:
 * disposal 2 clears the frame's rectangle to transparent (not to the background colour) and
 * disposal 3 puts back what was there before the frame.
 *
 * Frames are composed one at a time (`openGif`): the structure is read and checked against the
 * animation limits first, then each walk over the frames decodes them again from the bytes, so a
 * long GIF costs one canvas, not one per frame.
 */
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { checkAnimationLimits } from "./animation-limits.ts";
import { decodeLzw } from "./gif-lzw-decode.ts";

/** One frame as the file stores it, and the whole picture a viewer shows once it is drawn. */
export interface GifFrame {
  /** The full-size picture after this frame is drawn (alpha is 0 or 255). */
  image: RgbaImage;
  /** Hundredths of a second, as GIF stores it. */
  delay: number;
  /** GIF disposal method: 0 unspecified, 1 keep, 2 clear to transparent, 3 restore previous. */
  disposal: number;
  /** The frame's rectangle inside the picture. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The frame's transparent palette index, or null. */
  transparentIndex: number | null;
}

export interface GifAnimation {
  width: number;
  height: number;
  /** NETSCAPE loop count: 0 loops forever, n plays n + 1 times; null (no block) plays once. */
  loopCount: number | null;
  frames: GifFrame[];
}

const damaged = (cause?: unknown) =>
  new EngineError("corrupt", "This GIF file is damaged and cannot be decoded.", { cause });

/** A GIF's structure, checked, and its frames composed one at a time on each walk. */
export interface GifSource {
  width: number;
  height: number;
  /** NETSCAPE loop count: 0 loops forever, n plays n + 1 times; null (no block) plays once. */
  loopCount: number | null;
  frameCount: number;
  /** Hundredths of a second, per frame (read from the structure, nothing decoded). */
  delays: number[];
  /**
   * The frames in order. Each walk decodes again from the bytes and holds one canvas (two while a
   * disposal-3 frame shows); each frame handed out is a copy of its own, so a caller may keep it.
   */
  frames(): Generator<GifFrame>;
}

/** Reads a GIF's structure (no pixels) and refuses it when a frame or the whole is past the limits. */
export async function openGif(bytes: Uint8Array): Promise<GifSource> {
  const { GifReader } = await import("omggif");
  let reader: InstanceType<typeof GifReader>;
  try {
    reader = new GifReader(bytes);
  } catch (error) {
    throw damaged(error);
  }
  const { width, height } = reader;
  const count = reader.numFrames();
  if (width === 0 || height === 0 || count === 0) throw damaged();
  const infos = Array.from({ length: count }, (_, f) => reader.frameInfo(f));
  const delays = infos.map((info) => info.delay);
  checkAnimationLimits({ width, height, frameCount: count, durationMs: delays.reduce((sum, d) => sum + d * 10, 0) });
  for (const info of infos) {
    if (info.x + info.width > width || info.y + info.height > height) {
      throw new EngineError(
        "corrupt",
        "This GIF file is damaged: one of its frames lies outside the picture, so it cannot be decoded.",
      );
    }
    if (info.palette_offset === null || info.palette_size === null) throw damaged();
  }
  return {
    width,
    height,
    loopCount: reader.loopCount(),
    frameCount: count,
    delays,
    *frames() {
      let canvas = new Uint8ClampedArray(width * height * 4);
      for (const [f, info] of infos.entries()) {
        const indices = new Uint8Array(info.width * info.height);
        if (decodeLzw(bytes, info.data_offset, indices) < indices.length) {
          throw new EngineError(
            "truncated",
            `This GIF file is damaged: frame ${f + 1} of ${count} is cut short, so it cannot be decoded.`,
          );
        }
        // Disposal 3 needs the picture as it was before this frame.
        const before = info.disposal === 3 ? canvas.slice() : null;
        blit(canvas, width, indices, info, bytes);
        yield {
          image: { width, height, data: canvas.slice() },
          delay: info.delay,
          disposal: info.disposal,
          x: info.x,
          y: info.y,
          width: info.width,
          height: info.height,
          transparentIndex: info.transparent_index,
        };
        if (info.disposal === 2) clearRect(canvas, width, info);
        else if (before) canvas = before;
      }
    },
  };
}

/**
 * Every frame at once, for tests, benchmarks and small comparisons: jobs walk `openGif(...).frames()`
 * instead, as this holds the whole animation.
 */
export async function decodeGifFrames(bytes: Uint8Array): Promise<GifAnimation> {
  const gif = await openGif(bytes);
  return { width: gif.width, height: gif.height, loopCount: gif.loopCount, frames: [...gif.frames()] };
}

interface FrameRect {
  x: number;
  y: number;
  width: number;
  height: number;
  interlaced: boolean;
  palette_offset: number | null;
  palette_size: number | null;
  transparent_index: number | null;
}

/** The source row of each output row: interlaced frames store rows 0, 8, 16..., then 4, 12... */
function rowOrder(height: number, interlaced: boolean): number[] {
  if (!interlaced) return Array.from({ length: height }, (_, i) => i);
  const rows: number[] = [];
  for (const [start, step] of [
    [0, 8],
    [4, 8],
    [2, 4],
    [1, 2],
  ] as const) {
    for (let y = start; y < height; y += step) rows.push(y);
  }
  return rows;
}

function blit(
  canvas: Uint8ClampedArray,
  canvasWidth: number,
  indices: Uint8Array,
  frame: FrameRect,
  bytes: Uint8Array,
) {
  const palette = frame.palette_offset!;
  const size = frame.palette_size!;
  const transparent = frame.transparent_index ?? -1;
  const rows = rowOrder(frame.height, frame.interlaced);
  for (let r = 0; r < frame.height; r++) {
    const y = frame.y + rows[r]!;
    let o = (y * canvasWidth + frame.x) * 4;
    let i = r * frame.width;
    for (let x = 0; x < frame.width; x++, i++, o += 4) {
      const k = indices[i]!;
      if (k === transparent) continue;
      // An index past the palette is drawn black, as browsers do.
      const p = palette + k * 3;
      const inPalette = k < size;
      canvas[o] = inPalette ? bytes[p]! : 0;
      canvas[o + 1] = inPalette ? bytes[p + 1]! : 0;
      canvas[o + 2] = inPalette ? bytes[p + 2]! : 0;
      canvas[o + 3] = 255;
    }
  }
}

function clearRect(
  canvas: Uint8ClampedArray,
  canvasWidth: number,
  rect: { x: number; y: number; width: number; height: number },
) {
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    canvas.fill(0, (y * canvasWidth + rect.x) * 4, (y * canvasWidth + rect.x + rect.width) * 4);
  }
}
