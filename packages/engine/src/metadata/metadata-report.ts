/**
 * What personal or descriptive data a file carries: camera, capture date, GPS location, comments,
 * and other blocks (XMP, IPTC). Encoded results carry none of it by default, so this report of the
 * source is also the list of what compression removed: the app can say "location removed".
 */
import { jpegSegments } from "./jpeg-segments.ts";
import { pngChunks } from "./png-chunks.ts";
import { rawProfile, readPngText } from "./png-text.ts";
import { readXmp } from "./xmp-report.ts";

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
  if (make || model) report.camera = cameraName(make, model);
  const exifPointer = find(ifd0, TAG.exifIfd);
  const exif = exifPointer ? readIfd(view, view.getUint32(exifPointer.valueAt, little), little) : [];
  report.date = asciiValue(tiff, find(exif, TAG.dateOriginal)) ?? asciiValue(tiff, find(ifd0, TAG.dateTime));
  const gpsPointer = find(ifd0, TAG.gpsIfd);
  if (gpsPointer) report.gps = readIfd(view, view.getUint32(gpsPointer.valueAt, little), little).length > 0;
}

function startsWithText(bytes: Uint8Array, text: string): boolean {
  return String.fromCharCode(...bytes.subarray(0, text.length)) === text;
}

const XMP_NAMESPACE = "http://ns.adobe.com/xap/1.0/";
// The XMP properties read are ASCII names; values keep their bytes as Latin-1 (a camera name is ASCII).
const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

/** The TIFF block of an EXIF payload, past the "Exif\0\0" that JPEG (and some PNG writers) put first. */
function withoutExifHeader(bytes: Uint8Array): Uint8Array {
  return startsWithText(bytes, "Exif\0\0") ? bytes.subarray(6) : bytes;
}

export function jpegMetadata(bytes: Uint8Array): MetadataReport {
  const report: MetadataReport = { ...EMPTY_REPORT };
  for (const segment of jpegSegments(bytes)) {
    const payload = bytes.subarray(segment.start, segment.end);
    if (segment.marker === 0xfe) report.comment = true;
    else if (segment.marker === 0xe1 && startsWithText(payload, "Exif\0\0")) readExif(payload.subarray(6), report);
    else if (segment.marker === 0xe1 && startsWithText(payload, XMP_NAMESPACE)) readXmp(latin1(payload), report);
    else if (segment.marker === 0xed && startsWithText(payload, "Photoshop 3.0")) report.iptc = true;
    else if (segment.marker === 0xe2 && startsWithText(payload, "ICC_PROFILE")) report.colorProfile = true;
  }
  return report;
}

/** "Canon" and "Canon EOS 40D" make "Canon EOS 40D"; "NIKON" and "D70" make "NIKON D70". */
function cameraName(make: string | undefined, model: string | undefined): string | undefined {
  if (!make && !model) return undefined;
  return model?.startsWith(make ?? "\0") ? model : [make, model].filter(Boolean).join(" ");
}

/** Camera fields found in text chunks, named once all chunks are read. */
interface TextCamera {
  make?: string;
  model?: string;
}

/**
 * ImageMagick also copies EXIF fields into plain text chunks ("exif:Model", "exif:GPSLatitude"):
 * the camera, the date and the location, by keyword. True when the keyword was one of them.
 */
function readExifText(keyword: string, text: string, report: MetadataReport, camera: TextCamera): boolean {
  const name = keyword.toLowerCase();
  const value = text.trim() || undefined;
  if (name.startsWith("exif:gps")) report.gps ||= name !== "exif:gpsversionid";
  else if (name === "exif:make") camera.make = value;
  else if (name === "exif:model") camera.model = value;
  else if (name === "exif:datetimeoriginal" || name === "exif:datetime") report.date ??= value;
  else return false;
  return true;
}

/** A text chunk: XMP, a raw profile (EXIF, XMP, IPTC in hex), an EXIF field, or plain text (comments). */
function readPngTextChunk(type: string, data: Uint8Array, report: MetadataReport, camera: TextCamera): void {
  const text = readPngText(type, data);
  if (text?.keyword === "XML:com.adobe.xmp") return readXmp(text.text, report);
  if (text && readExifText(text.keyword, text.text, report, camera)) return;
  const profile = text && rawProfile(text);
  const bytes = profile?.bytes ?? new Uint8Array();
  if (profile?.type === "exif" || (profile?.type === "app1" && startsWithText(bytes, "Exif\0\0"))) {
    readExif(withoutExifHeader(bytes), report);
  } else if (profile?.type === "xmp" || (profile?.type === "app1" && startsWithText(bytes, XMP_NAMESPACE))) {
    readXmp(latin1(bytes), report);
  } else if (profile?.type === "iptc" || profile?.type === "8bim") {
    report.iptc = true;
  } else {
    report.comment = true;
  }
}

/**
 * Whether a text chunk must go when the location is not kept: it holds a GPS position (a raw EXIF
 * profile, an "exif:GPS..." field, XMP), or it is an XMP or IPTC block, which can repeat the
 * location in forms we do not read. (A raw profile is not edited in place; dropping it is honest.)
 */
export function pngTextMayHoldLocation(type: string, data: Uint8Array): boolean {
  const report: MetadataReport = { ...EMPTY_REPORT };
  readPngTextChunk(type, data, report, {});
  return report.gps || report.xmp || report.iptc;
}

/** Every chunk counts, text and EXIF after the image data too: all of it is removed. */
export function pngMetadata(bytes: Uint8Array): MetadataReport {
  const report: MetadataReport = { ...EMPTY_REPORT };
  const camera: TextCamera = {};
  for (const { type, data } of pngChunks(bytes)) {
    if (type === "tEXt" || type === "zTXt" || type === "iTXt") readPngTextChunk(type, data, report, camera);
    else if (type === "eXIf") readExif(withoutExifHeader(data), report);
    else if (type === "iCCP") report.colorProfile = true;
  }
  report.camera ??= cameraName(camera.make, camera.model);
  return report;
}
