/**
 * The APNG writer: composed frames in, a small APNG out, with the still PNG path's options
 * (lossless, or libimagequant's palette at a level's strength). What makes it small:
 *
 * - one layout for every frame (apng-pixels.ts), as the format requires;
 * - each frame after the first is cut to the rectangle that differs from the frame before (dispose
 *   "none"); a frame identical to the one before becomes a 1-pixel frame, so the frame count and
 *   every delay stay as they were;
 * - two ways to draw that rectangle are deflated and the smaller kept, as the WebP writer does:
 *   replacing it (blend "source"), or drawing it "over" with the pixels that did not change made
 *   transparent (long runs of one value), which is only exact where every changed pixel is opaque;
 * - each is deflated at zlib's highest level; then OxiPNG is tried on the smaller as a still PNG,
 *   and its stream taken when smaller still and it kept the same header and palette (it may reduce
 *   a frame's colour type or reorder its palette, which a frame of an APNG cannot have alone).
 *
 * Frames come as a sequence walked twice (frame-sequence.ts): once to choose the layout, once to
 * write. While writing, only the frame before and this one are held, with what each is stored as,
 * and the frames' zlib streams, never the whole animation.
 */
import { zlibSync } from "fflate";
import type { PngOptions } from "../codecs/png.ts";
import type { QuantizeOptions } from "../codecs/png-quantize.ts";
import type { RgbaImage } from "../image.ts";
import { concatBytes, pngChunk, pngChunks } from "../metadata/png-chunks.ts";
import { initCodec } from "../wasm/wasm-provider.ts";
import { BLEND_OVER, BLEND_SOURCE, DISPOSE_NONE, writeApng, type ApngToWrite } from "./apng-container.ts";
import { exactPaletteEncoding } from "./apng-exact-palette.ts";
import {
  layoutHeader,
  RGBA_ENCODING,
  scanlines,
  type ApngEncoding,
  type ApngLayout,
  type StoredFrame,
  type StoredPixels,
} from "./apng-pixels.ts";
import { quantizedEncoding } from "./apng-quantized-palette.ts";
import { mapFrames, type FrameSequence } from "./frame-sequence.ts";
import { BoundingBox, type Rect } from "./frame-rects.ts";

/** The PNG optimizer's options, plus dropping frames like the other animation outputs. */
export type ApngOptions = PngOptions & { dropEvery?: number };

export interface ApngTimedFrame {
  image: RgbaImage;
  /** Milliseconds. */
  duration: number;
}

const SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A lossy level's palette; lossless, the exact colours as a palette when there are 256 or fewer, else RGBA. */
async function chooseEncoding(frames: FrameSequence<RgbaImage>, quantize?: QuantizeOptions): Promise<ApngEncoding> {
  if (quantize) return quantizedEncoding(frames, quantize);
  return (await exactPaletteEncoding(frames)) ?? RGBA_ENCODING;
}

/** Where a frame differs from the frame before, by stored value. */
function changedRect(layout: ApngLayout, before: StoredPixels, now: StoredPixels, width: number): Rect {
  // Stored values per pixel: one palette index, or four bytes of RGBA.
  const per = layout.kind === "indexed" ? 1 : 4;
  const box = new BoundingBox();
  for (let i = 0; i < now.length; i++) {
    if (before[i] !== now[i]) {
      const pixel = Math.floor(i / per);
      box.add(pixel % width, Math.floor(pixel / width));
    }
  }
  return box.rect() ?? { x: 0, y: 0, width: 1, height: 1 };
}

const chunkBytes = (png: Uint8Array, type: string) =>
  concatBytes([...pngChunks(png)].filter((c) => c.type === type).map((c) => c.data));
const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);

/** OxiPNG's stream for this rectangle, when it kept the layout and is smaller; else ours. */
async function smallestStream(still: Uint8Array, ours: Uint8Array, level: number): Promise<Uint8Array> {
  const lib = await import("@jsquash/oxipng/optimise.js");
  await initCodec("squoosh_oxipng", (module) => lib.init(module));
  const buffer = still.buffer.slice(still.byteOffset, still.byteOffset + still.byteLength) as ArrayBuffer;
  const optimised = new Uint8Array(await lib.default(buffer, { level, interlace: false, optimiseAlpha: false }));
  const kept =
    sameBytes(chunkBytes(optimised, "IHDR"), chunkBytes(still, "IHDR")) &&
    sameBytes(chunkBytes(optimised, "PLTE"), chunkBytes(still, "PLTE")) &&
    sameBytes(chunkBytes(optimised, "tRNS"), chunkBytes(still, "tRNS"));
  const theirs = chunkBytes(optimised, "IDAT");
  return kept && theirs.length < ours.length ? theirs : ours;
}

