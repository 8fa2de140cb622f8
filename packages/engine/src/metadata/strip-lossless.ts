/**
 * Metadata removed from a file without touching its pictures, for results that hand back the
 * original (re-encoding would have been bigger): what the page says it removes must be gone from
 * those too. Only container blocks go; the compressed image data is copied byte for byte.
 *
 * - JPEG: the EXIF block (camera, date, location), XMP and IPTC, and comments. The colour profile
 *   (APP2), JFIF and Adobe headers and anything else stay.
 * - PNG: tEXt, zTXt and iTXt (comments, XMP), eXIf and tIME.
 * - WebP: the EXIF and XMP chunks, with the VP8X flags updated.
 *
 * The orientation is part of how the picture looks, so when the original is turned by EXIF a
 * minimal EXIF block holding only the orientation takes the old one's place. With "keep metadata"
 * the EXIF block stays (its location erased unless that is kept too) and so do comments; a PNG's
 * text chunks that may repeat the location (raw profiles, XMP) go unless it is kept.
 */
import { editExif } from "./exif-edit.ts";
import { tiffOrientation } from "./exif-orientation.ts";
import { jpegSegments } from "./jpeg-segments.ts";
import {
  EMPTY_REPORT,
  jpegMetadata,
  pngMetadata,
  pngTextMayHoldLocation,
  readExif,
  type MetadataReport,
} from "./metadata-report.ts";
import { concatBytes, pngChunk, pngChunks } from "./png-chunks.ts";
import { readXmp } from "./xmp-report.ts";
import { webpChunks, webpFromChunks, type RiffChunk } from "./riff-chunks.ts";

export interface KeepOptions {
  keepMetadata: boolean;
  keepLocation: boolean;
}

export interface Stripped {
  bytes: Uint8Array;
  /** What the source carried that the stripped file no longer does. */
  removed: MetadataReport;
}

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
const startsWith = (bytes: Uint8Array, text: string) => String.fromCharCode(...bytes.subarray(0, text.length)) === text;

/** A big-endian TIFF block with one entry: the orientation. */
export function orientationOnlyTiff(orientation: number): Uint8Array {
  const tiff = new Uint8Array(26);
  const view = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d, 0, 42]);
  view.setUint32(4, 8);
  view.setUint16(8, 1);
  view.setUint16(10, 0x0112);
  view.setUint16(12, 3); // SHORT
  view.setUint32(14, 1);
  view.setUint16(18, orientation);
  return tiff; // the next-IFD offset (bytes 22-25) stays 0
}

/** The EXIF block a stripped file keeps: edited when metadata is kept, else the orientation alone. */
function keptTiff(tiff: Uint8Array, keep: KeepOptions): Uint8Array | null {
  if (keep.keepMetadata) return editExif(tiff, { dropGps: !keep.keepLocation, resetOrientation: false });
  const orientation = tiffOrientation(tiff);
  return orientation > 1 && orientation <= 8 ? orientationOnlyTiff(orientation) : null;
}

