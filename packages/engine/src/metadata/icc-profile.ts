/**
 * The embedded colour profile (ICC) of every format we read, and its embedding into every format we
 * write but AVIF. The pixel encoders write no profile, so without this a wide-gamut photo (a
 * Display P3 phone picture, an Adobe RGB camera file) would be read as sRGB and lose saturation.
 * A profile that cannot be read is ignored: it never fails the image.
 */
import { avifWithProfile } from "./avif-icc.ts";
import { zlibSync } from "fflate";
import { inflateBounded } from "./inflate-bounded.ts";
import { jpegSegments } from "./jpeg-segments.ts";
import { concatBytes, insertAfterHeader, pngChunk, pngChunks } from "./png-chunks.ts";
import { webpChunks, webpFromChunks, type RiffChunk } from "./riff-chunks.ts";
import { insertSegments } from "./jpeg-carry.ts";

/** Real profiles are a few hundred bytes to a few hundred KB; anything past this is refused. */
const MAX_PROFILE_BYTES = 4 * 1024 * 1024;
const ICC_MARKER = "ICC_PROFILE\0";

const text = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

function jpegProfile(bytes: Uint8Array): Uint8Array | null {
  // Profiles over 64 KB are split over several APP2 segments, each numbered.
  const pieces: { order: number; data: Uint8Array }[] = [];
  for (const segment of jpegSegments(bytes)) {
    if (segment.marker !== 0xe2 || text(bytes, segment.start, 12) !== ICC_MARKER) continue;
    pieces.push({ order: bytes[segment.start + 12]!, data: bytes.subarray(segment.start + 14, segment.end) });
  }
  if (pieces.length === 0) return null;
  return concatBytes(pieces.sort((a, b) => a.order - b.order).map((p) => p.data));
}

function pngProfile(bytes: Uint8Array): Uint8Array | null {
  for (const chunk of pngChunks(bytes)) {
    if (chunk.type === "IDAT") return null;
    if (chunk.type !== "iCCP") continue;
    const nameEnd = chunk.data.indexOf(0);
    if (nameEnd < 1 || nameEnd > 79 || chunk.data[nameEnd + 1] !== 0) return null;
    return inflateBounded(chunk.data.subarray(nameEnd + 2));
  }
  return null;
}

function webpProfile(bytes: Uint8Array): Uint8Array | null {
  for (const chunk of webpChunks(bytes)) if (chunk.fourcc === "ICCP") return chunk.data;
  return null;
}

const AVIF_CONTAINERS = new Set(["meta", "iprp", "ipco"]);

/** AVIF keeps the profile in a `colr` item property of type `prof` (or `rICC`), inside meta/iprp/ipco. */
function avifProfile(bytes: Uint8Array, start = 0, end = bytes.length): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = start; at + 8 <= end;) {
    const size = view.getUint32(at);
    const type = text(bytes, at + 4, 4);
    if (size < 8 || at + size > end) return null;
    if (type === "colr" && size > 12 && ["prof", "rICC"].includes(text(bytes, at + 8, 4))) {
      return bytes.subarray(at + 12, at + size);
    }
    if (AVIF_CONTAINERS.has(type)) {
      const found = avifProfile(bytes, at + (type === "meta" ? 12 : 8), at + size);
      if (found) return found;
    }
    at += size;
  }
  return null;
}

/** The profile embedded in an image file, or null when it has none (or an unreadable one). */
export function readIccProfile(bytes: Uint8Array, format: string): Uint8Array | null {
  const readers: Record<string, (b: Uint8Array) => Uint8Array | null> = {
    jpeg: jpegProfile,
    png: pngProfile,
    webp: webpProfile,
    avif: avifProfile,
    // HEIC is the same container: iPhone photos carry Display P3 there, and keeping it keeps their colours.
    heic: avifProfile,
  };
  try {
    const profile = readers[format]?.(bytes) ?? null;
    return profile && profile.length >= 128 && profile.length <= MAX_PROFILE_BYTES ? profile : null;
  } catch {
    return null;
  }
}

/** Formats whose files we can give a profile. AVIF would need its item locations rewritten. */
export const PROFILE_OUTPUTS = new Set(["jpeg", "png", "webp"]);

function jpegWithProfile(jpeg: Uint8Array, profile: Uint8Array): Uint8Array {
  const room = 65535 - 2 - 14;
  const count = Math.ceil(profile.length / room);
  const segments: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const piece = profile.subarray(i * room, (i + 1) * room);
    const segment = new Uint8Array(4 + 14 + piece.length);
    segment.set([0xff, 0xe2, (segment.length - 2) >> 8, (segment.length - 2) & 0xff]);
    for (let c = 0; c < 12; c++) segment[4 + c] = ICC_MARKER.charCodeAt(c);
    segment[16] = i + 1;
    segment[17] = count;
    segment.set(piece, 18);
    segments.push(segment);
  }
  return insertSegments(jpeg, segments);
}

function pngWithProfile(png: Uint8Array, profile: Uint8Array): Uint8Array {
  const name = "ICC Profile";
  const compressed = zlibSync(profile, { level: 9 });
  const data = new Uint8Array(name.length + 2 + compressed.length);
  for (let i = 0; i < name.length; i++) data[i] = name.charCodeAt(i);
  data.set(compressed, name.length + 2); // the name's terminator and method 0 are the zeros between
  // A file may carry an sRGB chunk or a profile, never both.
  return insertAfterHeader(png, pngChunk("iCCP", data), ["iCCP", "sRGB"]);
}

const VP8X_ICC = 0x20;
const VP8X_ALPHA = 0x10;

function uint24(value: number): number[] {
  return [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff];
}

/** A simple WebP (one VP8 or VP8L chunk) becomes an extended one, which alone may hold a profile. */
function webpWithProfile(webp: Uint8Array, profile: Uint8Array, width: number, height: number): Uint8Array {
  const chunks = [...webpChunks(webp)].filter((c) => c.fourcc !== "ICCP");
  const first = chunks[0];
  if (!first) return webp;
  const icc: RiffChunk = { fourcc: "ICCP", data: profile };
  if (first.fourcc === "VP8X") {
    const header = first.data.slice();
    header[0] = header[0]! | VP8X_ICC;
    return webpFromChunks([{ fourcc: "VP8X", data: header }, icc, ...chunks.slice(1)]);
  }
  // VP8L says in bit 28 of its header whether alpha is used; lossy VP8 here never carries alpha.
  const lossless = first.fourcc === "VP8L" && first.data.length >= 5;
  const alpha = lossless && (first.data[4]! & 0x10) !== 0;
  const header = new Uint8Array(10);
  header[0] = VP8X_ICC | (alpha ? VP8X_ALPHA : 0);
  header.set([...uint24(width - 1), ...uint24(height - 1)], 4);
  return webpFromChunks([{ fourcc: "VP8X", data: header }, icc, ...chunks]);
}

/** The encoded file with `profile` embedded; unchanged for formats that cannot hold one here. */
export function embedIccProfile(
  bytes: Uint8Array,
  format: string,
  profile: Uint8Array,
  size: { width: number; height: number },
): Uint8Array {
  if (format === "jpeg") return jpegWithProfile(bytes, profile);
  if (format === "png") return pngWithProfile(bytes, profile);
  if (format === "webp") return webpWithProfile(bytes, profile, size.width, size.height);
  if (format === "avif") return avifWithProfile(bytes, profile);
  return bytes;
}