/**
 * The rectangle with unchanged pixels made transparent, for blend "over"; null when a changed
 * pixel is not opaque (drawing it over would mix it with what is under it).
 */
function overPixels(layout: ApngLayout, before: StoredPixels, now: StoredPixels, width: number, rect: Rect) {
  const out = now.slice();
  const indexed = layout.kind === "indexed";
  if (indexed && layout.transparent < 0) return null;
  for (let y = rect.y; y < rect.y + rect.height; y++) {
    for (let x = rect.x; x < rect.x + rect.width; x++) {
      const i = y * width + x;
      if (indexed) {
        if (before[i] === now[i]) out[i] = layout.transparent;
        else if (layout.palette[now[i]! * 4 + 3] !== 255) return null;
        continue;
      }
      const p = i * 4;
      if (
        before[p] === now[p] &&
        before[p + 1] === now[p + 1] &&
        before[p + 2] === now[p + 2] &&
        before[p + 3] === now[p + 3]
      ) {
        out.fill(0, p, p + 4);
      } else if (now[p + 3] !== 255) return null;
    }
  }
  return out;
}

/** The parts of a PNG every frame shares: IHDR's data, and the PLTE and tRNS chunks when indexed. */
interface SharedChunks {
  header: Uint8Array;
  palette: Uint8Array[];
}

function sharedChunks(layout: ApngLayout, width: number, height: number): SharedChunks {
  const { header, plte, trns } = layoutHeader(layout, width, height);
  return { header, palette: [...(plte ? [pngChunk("PLTE", plte)] : []), ...(trns ? [pngChunk("tRNS", trns)] : [])] };
}

/** A frame's rectangle, blend operation and zlib stream, against the frame before (null for the first). */
async function encodeFrame(
  layout: ApngLayout,
  shared: SharedChunks,
  before: StoredPixels | null,
  stored: StoredPixels,
  { width, height }: RgbaImage,
  level: number,
) {
  const rect = before ? changedRect(layout, before, stored, width) : { x: 0, y: 0, width, height };
  let ours = zlibSync(scanlines(layout, stored, width, rect), { level: 9 });
  let blend = BLEND_SOURCE;
  const over = before ? overPixels(layout, before, stored, width, rect) : null;
  if (over) {
    const drawn = zlibSync(scanlines(layout, over, width, rect), { level: 9 });
    if (drawn.length < ours.length) [ours, blend] = [drawn, BLEND_OVER];
  }
  const rectHeader = shared.header.slice();
  new DataView(rectHeader.buffer).setUint32(0, rect.width);
  new DataView(rectHeader.buffer).setUint32(4, rect.height);
  const still = concatBytes([
    SIGNATURE,
    pngChunk("IHDR", rectHeader),
    ...shared.palette,
    pngChunk("IDAT", ours),
    pngChunk("IEND", new Uint8Array(0)),
  ]);
  return { ...rect, blend, zlib: await smallestStream(still, ours, level) };
}

export async function writeApngAnimation(
  frames: FrameSequence<ApngTimedFrame>,
  meta: { plays: number; icc?: Uint8Array },
  options: Partial<ApngOptions> = {},
  hooks: { signal?: AbortSignal; onFrame?: (done: number) => void } = {},
): Promise<Uint8Array> {
  const encoding = await chooseEncoding(
    mapFrames(frames, (f) => f.image),
    options.quantize,
  );
  try {
    let shared: SharedChunks | null = null;
    const written: ApngToWrite["frames"] = [];
    let before: StoredFrame | null = null;
    for await (const { image, duration } of frames) {
      hooks.signal?.throwIfAborted();
      shared ??= sharedChunks(encoding.layout, image.width, image.height);
      const stored = encoding.store(image, before);
      const frame = await encodeFrame(
        encoding.layout,
        shared,
        before?.stored ?? null,
        stored,
        image,
        options.level ?? 2,
      );
      written.push({ ...frame, duration, dispose: DISPOSE_NONE });
      before = { image, stored };
      hooks.onFrame?.(written.length);
    }
    if (!shared) throw new Error("An animation has at least one frame.");
    const iccChunk = meta.icc && iccpChunk(meta.icc);
    return writeApng({
      plays: meta.plays,
      header: shared.header,
      before: [...(iccChunk ? [iccChunk] : []), ...shared.palette],
      frames: written,
    });
  } finally {
    encoding.release();
  }
}

/** iCCP: a profile name, a zero, the compression method (0), the zlib-compressed profile. */
function iccpChunk(icc: Uint8Array): Uint8Array {
  const name = new TextEncoder().encode("ICC Profile");
  return pngChunk("iCCP", concatBytes([name, new Uint8Array([0, 0]), zlibSync(icc, { level: 9 })]));
}
