/**
 * Tells what a file really is from its first bytes, whatever its name or declared MIME type says.
 * Tools use it to refuse a mislabelled file with a clear message before any decoder sees it, and
 * to pick the right decoder when a PNG arrives named `.jpg`.
 */

export type SniffedFormat = "jpeg" | "png" | "gif" | "webp" | "avif" | "heic" | "bmp" | "pdf";

export const FORMAT_MIME: Record<SniffedFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  heic: "image/heic",
  bmp: "image/bmp",
  pdf: "application/pdf",
};

/** Each format as sentences name it. */
export const FORMAT_LABEL: Record<SniffedFormat, string> = {
  jpeg: "JPEG",
  png: "PNG",
  gif: "GIF",
  webp: "WebP",
  avif: "AVIF",
  heic: "HEIC",
  bmp: "BMP",
  pdf: "PDF",
};

const EXTENSION_FORMAT: Record<string, SniffedFormat> = {
  jpg: "jpeg",
  jpeg: "jpeg",
  jpe: "jpeg",
  jfif: "jpeg",
  png: "png",
  apng: "png",
  gif: "gif",
  webp: "webp",
  avif: "avif",
  avifs: "avif",
  heic: "heic",
  heif: "heic",
  heics: "heic",
  hif: "heic",
  bmp: "bmp",
  dib: "bmp",
  pdf: "pdf",
};

/**
 * The format a file's name claims, for the sentence about a file whose bytes match no format: a
 * photo named `.heic` whose header is destroyed is a damaged HEIC to the person who chose it.
 */
export function claimedFormat(fileName: string): SniffedFormat | null {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? null : (EXTENSION_FORMAT[fileName.slice(dot + 1).toLowerCase()] ?? null);
}

/** How many leading bytes `sniffFormat` needs to look at. */
export const SNIFF_BYTES = 32;

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((b, i) => bytes[i] === b);
}

/** The brands an ISO-BMFF file's `ftyp` box lists, and whether the bytes given held all of them. */
function ftypBrands(bytes: Uint8Array): { brands: string[]; complete: boolean } | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return null;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  // Major brand at 8, then compatible brands from 16 onwards (minor version sits at 12).
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
  return { brands, complete: boxSize <= bytes.length };
}

const AVIF_BRANDS = ["avif", "avis"];
/** HEVC-coded HEIF: still images (heic, heix), sequences (hevc, hevx) and multi-layer ones (heim, heis). */
const HEVC_BRANDS = ["heic", "heix", "hevc", "hevx", "heim", "heis"];
/** The generic HEIF brands, which AVIF files list too. */
const GENERIC_HEIF_BRANDS = ["mif1", "msf1"];

/** AVIF and HEIC are both ISO-BMFF (HEIF) files, told apart by the brands of their `ftyp` box. */
function heifFamily(bytes: Uint8Array): "avif" | "heic" | null {
  const ftyp = ftypBrands(bytes);
  if (!ftyp) return null;
  const lists = (wanted: string[]) => ftyp.brands.some((brand) => wanted.includes(brand));
  // An AVIF lists `mif1` as well, so its own brand decides first, wherever it sits in the list.
  if (lists(AVIF_BRANDS)) return "avif";
  if (lists(HEVC_BRANDS)) return "heic";
  // A generic brand alone means HEIC only if the whole list was seen: `avif` could come after it.
  return ftyp.complete && lists(GENERIC_HEIF_BRANDS) ? "heic" : null;
}

/** DIB header sizes a BMP can start with: OS/2 core 12, INFO 40, INFO with masks 52 and 56, V4 108, V5 124. */
export const BMP_HEADER_SIZES: readonly number[] = [12, 40, 52, 56, 108, 124];

/** "BM" alone is too common a start for text; a known header size at offset 14 makes a BMP. */
function isBmp(bytes: Uint8Array): boolean {
  if (bytes.length < 18 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return false;
  const headerSize = (bytes[14]! | (bytes[15]! << 8) | (bytes[16]! << 16) | (bytes[17]! << 24)) >>> 0;
  return BMP_HEADER_SIZES.includes(headerSize);
}

/** The real format of a file from its leading bytes, or `null` when it is none the site handles. */
export function sniffFormat(bytes: Uint8Array): SniffedFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  const heif = heifFamily(bytes);
  if (heif) return heif;
  if (isBmp(bytes)) return "bmp";
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  return null;
}
