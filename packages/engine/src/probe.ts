/**
 * Reads an image's format and declared size from its header, without decoding a pixel. The engine
 * refuses an image over the pixel limit here, before a decoder allocates memory for it: a 10 MB PNG
 * can declare 50,000 x 50,000 pixels, which is 10 GB of RGBA.
 */
import { MAX_PIXELS } from "@squish/shared/limits";
import { EngineError } from "./errors.ts";
import { heifPrimarySize } from "./metadata/heif-boxes.ts";
import { claimedFormat, FORMAT_LABEL, sniffFormat, type SniffedFormat } from "./sniff-format.ts";

export interface ImageHeader {
  format: Exclude<SniffedFormat, "pdf">;
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const ascii = (b: Uint8Array, at: number, n: number) => String.fromCharCode(...b.subarray(at, at + n));

function truncated(format: string): EngineError {
  return new EngineError("truncated", `This ${format.toUpperCase()} file is cut short: its header is incomplete.`);
}

/** JPEG: walk the markers to the first start-of-frame, which holds the size. */
function jpegSize(b: Uint8Array): [number, number] {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) {
      // A segment that declares more bytes than it has (a cut-short APP14, say) leaves us past the
      // next marker's start. Decoders and browsers skip ahead to the next marker, and so do we.
      const next = b.indexOf(0xff, at);
      if (next < 0) throw new EngineError("corrupt", "This JPEG file is damaged: its structure cannot be read.");
      at = next;
      continue;
    }
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = u16be(b, at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > b.length) break;
      return [u16be(b, at + 7), u16be(b, at + 5)];
    }
    if (marker === 0xd9 || marker === 0xda) break; // end of image or scan before any frame
    at += 2 + length;
  }
  throw truncated("jpeg");
}

function pngSize(b: Uint8Array): [number, number] {
  if (b.length < 24) throw truncated("png");
  if (ascii(b, 12, 4) !== "IHDR")
    throw new EngineError("corrupt", "This PNG file is damaged: its header chunk is missing.");
  return [u32be(b, 16), u32be(b, 20)];
}

function gifSize(b: Uint8Array): [number, number] {
  if (b.length < 10) throw truncated("gif");
  return [u16le(b, 6), u16le(b, 8)];
}

function webpSize(b: Uint8Array): [number, number] {
  if (b.length < 30) throw truncated("webp");
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8 ") return [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff];
  if (chunk === "VP8L") {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (chunk === "VP8X") return [u24le(b, 24) + 1, u24le(b, 27) + 1];
  throw new EngineError("corrupt", "This WebP file is damaged: its image chunk is not recognised.");
}

/** AVIF: the `ispe` property inside meta/iprp/ipco carries the size; find it by its box type. */
function avifSize(b: Uint8Array): [number, number] {
  for (let at = 4; at + 16 <= b.length; at++) {
    if (b[at] === 0x69 && ascii(b, at, 4) === "ispe") return [u32be(b, at + 8), u32be(b, at + 12)];
  }
  throw truncated("avif");
}

/**
 * BMP: OS/2 core headers (12 bytes) hold unsigned 16-bit sizes; the others signed 32-bit ones,
 * where a negative height means rows stored top-down.
 */
function bmpSize(b: Uint8Array): [number, number] {
  if (b.length < 26) throw truncated("bmp");
  if (u16le(b, 14) === 12) return [u16le(b, 18), u16le(b, 20)];
  const width = u16le(b, 18) | (u16le(b, 20) << 16);
  const height = u16le(b, 22) | (u16le(b, 24) << 16);
  if (width < 0) throw new EngineError("corrupt", "This BMP file is damaged: it declares a negative width.");
  return [width, Math.abs(height)];
}

const READERS = {
  jpeg: jpegSize,
  png: pngSize,
  gif: gifSize,
  webp: webpSize,
  avif: avifSize,
  // HEIC: the primary item's own `ispe`, since a phone photo's tiles each have one too.
  heic: heifPrimarySize,
  bmp: bmpSize,
} as const;

/**
 * Bytes that match no format: a damaged file of the format its name says, when it names an image
 * format, else a file that is not an image the site reads.
 */
function unrecognised(fileName: string | undefined): EngineError {
  const claimed = fileName === undefined ? null : claimedFormat(fileName);
  if (claimed && claimed !== "pdf") {
    const label = FORMAT_LABEL[claimed];
    return new EngineError("corrupt", `This ${label} file is damaged: it does not start as a ${label} image does.`);
  }
  return new EngineError("unsupported-format", "This file is not a JPEG, PNG, GIF, WebP, AVIF, BMP or HEIC image.");
}

/**
 * The format and declared size of an image, or a typed error saying why it cannot be read. The
 * file's name, when given, only words the error for bytes that match no format.
 */
export function probeImage(bytes: Uint8Array, maxPixels = MAX_PIXELS, fileName?: string): ImageHeader {
  const format = sniffFormat(bytes);
  if (format === "pdf") throw unrecognised(undefined);
  if (!format) throw unrecognised(fileName);
  const [width, height] = READERS[format](bytes);
  if (width === 0 || height === 0) {
    throw new EngineError("corrupt", `This ${format.toUpperCase()} file is damaged: it declares an empty image.`);
  }
  if (width * height > maxPixels) {
    const megapixels = Math.round((width * height) / 1e6);
    throw new EngineError(
      "too-many-pixels",
      `This image is ${width} x ${height} pixels (${megapixels} megapixels); the limit is ${Math.round(maxPixels / 1e6)} megapixels.`,
    );
  }
  return { format, width, height };
}
