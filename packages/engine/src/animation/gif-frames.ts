/**
 * Every frame of a GIF, composed as a viewer shows it. omggif reads the file's structure (frame
 * rectangles, palettes, delays, disposal, loop count); the pixels are read by our LZW decoder so
 * a damaged frame is refused rather than shown half-drawn. Composing follows what browsers do:
 * disposal 2 clears the frame's rectangle to transparent (not to the background colour) and
 * disposal 3 puts back what was there before the frame.
 */
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { assertAnimationFits } from "./animation-size.ts";
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

export async function decodeGifFrames(bytes: Uint8Array): Promise<GifAnimation> {
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
  assertAnimationFits(width, height, count);

  const frames: GifFrame[] = [];
  let canvas = new Uint8ClampedArray(width * height * 4);
  for (let f = 0; f < count; f++) {
    const info = reader.frameInfo(f);
    if (info.x + info.width > width || info.y + info.height > height) {
      throw new EngineError(
        "corrupt",
        "This GIF file is damaged: one of its frames lies outside the picture, so it cannot be decoded.",
      );
    }
    if (info.palette_offset === null || info.palette_size === null) throw damaged();
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
    frames.push({
      image: { width, height, data: canvas.slice() },
      delay: info.delay,
      disposal: info.disposal,
      x: info.x,
      y: info.y,
      width: info.width,
      height: info.height,
      transparentIndex: info.transparent_index,
    });
    if (info.disposal === 2) clearRect(canvas, width, info);
    else if (before) canvas = before;
  }
  return { width, height, loopCount: reader.loopCount(), frames };
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
