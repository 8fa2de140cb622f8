/**
 * BMP decoding, our own (the format is simple and no small library covers OS/2 headers, RLE and
 * bit-field masks together): 1, 4 and 8-bit palettes, 16 and 32-bit pixels with any channel masks,
 * 24-bit, RLE8 and RLE4, rows bottom-up or top-down, each row padded to four bytes.
 */
import type { RgbaImage } from "../image.ts";
import { decodeRle } from "./bmp-rle.ts";
import {
  BI_RLE4,
  BI_RLE8,
  bmpCutShort,
  bmpDamaged,
  readBmpHeader,
  type BmpHeader,
  type ChannelMasks,
} from "./bmp-header.ts";

/** Turns a channel mask into a reader of that channel scaled to 0-255. */
function channel(mask: number, opaque: number): (pixel: number) => number {
  if (mask === 0) return () => opaque;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  const max = mask >>> shift;
  // A mask must be one run of bits: 0x7c00 is, 0x7c01 is not.
  if ((max & (max + 1)) !== 0) throw bmpDamaged();
  if (max === 255) return (pixel) => (pixel & mask) >>> shift;
  return (pixel) => Math.round((((pixel & mask) >>> shift) * 255) / max);
}

function maskedReaders(masks: ChannelMasks) {
  return [channel(masks.red, 0), channel(masks.green, 0), channel(masks.blue, 0), channel(masks.alpha, 255)] as const;
}

/** Uncompressed rows: palette indices, 24-bit BGR, or 16/32-bit words split by masks. */
function decodeRows(b: Uint8Array, header: BmpHeader, out: Uint8ClampedArray): void {
  const { width, height, topDown, bitCount, pixelOffset, palette } = header;
  const stride = Math.floor((width * bitCount + 31) / 32) * 4;
  // The last row's padding is not needed: some writers leave it out.
  if (pixelOffset + stride * (height - 1) + Math.ceil((width * bitCount) / 8) > b.length) throw bmpCutShort();
  const colors = palette.length / 4;
  const [red, green, blue, alpha] = maskedReaders(header.masks);

  for (let r = 0; r < height; r++) {
    const start = pixelOffset + r * stride;
    let o = (topDown ? r : height - 1 - r) * width * 4;
    for (let x = 0; x < width; x++, o += 4) {
      if (bitCount <= 8) {
        const bit = x * bitCount;
        const index = (b[start + (bit >> 3)]! >> (8 - bitCount - (bit & 7))) & ((1 << bitCount) - 1);
        if (index >= colors) throw bmpDamaged();
        out.set(palette.subarray(index * 4, index * 4 + 4), o);
      } else if (bitCount === 24) {
        const at = start + x * 3;
        out[o] = b[at + 2]!;
        out[o + 1] = b[at + 1]!;
        out[o + 2] = b[at]!;
        out[o + 3] = 255;
      } else {
        const at = start + x * (bitCount / 8);
        const pixel =
          bitCount === 16
            ? b[at]! | (b[at + 1]! << 8)
            : b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24);
        out[o] = red(pixel);
        out[o + 1] = green(pixel);
        out[o + 2] = blue(pixel);
        out[o + 3] = alpha(pixel);
      }
    }
  }
}

function anyAlpha(data: Uint8ClampedArray): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
  return false;
}

/** Decodes a BMP file to RGBA; a damaged file raises an EngineError with a sentence. */
export async function decodeBmp(bytes: Uint8Array): Promise<RgbaImage> {
  const header = readBmpHeader(bytes);
  const { width, height } = header;
  const data = new Uint8ClampedArray(width * height * 4);
  if (header.compression === BI_RLE8 || header.compression === BI_RLE4) {
    decodeRle(bytes, header.pixelOffset, bytes.length, header.compression === BI_RLE8 ? 8 : 4, {
      ...header,
      out: data,
    });
  } else {
    decodeRows(bytes, header, data);
  }
  if (header.alphaOnlyIfAny && !anyAlpha(data)) {
    for (let i = 3; i < data.length; i += 4) data[i] = 255;
  }
  return { width, height, data };
}
