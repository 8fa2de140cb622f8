/**
 * Reads a BMP's headers: the 14-byte file header, then the DIB header by its size (12: OS/2 and
 * Windows 2 "core"; 40: Windows INFO; 52 and 56: INFO with colour masks; 108: V4; 124: V5), the
 * colour masks and the palette. Every offset is checked against the file before it is read, so a
 * damaged file fails with a sentence and never reads out of range or allocates for nothing.
 */
import { MAX_PIXELS } from "@squish/shared/limits";
import { EngineError } from "../errors.ts";
import { BMP_HEADER_SIZES } from "../sniff-format.ts";

export const bmpDamaged = () => new EngineError("corrupt", "This BMP file is damaged and cannot be decoded.");

export const bmpCutShort = (part = "pixel data") =>
  new EngineError("truncated", `This BMP file is cut short: its ${part} is incomplete.`);

export const BI_RGB = 0;
export const BI_RLE8 = 1;
export const BI_RLE4 = 2;
const BI_BITFIELDS = 3;
const BI_JPEG = 4;
const BI_PNG = 5;
const BI_ALPHABITFIELDS = 6;

export interface ChannelMasks {
  red: number;
  green: number;
  blue: number;
  /** 0 when the format has no alpha. */
  alpha: number;
}

export interface BmpHeader {
  width: number;
  height: number;
  /** Rows run top to bottom (a negative height in the header); bottom to top otherwise. */
  topDown: boolean;
  bitCount: number;
  compression: number;
  /** Where the pixel data starts. */
  pixelOffset: number;
  /** How 16- and 32-bit pixels hold their channels. */
  masks: ChannelMasks;
  /** 32-bit BI_RGB: the fourth byte is alpha only if some pixel sets it; many writers leave it 0. */
  alphaOnlyIfAny: boolean;
  /** RGBA entries, four bytes each, for 1 to 8 bits per pixel; empty otherwise. */
  palette: Uint8Array;
}

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
const i32 = (b: Uint8Array, at: number) => u32(b, at) | 0;

const RGB555: ChannelMasks = { red: 0x7c00, green: 0x03e0, blue: 0x001f, alpha: 0 };
const BGRA: ChannelMasks = { red: 0x00ff0000, green: 0x0000ff00, blue: 0x000000ff, alpha: 0xff000000 };

/** Bits per pixel each compression allows. */
const ALLOWED_BITS: Record<number, number[]> = {
  [BI_RGB]: [1, 4, 8, 16, 24, 32],
  [BI_RLE8]: [8],
  [BI_RLE4]: [4],
  [BI_BITFIELDS]: [16, 32],
  [BI_ALPHABITFIELDS]: [16, 32],
};

function readMasks(b: Uint8Array, headerSize: number, compression: number): { masks: ChannelMasks; end: number } {
  // INFO headers (40 bytes) are followed by the masks; the larger headers hold them inside.
  const at = 14 + 40;
  const count = headerSize > 40 ? (headerSize >= 56 ? 4 : 3) : compression === BI_ALPHABITFIELDS ? 4 : 3;
  const end = headerSize > 40 ? 14 + headerSize : at + count * 4;
  if (end > b.length) throw bmpCutShort("header");
  const masks = {
    red: u32(b, at),
    green: u32(b, at + 4),
    blue: u32(b, at + 8),
    alpha: count === 4 ? u32(b, at + 12) : 0,
  };
  return { masks, end };
}

function readPalette(
  b: Uint8Array,
  start: number,
  pixelOffset: number,
  entrySize: number,
  declared: number,
  bits: number,
) {
  const max = 1 << bits;
  let count = declared === 0 || declared > max ? max : declared;
  // Some writers leave out unused entries without saying so: keep those that fit before the pixels.
  count = Math.min(count, Math.floor((pixelOffset - start) / entrySize));
  if (count < 1) throw bmpDamaged();
  const palette = new Uint8Array(count * 4);
  for (let i = 0; i < count; i++) {
    const at = start + i * entrySize;
    palette.set([b[at + 2]!, b[at + 1]!, b[at]!, 255], i * 4); // stored blue, green, red
  }
  return palette;
}

export function readBmpHeader(b: Uint8Array): BmpHeader {
  if (b.length < 18) throw bmpCutShort("header");
  if (b[0] !== 0x42 || b[1] !== 0x4d) throw bmpDamaged();
  const pixelOffset = u32(b, 10);
  const headerSize = u32(b, 14);
  const core = headerSize === 12;
  if (!BMP_HEADER_SIZES.includes(headerSize)) throw bmpDamaged();
  if (14 + headerSize > b.length) throw bmpCutShort("header");

  const width = core ? u16(b, 18) : i32(b, 18);
  const signedHeight = core ? u16(b, 20) : i32(b, 22);
  const height = Math.abs(signedHeight);
  const bitCount = core ? u16(b, 24) : u16(b, 28);
  const compression = core ? BI_RGB : u32(b, 30);
  if (width <= 0 || height === 0) throw bmpDamaged();
  if (width * height > MAX_PIXELS) {
    throw new EngineError(
      "too-many-pixels",
      `This image is ${width} x ${height} pixels (${Math.round((width * height) / 1e6)} megapixels); the limit is ${Math.round(MAX_PIXELS / 1e6)} megapixels.`,
    );
  }
  if (compression === BI_JPEG || compression === BI_PNG) {
    throw new EngineError("unsupported-format", "BMP files that wrap a JPEG or PNG image are not supported.");
  }
  if (!ALLOWED_BITS[compression]?.includes(bitCount) || (core && bitCount > 24)) throw bmpDamaged();

  let masks = bitCount === 16 ? RGB555 : BGRA;
  let headerEnd = 14 + headerSize;
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    ({ masks, end: headerEnd } = readMasks(b, headerSize, compression));
  }
  if (pixelOffset > b.length) throw bmpCutShort();
  if (pixelOffset < headerEnd) throw bmpDamaged();

  const palette =
    bitCount <= 8
      ? readPalette(b, headerEnd, pixelOffset, core ? 3 : 4, core ? 0 : u32(b, 46), bitCount)
      : new Uint8Array();
  return {
    width,
    height,
    topDown: signedHeight < 0,
    bitCount,
    compression,
    pixelOffset,
    masks,
    alphaOnlyIfAny: bitCount === 32 && compression === BI_RGB,
    palette,
  };
}
