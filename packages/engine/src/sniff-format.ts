/**
 * Tells what a file really is from its first bytes, whatever its name or declared MIME type says.
 * Tools use it to refuse a mislabelled file with a clear message before any decoder sees it, and
 * to pick the right decoder when a PNG arrives named `.jpg`.
 */

export type SniffedFormat = "jpeg" | "png" | "gif" | "webp" | "avif" | "pdf";

export const FORMAT_MIME: Record<SniffedFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  pdf: "application/pdf",
};

/** How many leading bytes `sniffFormat` needs to look at. */
export const SNIFF_BYTES = 32;

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

/** AVIF is an ISO-BMFF file whose `ftyp` box names `avif` or `avis` as a brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  // Major brand at 8, then compatible brands from 16 onwards (minor version sits at 12).
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  return brands.includes("avif") || brands.includes("avis");
}

/** The real format of a file from its leading bytes, or `null` when it is none the site handles. */
export function sniffFormat(bytes: Uint8Array): SniffedFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (isAvif(bytes)) return "avif";
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  return null;
}
