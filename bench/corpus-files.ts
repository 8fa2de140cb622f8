/** The files benchmarks run on: from the full corpus when present, else the committed subset. */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

const full = process.env.SQUISH_CORPUS ?? resolve(import.meta.dirname, "../../shared/corpus");
const subset = resolve(import.meta.dirname, "../fixtures/corpus");

export const CORPUS_DIR = existsSync(join(full, "MANIFEST.tsv")) ? full : subset;
export const USING_FULL_CORPUS = CORPUS_DIR === full;

const PHOTOS_FULL = [
  "photo/lomiri-sunset-4272x2848.jpg",
  "photo/linku-hato-3082x2048.jpg",
  "photo/ianare-iphone6-hdr-3264x2448-gps.jpg",
  "photo/mate-GreenMeadow-1280x1024.jpg",
  "photo/recurser-Landscape_1.jpg",
];
const PNGS_FULL = [
  "png/skimage-astronaut-512x512.png",
  "png/skimage-coffee-600x400.png",
  "png/debian-desktop-base-preview-600x338.png",
  "png/gnome-help-shell-appts-764x863.png",
  "png/kicad-pcbnew_user_interface-1389x749.png",
  "png/ocrmypdf-baiona_alpha.png",
];

export const PHOTOS = (
  USING_FULL_CORPUS ? PHOTOS_FULL : ["photo/recurser-Landscape_1.jpg", "photo/recurser-Landscape_3.jpg"]
).map((f) => join(CORPUS_DIR, f));
export const PNGS = (USING_FULL_CORPUS ? PNGS_FULL : ["png/pillow-pil123rgba-interlaced.png"]).map((f) =>
  join(CORPUS_DIR, f),
);
/** A 12 MP phone photo for the whole-pipeline figure. */
export const TWELVE_MP = join(
  CORPUS_DIR,
  USING_FULL_CORPUS ? "photo/libavif-dog-4032x3024-orient6-xmp-icc.jpg" : "photo/recurser-Landscape_1.jpg",
);
