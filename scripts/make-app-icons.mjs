/**
 * Makes the installed app's PNG icons from apps/web/public/favicon.svg (record 0023). Run once when
 * the logo changes (`node scripts/make-app-icons.mjs`); the small PNGs are committed.
 * Maskable icons keep the mark inside the central 80 % safe zone on the theme's indigo.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const publicDir = join(import.meta.dirname, "../apps/web/public");
const outDir = join(publicDir, "icons");
const svg = readFileSync(join(publicDir, "favicon.svg"));
mkdirSync(outDir, { recursive: true });

const png = (image) => image.png({ compressionLevel: 9, palette: true, quality: 90 });

async function plain(size, file) {
  await png(sharp(svg, { density: (72 * size) / 32 }).resize(size, size)).toFile(join(outDir, file));
}

/** Full bleed indigo with the white mark, whose letter spans the middle half (inside the 80 % safe zone). */
async function maskable(size, file, background = "#4f46e5") {
  const mark = Buffer.from(svg.toString("utf8").replace(/<rect[^>]*\/>/, ""));
  const inner = size;
  const glyph = await sharp(mark, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await png(
    sharp({ create: { width: size, height: size, channels: 4, background } }).composite([
      { input: glyph, gravity: "centre" },
    ]),
  ).toFile(join(outDir, file));
}

await plain(192, "icon-192.png");
await plain(512, "icon-512.png");
await maskable(192, "maskable-192.png");
await maskable(512, "maskable-512.png");
// iOS draws its own rounded corners and ignores transparency: a full square.
await maskable(180, "apple-touch-icon.png");
console.log(`Icons written to ${outDir}`);
