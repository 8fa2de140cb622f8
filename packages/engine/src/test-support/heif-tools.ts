/**
 * libheif's own command-line tools (Debian's `libheif-examples`): `heif-convert` is the reference
 * decoder HEIC tests compare against, `heif-enc` makes files the corpus lacks. Tests that need
 * them skip cleanly where they are not installed (`apt-get install libheif-examples`).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import sharp from "sharp";
import type { RgbaImage } from "../image.ts";

const tool = (name: string) => (existsSync(`/usr/bin/${name}`) ? `/usr/bin/${name}` : null);

export const HEIF_CONVERT = tool("heif-convert");
export const HEIF_INFO = tool("heif-info");
export const HEIF_ENC = tool("heif-enc");

const run = (path: string, args: string[]) =>
  execFileSync(path, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });

export async function readRgba(file: string): Promise<RgbaImage> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
}

/**
 * The file's primary image as libheif's own tools decode it. `heif-convert` writes every top-level
 * image (`name-1.png`, `name-2.png`... when there are several), in the order `heif-info` lists them.
 */
export async function heifConvertPrimary(file: string): Promise<RgbaImage> {
  if (!HEIF_CONVERT || !HEIF_INFO) throw new Error("heif-convert is not installed");
  const images = run(HEIF_INFO, [file])
    .split("\n")
    .filter((line) => /^image: \d+x\d+/.test(line));
  const primary = images.findIndex((line) => line.includes("primary"));
  const dir = mkdtempSync(join(tmpdir(), "squish-heif-"));
  try {
    run(HEIF_CONVERT, [file, join(dir, `${basename(file)}.png`)]);
    const outputs = readdirSync(dir).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
    const output = outputs.length === 1 ? outputs[0] : outputs[primary];
    if (!output) throw new Error(`heif-convert wrote no image for the primary item of ${file}`);
    return await readRgba(join(dir, output));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Encodes a PNG file to HEIC with `heif-enc` (x265), with its extra options. */
export function heifEnc(png: string, heic: string, options: string[] = []): void {
  if (!HEIF_ENC) throw new Error("heif-enc is not installed");
  run(HEIF_ENC, [...options, "-o", heic, png]);
}
