/**
 * How an APNG's frames are stored: every frame of an APNG shares one header (colour type, bit
 * depth) and one palette, so the layout is chosen once over all frames. Lossless: a palette of
 * the exact colours when there are 256 or fewer, else RGBA. Lossy: one libimagequant palette over
 * all frames together, as the still PNG path quantises one picture. Every layout can hold a fully
 * transparent pixel (a palette gets one if it has room), because a later frame is cheapest drawn
 * "over" the one before with its unchanged pixels transparent.
 */
import type { QuantizeOptions } from "../codecs/png-quantize.ts";
import { filterScanlines } from "../codecs/png-row-filters.ts";
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { initCodec } from "../wasm/wasm-provider.ts";

export type ApngLayout =
  | {
      kind: "indexed";
      /** RGBA per entry. */
      palette: Uint8Array;
      bitDepth: number;
      indices: Uint8Array[];
      /** An entry with alpha 0, or -1 when the palette is full without one. */
      transparent: number;
    }
  | { kind: "rgba" };

/**
 * The palette with a fully transparent entry: the one it has, or a new one put first (indices
 * move up by one) when there is room.
 */
function withTransparent(palette: Uint8Array, indices: Uint8Array[]): ApngLayout {
  const count = palette.length / 4;
  for (let i = 0; i < count; i++) {
    if (palette[i * 4 + 3] === 0)
      return { kind: "indexed", palette, bitDepth: bitDepthFor(count), indices, transparent: i };
  }
  if (count === 256) return { kind: "indexed", palette, bitDepth: 8, indices, transparent: -1 };
  const grown = new Uint8Array(palette.length + 4);
  grown.set(palette, 4);
  for (const frame of indices) for (let i = 0; i < frame.length; i++) frame[i]! += 1;
  return { kind: "indexed", palette: grown, bitDepth: bitDepthFor(count + 1), indices, transparent: 0 };
}

/** Pixels as 32-bit words (one per RGBA pixel), copied when the bytes are not aligned for it. */
const wordsOf = (data: Uint8ClampedArray) =>
  data.byteOffset % 4 === 0
    ? new Uint32Array(data.buffer, data.byteOffset, data.length / 4)
    : new Uint32Array(data.slice().buffer);

const bitDepthFor = (colors: number) => (colors <= 2 ? 1 : colors <= 4 ? 2 : colors <= 16 ? 4 : 8);

/** Exact colours, transparent ones first so tRNS stays short; null when there are more than 256. */
function exactPalette(frames: readonly RgbaImage[]): ApngLayout | null {
  const seen = new Map<number, number>();
  for (const { data } of frames) {
    const words = wordsOf(data);
    for (const word of words) {
      if (seen.has(word)) continue;
      if (seen.size === 256) return null;
      seen.set(word, 0);
    }
  }
  const alphaOf = (word: number) => new Uint8Array(new Uint32Array([word]).buffer)[3]!;
  const colors = [...seen.keys()].sort((a, b) => alphaOf(a) - alphaOf(b));
  const palette = new Uint8Array(new Uint32Array(colors).buffer);
  colors.forEach((word, i) => seen.set(word, i));
  const indices = frames.map(({ data }) => {
    const words = wordsOf(data);
    return Uint8Array.from(words, (word) => seen.get(word)!);
  });
  return withTransparent(palette, indices);
}

