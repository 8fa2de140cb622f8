/**
 * What a delivered file really is, read by tools that are not ours: its format from the magic
 * bytes, its metadata from exiftool, its frames and length from gifsicle (GIF), webpinfo (WebP) or
 * the APNG chunks themselves. The download-contract suite holds the page's words against these.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export type FileFormat = "jpeg" | "png" | "gif" | "webp" | "avif" | "heic" | "pdf" | "bmp";

const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("latin1");

/** The format the bytes are in, from their signature (an ISO-BMFF file by its major and compatible brands). */
export function formatOf(bytes: Uint8Array): FileFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 4) === "GIF8") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  if (ascii(bytes, 0, 2) === "BM") return "bmp";
  if (ascii(bytes, 4, 8) === "ftyp") {
    const boxEnd = Math.min(bytes.length, Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0));
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.includes("avif") || brands.includes("avis")) return "avif";
    if (brands.some((b) => ["heic", "heix", "mif1", "msf1", "heim", "heis"].includes(b))) return "heic";
  }
  return undefined;
}

/** The extensions a file in this format may carry. */
export const EXTENSIONS: Record<FileFormat, readonly string[]> = {
  jpeg: ["jpg", "jpeg"],
  png: ["png", "apng"],
  gif: ["gif"],
  webp: ["webp"],
  avif: ["avif"],
  heic: ["heic", "heif"],
  pdf: ["pdf"],
  bmp: ["bmp"],
};

/** A WebP's encoding: lossless (VP8L) or lossy (VP8, with or without an ALPH chunk). */
export function webpKind(bytes: Uint8Array): "lossless" | "lossy" | undefined {
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = ascii(bytes, at, at + 4);
    if (id === "VP8L") return "lossless";
    if (id === "VP8 ") return "lossy";
    // Inside an animation frame the bitstream chunk follows a 16-byte frame header.
    if (id === "ANMF") {
      at += 8 + 16;
      continue;
    }
    at += 8 + Buffer.from(bytes.subarray(at + 4, at + 8)).readUInt32LE(0) + (bytes[at + 4]! & 1);
  }
  return undefined;
}

/** The tags exiftool reads from each file (`-j -n`: numbers as numbers), in one run for all of them. */
export async function exifTags(paths: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  if (paths.length === 0) return new Map();
  const { stdout } = await run("exiftool", ["-j", "-n", "-G", ...paths], { maxBuffer: 32 * 1024 * 1024 });
  const rows = JSON.parse(stdout) as Record<string, unknown>[];
  return new Map(rows.map((row) => [String(row["SourceFile"]), row]));
}

/** Tags that place a picture on the map or name the camera (exiftool's names, any group). */
export function privateTags(tags: Record<string, unknown>): string[] {
  return Object.keys(tags).filter((key) => /:(GPSLatitude|GPSLongitude|GPSPosition|Make|Model)$/.test(key));
}

export interface Frames {
  count: number;
  /** Total length in milliseconds. */
  durationMs: number;
}

/** GIF frames and delays as gifsicle reads them. */
async function gifFrames(path: string): Promise<Frames> {
  const { stdout } = await run("gifsicle", ["--info", "--verbose", path]);
  const count = (stdout.match(/^ {2}\+ image #/gm) ?? []).length;
  const delays = [...stdout.matchAll(/delay (\d+(?:\.\d+)?)s/g)].map((m) => Math.round(Number(m[1]) * 1000));
  return { count, durationMs: delays.reduce((sum, d) => sum + d, 0) };
}

/** WebP frames and durations as webpinfo reads them (a still WebP is one frame). */
async function webpFrames(path: string): Promise<Frames> {
  const { stdout } = await run("webpinfo", [path]);
  const durations = [...stdout.matchAll(/^\s*Duration:\s*(\d+)/gm)].map((m) => Number(m[1]));
  return {
    count: Math.max(1, (stdout.match(/Chunk ANMF/g) ?? []).length),
    durationMs: durations.reduce((s, d) => s + d, 0),
  };
}

/** APNG frames from the acTL and fcTL chunks (a PNG without acTL is one still frame). */
function apngFrames(bytes: Uint8Array): Frames {
  const view = Buffer.from(bytes);
  let declared: number | undefined;
  let count = 0;
  let durationMs = 0;
  for (let at = 8; at + 12 <= view.length;) {
    const length = view.readUInt32BE(at);
    const type = view.toString("latin1", at + 4, at + 8);
    const data = at + 8;
    if (type === "acTL") declared = view.readUInt32BE(data);
    if (type === "fcTL") {
      count++;
      const den = view.readUInt16BE(data + 22) || 100;
      durationMs += (view.readUInt16BE(data + 20) * 1000) / den;
    }
    at = data + length + 4;
  }
  if (declared === undefined) return { count: 1, durationMs: 0 };
  if (declared !== count) throw new Error(`acTL says ${declared} frames, ${count} fcTL chunks found`);
  return { count, durationMs: Math.round(durationMs) };
}

/** Frames of a picture in a format that can move; undefined for still-only formats. */
export async function framesOf(path: string, bytes: Uint8Array): Promise<Frames | undefined> {
  switch (formatOf(bytes)) {
    case "gif":
      return gifFrames(path);
    case "webp":
      return webpFrames(path);
    case "png":
      return apngFrames(bytes);
    default:
      return undefined;
  }
}
