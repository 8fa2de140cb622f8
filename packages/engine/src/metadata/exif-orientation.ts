/**
 * The EXIF orientation of a JPEG (1 to 8): how the camera was held. Phones store photos sideways
 * and set this tag; ignoring it produces sideways pictures, so the engine applies it on decode.
 */
import { jpegSegments } from "./jpeg-segments.ts";

const ORIENTATION_TAG = 0x0112;

/** Orientation from a TIFF (EXIF) block, or 1 when absent or invalid. */
export function tiffOrientation(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1;
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return 1;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return 1;
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (view.getUint16(entry, little) === ORIENTATION_TAG) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

export function jpegOrientation(bytes: Uint8Array): number {
  for (const segment of jpegSegments(bytes)) {
    if (segment.marker !== 0xe1) continue;
    const payload = bytes.subarray(segment.start, segment.end);
    if (String.fromCharCode(...payload.subarray(0, 6)) === "Exif\0\0") return tiffOrientation(payload.subarray(6));
  }
  return 1;
}
