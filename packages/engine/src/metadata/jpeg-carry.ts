/**
 * Carries metadata segments from a source JPEG into its compressed version when the user keeps
 * metadata: the EXIF block (camera, date, settings) with the orientation reset and the GPS location
 * erased unless kept too, and comments. XMP and IPTC blocks are not carried, since they can repeat
 * the location in forms we do not edit. (The colour profile is carried for every format by
 * icc-profile.ts.)
 */
import { editExif } from "./exif-edit.ts";
import { jpegSegments } from "./jpeg-segments.ts";

export interface CarryOptions {
  keepMetadata: boolean;
  keepLocation: boolean;
}

const startsWith = (bytes: Uint8Array, text: string) => String.fromCharCode(...bytes.subarray(0, text.length)) === text;

function segmentBytes(marker: number, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(payload.length + 4);
  out[0] = 0xff;
  out[1] = marker;
  out[2] = (payload.length + 2) >> 8;
  out[3] = (payload.length + 2) & 0xff;
  out.set(payload, 4);
  return out;
}

export function segmentsToCarry(source: Uint8Array, options: CarryOptions): Uint8Array[] {
  const carried: Uint8Array[] = [];
  for (const segment of jpegSegments(source)) {
    const payload = source.subarray(segment.start, segment.end);
    if (options.keepMetadata && segment.marker === 0xe1 && startsWith(payload, "Exif\0\0")) {
      const tiff = editExif(payload.subarray(6), { dropGps: !options.keepLocation });
      const exif = new Uint8Array(6 + tiff.length);
      exif.set(payload.subarray(0, 6));
      exif.set(tiff, 6);
      carried.push(segmentBytes(0xe1, exif));
    } else if (options.keepMetadata && segment.marker === 0xfe) {
      carried.push(segmentBytes(0xfe, payload));
    }
  }
  // EXIF must come first after the start of image.
  return carried.sort((a, b) => (a[1] === 0xe1 ? -1 : 0) - (b[1] === 0xe1 ? -1 : 0));
}

/** Inserts segments right after the encoder's start-of-image (and JFIF header, if any). */
export function insertSegments(jpeg: Uint8Array, segments: Uint8Array[]): Uint8Array {
  if (segments.length === 0) return jpeg;
  let at = 2;
  const first = jpegSegments(jpeg).next();
  if (!first.done && first.value.marker === 0xe0) at = first.value.end;
  const size = segments.reduce((n, s) => n + s.length, 0);
  const out = new Uint8Array(jpeg.length + size);
  out.set(jpeg.subarray(0, at));
  let offset = at;
  for (const segment of segments) {
    out.set(segment, offset);
    offset += segment.length;
  }
  out.set(jpeg.subarray(at), offset);
  return out;
}
