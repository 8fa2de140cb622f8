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
 */
import { zlibSync } from "fflate";
import type { PngOptions } from "../codecs/png.ts";
import type { RgbaImage } from "../image.ts";
import { concatBytes, pngChunk, pngChunks } from "../metadata/png-chunks.ts";
import { initCodec } from "../wasm/wasm-provider.ts";
import { BLEND_OVER, BLEND_SOURCE, DISPOSE_NONE, writeApng, type ApngToWrite } from "./apng-container.ts";
import { chooseLayout, layoutHeader, scanlines, type ApngLayout } from "./apng-pixels.ts";
import { BoundingBox, type Rect } from "./frame-rects.ts";

/** The PNG optimizer's options, plus dropping frames like the other animation outputs. */
export type ApngOptions = PngOptions & { dropEvery?: number };

export interface ApngTimedFrame {
  image: RgbaImage;
  /** Milliseconds. */
  duration: number;
}

const SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Where frame `f` differs from frame `f - 1`, by stored value (palette index or RGBA). */
function changedRect(layout: ApngLayout, frames: readonly ApngTimedFrame[], f: number): Rect {
  const { width, height } = frames[0]!.image;
  if (f === 0) return { x: 0, y: 0, width, height };
  const box = new BoundingBox();
  if (layout.kind === "indexed") {
    const [before, now] = [layout.indices[f - 1]!, layout.indices[f]!];
    for (let i = 0; i < now.length; i++) if (before[i] !== now[i]) box.add(i % width, Math.floor(i / width));
  } else {
    const [before, now] = [frames[f - 1]!.image.data, frames[f]!.image.data];
    for (let i = 0; i < now.length; i++) if (before[i] !== now[i]) box.add((i >> 2) % width, Math.floor(i / 4 / width));
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

/** Frame `f`'s stored values: palette indices, or RGBA. */
const storedPixels = (layout: ApngLayout, frames: readonly ApngTimedFrame[], f: number) =>
  layout.kind === "indexed" ? layout.indices[f]! : frames[f]!.image.data;

/**
 * The rectangle with unchanged pixels made transparent, for blend "over"; null when a changed
 * pixel is not opaque (drawing it over would mix it with what is under it).
 */
function overPixels(layout: ApngLayout, frames: readonly ApngTimedFrame[], f: number, rect: Rect) {
  const width = frames[0]!.image.width;
  const [before, now] = [storedPixels(layout, frames, f - 1), storedPixels(layout, frames, f)];
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

export async function writeApngAnimation(
  frames: readonly ApngTimedFrame[],
  meta: { plays: number; icc?: Uint8Array },
  options: Partial<ApngOptions> = {},
  hooks: { signal?: AbortSignal; onFrame?: (done: number, total: number) => void } = {},
): Promise<Uint8Array> {
  const { width, height } = frames[0]!.image;
  const layout = await chooseLayout(
    frames.map((f) => f.image),
    options.quantize,
  );
  const { header, plte, trns } = layoutHeader(layout, width, height);
  const paletteChunks = [...(plte ? [pngChunk("PLTE", plte)] : []), ...(trns ? [pngChunk("tRNS", trns)] : [])];
  const written: ApngToWrite["frames"] = [];
  for (const [f, frame] of frames.entries()) {
    hooks.signal?.throwIfAborted();
    const rect = changedRect(layout, frames, f);
    let ours = zlibSync(scanlines(layout, storedPixels(layout, frames, f), width, rect), { level: 9 });
    let blend = BLEND_SOURCE;
    const over = f > 0 ? overPixels(layout, frames, f, rect) : null;
    if (over) {
      const drawn = zlibSync(scanlines(layout, over, width, rect), { level: 9 });
      if (drawn.length < ours.length) [ours, blend] = [drawn, BLEND_OVER];
    }
    const rectHeader = header.slice();
    new DataView(rectHeader.buffer).setUint32(0, rect.width);
    new DataView(rectHeader.buffer).setUint32(4, rect.height);
    const still = concatBytes([
      SIGNATURE,
      pngChunk("IHDR", rectHeader),
      ...paletteChunks,
      pngChunk("IDAT", ours),
      pngChunk("IEND", new Uint8Array(0)),
    ]);
    const zlib = await smallestStream(still, ours, options.level ?? 2);
    written.push({ ...rect, duration: frame.duration, dispose: DISPOSE_NONE, blend, zlib });
    hooks.onFrame?.(f + 1, frames.length);
  }
  const iccChunk = meta.icc && iccpChunk(meta.icc);
  return writeApng({
    plays: meta.plays,
    header,
    before: [...(iccChunk ? [iccChunk] : []), ...paletteChunks],
    frames: written,
  });
}

/** iCCP: a profile name, a zero, the compression method (0), the zlib-compressed profile. */
function iccpChunk(icc: Uint8Array): Uint8Array {
  const name = new TextEncoder().encode("ICC Profile");
  return pngChunk("iCCP", concatBytes([name, new Uint8Array([0, 0]), zlibSync(icc, { level: 9 })]));
}
