/**
 * The text chunks of a PNG (tEXt, zTXt, iTXt) read as keyword and text, compressed ones inflated,
 * and the "raw profiles" ImageMagick and exiftool keep in them: a whole EXIF, XMP or IPTC block,
 * hex-encoded under a keyword such as "Raw profile type exif". Camera details and a GPS position
 * often travel this way, so the list of what was removed must look inside.
 */
import { inflateBounded } from "./inflate-bounded.ts";

export interface PngText {
  keyword: string;
  text: string;
}

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const utf8 = (bytes: Uint8Array) => new TextDecoder("utf-8", { fatal: false }).decode(bytes);

/** Text blocks above this are not read (a raw EXIF profile is tens of KB at most). */
const MAX_TEXT_BYTES = 1024 * 1024;

/** The keyword and text of a tEXt, zTXt or iTXt chunk's payload, or null when it cannot be read. */
export function readPngText(type: string, data: Uint8Array): PngText | null {
  const nameEnd = data.indexOf(0);
  if (nameEnd < 1 || nameEnd > 79) return null;
  const keyword = latin1(data.subarray(0, nameEnd));
  if (type === "tEXt") return { keyword, text: latin1(data.subarray(nameEnd + 1)) };
  if (type === "zTXt") {
    const inflated = inflateBounded(data.subarray(nameEnd + 2), MAX_TEXT_BYTES);
    return inflated ? { keyword, text: latin1(inflated) } : null;
  }
  if (type !== "iTXt") return null;
  // Compression flag and method, then a language tag and a translated keyword, each ended by 0.
  const compressed = data[nameEnd + 1] === 1;
  const languageEnd = data.indexOf(0, nameEnd + 3);
  const translatedEnd = languageEnd < 0 ? -1 : data.indexOf(0, languageEnd + 1);
  if (translatedEnd < 0) return null;
  const body = data.subarray(translatedEnd + 1);
  const bytes = compressed ? inflateBounded(body, MAX_TEXT_BYTES) : body;
  return bytes ? { keyword, text: utf8(bytes) } : null;
}

/**
 * A raw profile's bytes: ImageMagick writes "\n<name>\n<length>\n<hex digits in lines>". Null when
 * the keyword names no raw profile or the text is not one.
 */
export function rawProfile(text: PngText): { type: string; bytes: Uint8Array } | null {
  const match = /^Raw profile type (.+)$/i.exec(text.keyword);
  if (!match) return null;
  const lines = text.text.replace(/^\s+/, "").split("\n");
  const length = Number.parseInt(lines[1] ?? "", 10);
  const hex = lines.slice(2).join("").replace(/\s+/g, "");
  if (!Number.isInteger(length) || length <= 0 || hex.length < length * 2 || !/^[0-9a-f]*$/i.test(hex)) return null;
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return { type: match[1]!.toLowerCase(), bytes };
}
