/**
 * How an APNG's frames are stored: every frame of an APNG shares one header (colour type, bit
 * depth) and one palette, so the layout is chosen once, from a first walk over the frames
 * (apng-exact-palette.ts, apng-quantized-palette.ts), before any frame is written. Every layout
 * can hold a fully transparent pixel (a palette gets one if it has room), because a later frame
 * is cheapest drawn "over" the one before with its unchanged pixels transparent.
 */
import { filterScanlines } from "../codecs/png-row-filters.ts";
import type { RgbaImage } from "../image.ts";

export type ApngLayout = IndexedLayout | { kind: "rgba" };

export interface IndexedLayout {
  kind: "indexed";
  /** RGBA per entry. */
  palette: Uint8Array;
  bitDepth: number;
  /** An entry with alpha 0, or -1 when the palette is full without one. */
  transparent: number;
}

/** What a frame is stored as: palette indices (one per pixel), or its RGBA. */
export type StoredPixels = Uint8Array | Uint8ClampedArray;

export interface StoredFrame {
  image: RgbaImage;
  stored: StoredPixels;
}

/** A layout, and what turns each frame into the values stored for it, frame after frame. */
export interface ApngEncoding {
  layout: ApngLayout;
  /** `before` is the frame before this one, so a pixel that did not change can keep its value. */
  store(image: RgbaImage, before: StoredFrame | null): StoredPixels;
  /** Frees what the encoding holds outside JavaScript's heap. */
  release(): void;
}

/** Frames stored as they are. */
export const RGBA_ENCODING: ApngEncoding = { layout: { kind: "rgba" }, store: (image) => image.data, release() {} };

/**
 * The layout of a palette, with a fully transparent entry: the one it has, or a new one put
 * first when there is room, which moves every index up by `shift`.
 */
export function withTransparent(palette: Uint8Array): { layout: IndexedLayout; shift: 0 | 1 } {
  const count = palette.length / 4;
  for (let i = 0; i < count; i++) {
    if (palette[i * 4 + 3] === 0) {
      return { layout: { kind: "indexed", palette, bitDepth: bitDepthFor(count), transparent: i }, shift: 0 };
    }
  }
  if (count === 256) return { layout: { kind: "indexed", palette, bitDepth: 8, transparent: -1 }, shift: 0 };
  const grown = new Uint8Array(palette.length + 4);
  grown.set(palette, 4);
  return { layout: { kind: "indexed", palette: grown, bitDepth: bitDepthFor(count + 1), transparent: 0 }, shift: 1 };
}

/** Pixels as 32-bit words (one per RGBA pixel), copied when the bytes are not aligned for it. */
export const wordsOf = (data: Uint8ClampedArray) =>
  data.byteOffset % 4 === 0
    ? new Uint32Array(data.buffer, data.byteOffset, data.length / 4)
    : new Uint32Array(data.slice().buffer);

const bitDepthFor = (colors: number) => (colors <= 2 ? 1 : colors <= 4 ? 2 : colors <= 16 ? 4 : 8);

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
  pixels: StoredPixels,
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