/** One palette for every frame: the frames are quantised as one tall picture, then cut apart. */
async function quantizedPalette(frames: readonly RgbaImage[], options: QuantizeOptions): Promise<ApngLayout> {
  const { width, height } = frames[0]!;
  const stacked = new Uint8ClampedArray(width * height * 4 * frames.length);
  frames.forEach((f, i) => stacked.set(f.data, i * width * height * 4));
  const lib = await import("libimagequant-wasm/wasm/libimagequant_wasm.js");
  await initCodec("imagequant", (module) => lib.default(module ? { module_or_path: module } : undefined));
  const quantizer = new lib.ImageQuantizer();
  try {
    // One entry is left for a transparent pixel (withTransparent).
    quantizer.setMaxColors(Math.min(255, Math.max(2, Math.round(options.colors))));
    quantizer.setQuality(0, Math.min(100, Math.max(0, Math.round(options.targetQuality))));
    quantizer.setSpeed(Math.min(10, Math.max(1, Math.round(options.speed))));
    const result = quantizer.quantizeImage(stacked, width, height * frames.length);
    try {
      result.setDithering(Math.min(1, Math.max(0, options.dithering)));
      const all = result.getPaletteIndices(stacked, width, height * frames.length);
      // Read after remapping: libimagequant may refine the palette while it remaps.
      const entries = result.getPalette() as number[][];
      const palette = new Uint8Array(entries.length * 4);
      entries.forEach((c, i) => palette.set([c[0]!, c[1]!, c[2]!, c[3] ?? 255], i * 4));
      const size = width * height;
      const indices = frames.map((_, i) => all.slice(i * size, (i + 1) * size));
      // Dithering scatters a different pattern over each frame; where a pixel did not change, it
      // keeps the index it had, so unchanged areas stay unchanged and cost nothing.
      for (let f = 1; f < frames.length; f++) {
        const [before, now] = [wordsOf(frames[f - 1]!.data), wordsOf(frames[f]!.data)];
        for (let i = 0; i < size; i++) if (before[i] === now[i]) indices[f]![i] = indices[f - 1]![i]!;
      }
      return withTransparent(palette, indices);
    } finally {
      result.free();
    }
  } catch (error) {
    throw new EngineError("corrupt", "This animation could not be reduced to a palette.", { cause: error });
  } finally {
    quantizer.free();
  }
}

export async function chooseLayout(frames: readonly RgbaImage[], quantize?: QuantizeOptions): Promise<ApngLayout> {
  if (quantize) return quantizedPalette(frames, quantize);
  return exactPalette(frames) ?? { kind: "rgba" };
}

/** The IHDR data (13 bytes) and the PLTE and tRNS chunk data the layout needs. */
export function layoutHeader(
  layout: ApngLayout,
  width: number,
  height: number,
): { header: Uint8Array; plte?: Uint8Array; trns?: Uint8Array } {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = layout.kind === "indexed" ? layout.bitDepth : 8;
  header[9] = layout.kind === "indexed" ? 3 : 6;
  if (layout.kind !== "indexed") return { header };
  const count = layout.palette.length / 4;
  const plte = new Uint8Array(count * 3);
  let lastTransparent = -1;
  for (let i = 0; i < count; i++) {
    plte.set(layout.palette.subarray(i * 4, i * 4 + 3), i * 3);
    if (layout.palette[i * 4 + 3] !== 255) lastTransparent = i;
  }
  const trns = Uint8Array.from({ length: lastTransparent + 1 }, (_, i) => layout.palette[i * 4 + 3]!);
  return { header, plte, ...(trns.length > 0 && { trns }) };
}

/**
 * A rectangle of a frame as PNG scanlines ready to deflate: `pixels` are palette indices or RGBA,
 * for the whole canvas `width` wide. Palette rows are not filtered (the PNG specification's
 * advice); RGBA rows take the filter with the smallest sum of absolute differences, libpng's
 * heuristic.
 */
export function scanlines(
  layout: ApngLayout,
  pixels: Uint8Array | Uint8ClampedArray,
  width: number,
  rect: { x: number; y: number; width: number; height: number },
): Uint8Array {
  if (layout.kind === "indexed") {
    const perByte = 8 / layout.bitDepth;
    const stride = 1 + Math.ceil(rect.width / perByte);
    const out = new Uint8Array(stride * rect.height);
    for (let y = 0; y < rect.height; y++) {
      for (let x = 0; x < rect.width; x++) {
        const index = pixels[(rect.y + y) * width + rect.x + x]!;
        out[y * stride + 1 + Math.floor(x / perByte)]! |= index << (8 - layout.bitDepth * ((x % perByte) + 1));
      }
    }
    return out;
  }
  const rowBytes = rect.width * 4;
  const samples = new Uint8Array(rowBytes * rect.height);
  for (let y = 0; y < rect.height; y++) {
    const from = ((rect.y + y) * width + rect.x) * 4;
    samples.set(pixels.subarray(from, from + rowBytes), y * rowBytes);
  }
  return filterScanlines(samples, rowBytes, rect.height, 4);
}