function jpegSegment(marker: number, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(payload.length + 4);
  out.set([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  out.set(payload, 4);
  return out;
}

function stripJpeg(bytes: Uint8Array, keep: KeepOptions): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let end = 2;
  for (const segment of jpegSegments(bytes)) {
    const header = segment.start - 4;
    // Fill bytes or markers without length between segments are copied as they were.
    if (header > end) parts.push(bytes.subarray(end, header));
    end = segment.end;
    const payload = bytes.subarray(segment.start, segment.end);
    const whole = bytes.subarray(header, segment.end);
    if (segment.marker === 0xe1 && startsWith(payload, "Exif\0\0")) {
      const tiff = keptTiff(payload.subarray(6), keep);
      if (tiff) parts.push(jpegSegment(0xe1, concatBytes([new Uint8Array(EXIF_HEADER), tiff])));
    } else if (segment.marker === 0xe1 && startsWith(payload, "http://ns.adobe.com/")) {
      // XMP (and extended XMP) can repeat the location in forms we do not edit.
    } else if (segment.marker === 0xed && startsWith(payload, "Photoshop 3.0")) {
      // IPTC, likewise.
    } else if (segment.marker === 0xfe) {
      if (keep.keepMetadata) parts.push(whole);
    } else {
      parts.push(whole);
    }
  }
  parts.push(bytes.subarray(end));
  return concatBytes(parts);
}

function stripPng(bytes: Uint8Array, keep: KeepOptions): Uint8Array {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let end = 8;
  for (const { type, at, data } of pngChunks(bytes)) {
    end = at + 12 + data.length;
    const whole = bytes.subarray(at, end);
    if (type === "tEXt" || type === "zTXt" || type === "iTXt") {
      const location = !keep.keepLocation && pngTextMayHoldLocation(type, data);
      if (keep.keepMetadata && !startsWith(data, "XML:com.adobe.xmp") && !location) parts.push(whole);
    } else if (type === "eXIf") {
      const tiff = keptTiff(data.subarray(startsWith(data, "Exif\0\0") ? 6 : 0), keep);
      if (tiff) parts.push(pngChunk("eXIf", tiff));
    } else if (type === "tIME") {
      if (keep.keepMetadata) parts.push(whole);
    } else {
      parts.push(whole);
    }
  }
  parts.push(bytes.subarray(end));
  return concatBytes(parts);
}

function stripWebp(bytes: Uint8Array, keep: KeepOptions): Uint8Array {
  const chunks: RiffChunk[] = [];
  for (const chunk of webpChunks(bytes)) {
    if (chunk.fourcc === "XMP ") continue;
    if (chunk.fourcc === "EXIF") {
      const hasHeader = startsWith(chunk.data, "Exif\0\0");
      const tiff = keptTiff(chunk.data.subarray(hasHeader ? 6 : 0), keep);
      if (tiff) chunks.push({ fourcc: "EXIF", data: tiff });
      continue;
    }
    chunks.push(chunk);
  }
  const vp8x = chunks.find((c) => c.fourcc === "VP8X");
  if (vp8x) {
    const data = vp8x.data.slice();
    data[0] = data[0]! & ~0x0c; // EXIF 0x08 and XMP 0x04
    if (chunks.some((c) => c.fourcc === "EXIF")) data[0] |= 0x08;
    vp8x.data = data;
  }
  return webpFromChunks(chunks);
}

/** What a WebP's EXIF and XMP chunks say (camera, date, location). */
export function webpMetadata(bytes: Uint8Array): MetadataReport {
  const report: MetadataReport = { ...EMPTY_REPORT };
  for (const chunk of webpChunks(bytes)) {
    if (chunk.fourcc === "EXIF") readExif(chunk.data.subarray(startsWith(chunk.data, "Exif\0\0") ? 6 : 0), report);
    else if (chunk.fourcc === "XMP ") readXmp(new TextDecoder("latin1").decode(chunk.data), report);
    else if (chunk.fourcc === "ICCP") report.colorProfile = true;
  }
  return report;
}

function metadataOf(bytes: Uint8Array, format: string): MetadataReport {
  if (format === "jpeg") return jpegMetadata(bytes);
  if (format === "png") return pngMetadata(bytes);
  if (format === "webp") return webpMetadata(bytes);
  return EMPTY_REPORT;
}

/** Compares two reports: what `before` had that `after` lacks. */
export function lost(before: MetadataReport, after: MetadataReport): MetadataReport {
  return {
    ...(before.camera && !after.camera && { camera: before.camera }),
    ...(before.date && !after.date && { date: before.date }),
    gps: before.gps && !after.gps,
    comment: before.comment && !after.comment,
    xmp: before.xmp && !after.xmp,
    iptc: before.iptc && !after.iptc,
    colorProfile: before.colorProfile && !after.colorProfile,
  };
}

/** The file without the metadata a result must not carry, and what went. Unknown formats pass through. */
export function stripMetadataLosslessly(bytes: Uint8Array, format: string, keep: KeepOptions): Stripped {
  const strip = format === "jpeg" ? stripJpeg : format === "png" ? stripPng : format === "webp" ? stripWebp : null;
  if (!strip) return { bytes, removed: EMPTY_REPORT };
  const stripped = strip(bytes, keep);
  // Nothing to remove: the very same bytes, so "kept original" really is the original.
  if (stripped.length === bytes.length && stripped.every((value, i) => value === bytes[i])) {
    return { bytes, removed: EMPTY_REPORT };
  }
  return { bytes: stripped, removed: lost(metadataOf(bytes, format), metadataOf(stripped, format)) };
}
