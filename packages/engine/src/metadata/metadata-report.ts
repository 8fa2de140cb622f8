/**
 * What personal or descriptive data a file carries: camera, capture date, GPS location, comments,
 * and other blocks (XMP, IPTC). Encoded results carry none of it by default, so this report of the
 * source is also the list of what compression removed: the app can say "location removed".
 */
import { jpegSegments } from "./jpeg-segments.ts";

export interface MetadataReport {
  camera?: string;
  date?: string;
  gps: boolean;
  comment: boolean;
  xmp: boolean;
  iptc: boolean;
  colorProfile: boolean;
}

export const EMPTY_REPORT: MetadataReport = {
  gps: false,
  comment: false,
  xmp: false,
  iptc: false,
  colorProfile: false,
};

/** Short labels for the UI, such as ["camera", "date", "location"]. */
export function removedLabels(report: MetadataReport): string[] {
  const labels: string[] = [];
  if (report.camera) labels.push("camera");
  if (report.date) labels.push("date");
  if (report.gps) labels.push("location");
  if (report.comment) labels.push("comments");
  if (report.xmp || report.iptc) labels.push("other metadata");
  if (report.colorProfile) labels.push("colour profile");
  return labels;
}

const TAG = { make: 0x010f, model: 0x0110, dateTime: 0x0132, exifIfd: 0x8769, gpsIfd: 0x8825, dateOriginal: 0x9003 };

interface IfdEntry {
  tag: number;
  type: number;
  count: number;
  valueAt: number;
}

function readIfd(view: DataView, offset: number, little: boolean): IfdEntry[] {
  if (offset + 2 > view.byteLength) return [];
  const count = view.getUint16(offset, little);
  const entries: IfdEntry[] = [];
  for (let i = 0; i < count; i++) {
    const at = offset + 2 + i * 12;
    if (at + 12 > view.byteLength) break;
    const type = view.getUint16(at + 2, little);
    const n = view.getUint32(at + 4, little);
    // Values over 4 bytes live elsewhere; the field then holds their offset.
    const size = type === 2 || type === 1 || type === 7 ? n : n * 4;
    entries.push({
      tag: view.getUint16(at, little),
      type,
      count: n,
      valueAt: size > 4 ? view.getUint32(at + 8, little) : at + 8,
    });
  }
  return entries;
}

function asciiValue(tiff: Uint8Array, entry: IfdEntry | undefined): string | undefined {
  if (!entry || entry.type !== 2) return undefined;
  const bytes = tiff.subarray(entry.valueAt, entry.valueAt + entry.count);
  const text = String.fromCharCode(...bytes)
    .replace(/\0+$/, "")
    .trim();
  return text || undefined;
}

/** Reads camera, date and GPS presence from a TIFF (EXIF) block. */
export function readExif(tiff: Uint8Array, report: MetadataReport): void {
  if (tiff.length < 8) return;
  const little = tiff[0] === 0x49;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const ifd0 = readIfd(view, view.getUint32(4, little), little);
  const find = (entries: IfdEntry[], tag: number) => entries.find((e) => e.tag === tag);
  const make = asciiValue(tiff, find(ifd0, TAG.make));
  const model = asciiValue(tiff, find(ifd0, TAG.model));
  if (make || model) report.camera = model?.startsWith(make ?? "\0") ? model : [make, model].filter(Boolean).join(" ");
  const exifPointer = find(ifd0, TAG.exifIfd);
  const exif = exifPointer ? readIfd(view, view.getUint32(exifPointer.valueAt, little), little) : [];
  report.date = asciiValue(tiff, find(exif, TAG.dateOriginal)) ?? asciiValue(tiff, find(ifd0, TAG.dateTime));
  const gpsPointer = find(ifd0, TAG.gpsIfd);
  if (gpsPointer) report.gps = readIfd(view, view.getUint32(gpsPointer.valueAt, little), little).length > 0;
}

function startsWithText(bytes: Uint8Array, text: string): boolean {
  return String.fromCharCode(...bytes.subarray(0, text.length)) === text;
}

export function jpegMetadata(bytes: Uint8Array): MetadataReport {
  const report: MetadataReport = { ...EMPTY_REPORT };
  for (const segment of jpegSegments(bytes)) {
    const payload = bytes.subarray(segment.start, segment.end);
    if (segment.marker === 0xfe) report.comment = true;
    else if (segment.marker === 0xe1 && startsWithText(payload, "Exif\0\0")) readExif(payload.subarray(6), report);
    else if (segment.marker === 0xe1 && startsWithText(payload, "http://ns.adobe.com/xap/1.0/")) report.xmp = true;
    else if (segment.marker === 0xed && startsWithText(payload, "Photoshop 3.0")) report.iptc = true;
    else if (segment.marker === 0xe2 && startsWithText(payload, "ICC_PROFILE")) report.colorProfile = true;
  }
  return report;
}

export function pngMetadata(bytes: Uint8Array): MetadataReport {
  const report: MetadataReport = { ...EMPTY_REPORT };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, Math.min(bytes.length, at + 8 + length));
    if (type === "tEXt" || type === "zTXt" || type === "iTXt") {
      if (startsWithText(data, "XML:com.adobe.xmp")) report.xmp = true;
      else report.comment = true;
    } else if (type === "eXIf") readExif(data, report);
    else if (type === "iCCP") report.colorProfile = true;
    else if (type === "IDAT" || type === "IEND") break;
    at += 12 + length;
  }
  return report;
}
