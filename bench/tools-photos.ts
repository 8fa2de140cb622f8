/**
 * The 50 photos the tools benchmark feeds the browser: 12 MP (4000x3000) JPEGs at quality 92, as a
 * phone or camera saves them, made with sharp from the corpus photos (different sources, crops,
 * zooms and mirrorings, so no two are the same bytes). Cached in test-output/bench-photos and made
 * again only when missing or when the recipe or the corpus they came from changed.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { CORPUS_DIR, USING_FULL_CORPUS } from "./corpus-files.ts";

export const PHOTO_COUNT = 50;
export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;
export const PHOTO_QUALITY = 92;
/** The site refuses files above this size. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const PHOTO_DIR = resolve(import.meta.dirname, "../test-output/bench-photos");

/** Camera and phone photos of at least 3 MP, so that few are upscaled much. */
const SOURCES_FULL = [
  "photo/libavif-dog-4032x3024-orient6-xmp-icc.jpg",
  "photo/lomiri-sunset-4272x2848.jpg",
  "photo/lomiri-seeding-5312x2988.jpg",
  "photo/ianare-canon-sx60-2048x1536-orient6.jpg",
  "photo/lomiri-Wine-2560x3837-portrait.jpg",
  "photo/ianare-iphone6-hdr-3264x2448-gps.jpg",
  "photo/linku-hato-3082x2048.jpg",
  "photo/plasma-ColorfulCups-2560x1600-gps.jpg",
  "photo/plasma-FallenLeaf-2560x1600-canon.jpg",
  "photo/plasma-Path-2560x1600-olympus.jpg",
];
/** The committed subset has only these (1800x1200, one scene under eight EXIF orientations). */
const SOURCES_SUBSET = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `photo/recurser-Landscape_${n}.jpg`);

/** Bump when the way photos are made changes, so cached ones are made again. */
const RECIPE_VERSION = 2;

/** Where in the scaled source the 4000x3000 window sits (fractions of the spare width and height). */
const OFFSETS: [number, number][] = [
  [0.5, 0.5],
  [0, 0],
  [1, 1],
  [1, 0],
  [0, 1],
  [0.25, 0.75],
  [0.75, 0.25],
];

export interface BenchPhotos {
  files: string[];
  sources: string[];
  usingFullCorpus: boolean;
  /** Sizes in bytes, smallest and largest, and the total. */
  minBytes: number;
  maxBytes: number;
  totalBytes: number;
  /** How many were made in this run (0 when all came from the cache). */
  made: number;
  /** Photos saved below quality 92 to stay under the size limit, with the quality used. */
  lowered: { file: string; quality: number }[];
}

function photoName(i: number) {
  return `photo-${String(i + 1).padStart(2, "0")}.jpg`;
}

/** Photo i: source i mod n; each later pass over the sources zooms in more, moves the window, mirrors. */
function recipeFor(i: number, sources: string[]) {
  const pass = Math.floor(i / sources.length);
  return {
    source: sources[i % sources.length]!,
    zoom: 1 + 0.15 * pass,
    offset: OFFSETS[pass % OFFSETS.length]!,
    flop: pass % 2 === 1,
  };
}

async function makePhoto(i: number, sources: string[], target: string): Promise<number> {
  const { source, zoom, offset, flop } = recipeFor(i, sources);
  // Upright first (EXIF orientation applied), then scaled so that the window, zoomed, covers it.
  const upright = await sharp(join(CORPUS_DIR, source))
    .rotate()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = upright.info;
  const scale = Math.max((PHOTO_WIDTH * zoom) / width, (PHOTO_HEIGHT * zoom) / height);
  const scaledWidth = Math.max(PHOTO_WIDTH, Math.round(width * scale));
  const scaledHeight = Math.max(PHOTO_HEIGHT, Math.round(height * scale));
  const scaled = await sharp(upright.data, { raw: { width, height, channels } })
    .resize(scaledWidth, scaledHeight, { fit: "fill" })
    .flop(flop)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const window = sharp(scaled.data, { raw: scaled.info }).extract({
    left: Math.round((scaledWidth - PHOTO_WIDTH) * offset[0]),
    top: Math.round((scaledHeight - PHOTO_HEIGHT) * offset[1]),
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
  });
  for (let quality = PHOTO_QUALITY; ; quality -= 2) {
    const bytes = await window.clone().jpeg({ quality }).toBuffer();
    if (bytes.byteLength < MAX_FILE_BYTES || quality <= 50) {
      writeFileSync(target, bytes);
      return quality;
    }
  }
}

function recipeStamp(sources: string[]) {
  return JSON.stringify({
    version: RECIPE_VERSION,
    corpus: CORPUS_DIR,
    sources,
    count: PHOTO_COUNT,
    size: [PHOTO_WIDTH, PHOTO_HEIGHT],
    quality: PHOTO_QUALITY,
  });
}

/** The benchmark photos, made first if any is missing. */
export async function benchPhotos(
  log: (line: string) => void = console.log,
  /** More than the 50 are made by the same recipe (the bulk bench uses 60); the stamp is unchanged. */
  count = PHOTO_COUNT,
): Promise<BenchPhotos> {
  const sources = USING_FULL_CORPUS ? SOURCES_FULL : SOURCES_SUBSET;
  mkdirSync(PHOTO_DIR, { recursive: true });
  const stampFile = join(PHOTO_DIR, "recipe.json");
  const stamp = recipeStamp(sources);
  const stale = !existsSync(stampFile) || readFileSync(stampFile, "utf8") !== stamp;
  const files = Array.from({ length: count }, (_, i) => join(PHOTO_DIR, photoName(i)));
  const lowered: BenchPhotos["lowered"] = [];
  let made = 0;
  for (const [i, file] of files.entries()) {
    if (!stale && existsSync(file)) continue;
    if (made === 0) log(`Making the benchmark photos in ${PHOTO_DIR} (once; about a second each)...`);
    const quality = await makePhoto(i, sources, file);
    if (quality !== PHOTO_QUALITY) lowered.push({ file: photoName(i), quality });
    made++;
  }
  writeFileSync(stampFile, stamp);

  const sizes = files.map((file) => statSync(file).size);
  const tooBig = files.filter((_, i) => sizes[i]! >= MAX_FILE_BYTES);
  if (tooBig.length) throw new Error(`Photos at or above the 10 MB limit: ${tooBig.join(", ")}`);
  const hashes = new Set(files.map((file) => createHash("sha256").update(readFileSync(file)).digest("hex")));
  if (hashes.size !== files.length) throw new Error(`Only ${hashes.size} of the ${files.length} photos differ`);
  for (const file of [files[0]!, files[files.length - 1]!]) {
    const { width, height, format } = await sharp(file).metadata();
    if (format !== "jpeg" || width !== PHOTO_WIDTH || height !== PHOTO_HEIGHT) {
      throw new Error(`${file} is ${format} ${width}x${height}, not a ${PHOTO_WIDTH}x${PHOTO_HEIGHT} JPEG`);
    }
  }
  return {
    files,
    sources,
    usingFullCorpus: USING_FULL_CORPUS,
    minBytes: Math.min(...sizes),
    maxBytes: Math.max(...sizes),
    totalBytes: sizes.reduce((a, b) => a + b, 0),
    made,
    lowered,
  };
}
