/**
 * How a file asks to be turned to be seen upright, as an EXIF orientation (1 to 8), whatever the
 * format holds it in: a JPEG's or WebP's EXIF block, a PNG's eXIf chunk, an AVIF's or HEIC's irot
 * and imir properties. Browsers honour all of them. Results never carry the request (it is reset
 * or dropped with the metadata), so the engine turns the pixels on decode, as it does for JPEG:
 * otherwise a phone's WebP or PNG would come out sideways.
 */
import { applyOrientation } from "../ops/orient.ts";
import type { RgbaImage } from "../image.ts";
import { jpegOrientation, tiffOrientation } from "./exif-orientation.ts";
import { heifOrientation } from "./heif-orientation.ts";
import { pngChunks } from "./png-chunks.ts";
import { webpChunks } from "./riff-chunks.ts";

/** EXIF payloads may start with the JPEG-style "Exif\0\0" header; the TIFF block follows it. */
function exifTiff(data: Uint8Array): Uint8Array {
  const header = String.fromCharCode(...data.subarray(0, 6)) === "Exif\0\0";
  return header ? data.subarray(6) : data;
}

function webpOrientation(bytes: Uint8Array): number {
  for (const chunk of webpChunks(bytes)) if (chunk.fourcc === "EXIF") return tiffOrientation(exifTiff(chunk.data));
  return 1;
}

function pngOrientation(bytes: Uint8Array): number {
  for (const chunk of pngChunks(bytes)) {
    if (chunk.type === "eXIf") return tiffOrientation(exifTiff(chunk.data));
    // Viewers read eXIf only before the image data (PNG 3rd edition).
    if (chunk.type === "IDAT") return 1;
  }
  return 1;
}

/** The orientation a file of this (sniffed) format carries; 1 when none. */
export function sourceOrientation(bytes: Uint8Array, format: string): number {
  switch (format) {
    case "jpeg":
      return jpegOrientation(bytes);
    case "webp":
      return webpOrientation(bytes);
    case "png":
      return pngOrientation(bytes);
    case "avif":
    case "heic":
      return heifOrientation(bytes);
    default:
      return 1;
  }
}

/** Decoders that already turn the picture: MozJPEG (and the browser's) for JPEG, libheif for HEIC. */
const TURNED_BY_DECODER = new Set(["jpeg", "heic"]);

/** The decoded pixels turned upright, for the formats whose decoder returns them as stored. */
export function uprightPixels(image: RgbaImage, bytes: Uint8Array, format: string): RgbaImage {
  return TURNED_BY_DECODER.has(format) ? image : applyOrientation(image, sourceOrientation(bytes, format));
}
