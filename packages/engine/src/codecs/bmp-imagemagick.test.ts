/**
 * BMPs written by the real ImageMagick (skipped where it is not installed), decoded by us and
 * compared pixel for pixel with sharp's decoding of the PNG they were made from.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_CORPUS } from "../test-support/corpus.ts";
import { CONVERT, magick } from "../test-support/imagemagick.ts";
import { decodeBmp } from "./bmp.ts";

let dir = "";

/** A PNG of exactly `count` colours, so that ImageMagick writes a palette of that size. */
async function fewColorsPng(name: string, count: number): Promise<string> {
  const [width, height] = [37, 23]; // odd sizes exercise row padding
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const c = i % count;
    pixels.set([c, (c * 97 + 11) & 0xff, 255 - c], i * 3);
  }
  const file = join(dir, name);
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file);
  return file;
}

/** Writes `source` as a BMP with ImageMagick: `format` BMP (V4/V5 headers), BMP3 (INFO) or BMP2 (OS/2 core). */
function convert(source: string, args: readonly string[], format: string, name: string): Uint8Array {
  const file = join(dir, name);
  magick(CONVERT!, [source, ...args, `${format}:${file}`]);
  return new Uint8Array(readFileSync(file));
}

/** Largest channel difference from sharp's decoding of the source; colours of clear pixels excepted. */
async function difference(bmp: Uint8Array, source: string): Promise<number> {
  const ours = await decodeBmp(bmp);
  const { data, info } = await sharp(source).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([ours.width, ours.height]).toEqual([info.width, info.height]);
  let worst = 0;
  for (let p = 0; p < data.length; p += 4) {
    worst = Math.max(worst, Math.abs(ours.data[p + 3]! - data[p + 3]!));
    if (data[p + 3] === 0) continue;
    for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(ours.data[p + c]! - data[p + c]!));
  }
  return worst;
}

const header = (bmp: Uint8Array) => {
  const view = new DataView(bmp.buffer, bmp.byteOffset, bmp.byteLength);
  const size = view.getUint32(14, true);
  return size === 12
    ? { size, bits: view.getUint16(24, true), compression: 0 }
    : { size, bits: view.getUint16(28, true), compression: view.getUint32(30, true) };
};

describe.runIf(CONVERT)("decodeBmp on files ImageMagick writes", () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "squish-bmp-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const photo = `${FIXTURE_CORPUS}/png/debian-desktop-base-preview-600x338.png`;
  const withAlpha = `${FIXTURE_CORPUS}/png/pillow-pil123rgba-interlaced.png`;

  it.each([
    ["24-bit BMP3", photo, [], { size: 40, bits: 24, compression: 0 }],
    ["32-bit BMP3 with alpha", withAlpha, ["-define", "bmp3:alpha=true"], { size: 40, bits: 32, compression: 0 }],
    ["8-bit BMP3", "200 colours", ["-type", "Palette", "-compress", "None"], { size: 40, bits: 8, compression: 0 }],
    ["RLE8 BMP3", "200 colours", ["-type", "Palette", "-compress", "RLE"], { size: 40, bits: 8, compression: 1 }],
    ["8-bit OS/2 core BMP2", "200 colours", ["-type", "Palette"], { size: 12, bits: 8, compression: 0 }],
  ] as const)("%s matches exactly", async (name, from, args, expected) => {
    // PngSuite's palette files carry gAMA 1.0, which ImageMagick applies: a made-up source avoids that.
    const source = from === "200 colours" ? await fewColorsPng("c200.png", 200) : from;
    const bmp = convert(source, args, expected.size === 12 ? "BMP2" : "BMP3", `${name.replace(/\W+/g, "-")}.bmp`);
    expect(header(bmp)).toEqual(expected);
    expect(await difference(bmp, source)).toBe(0);
  });

  it("32-bit V4 with alpha masks (ImageMagick's default BMP) matches exactly", async () => {
    const bmp = convert(withAlpha, [], "BMP", "v4.bmp");
    expect(header(bmp)).toEqual({ size: 108, bits: 32, compression: 3 });
    expect(await difference(bmp, withAlpha)).toBe(0);
  });

  it.each([
    [2, 1],
    [16, 4],
  ])("%i colours become a %i-bit palette and match exactly", async (colors, bits) => {
    const source = await fewColorsPng(`c${colors}.png`, colors);
    const bmp = convert(source, ["-type", "Palette", "-compress", "None"], "BMP3", `c${colors}.bmp`);
    expect(header(bmp)).toEqual({ size: 40, bits, compression: 0 });
    expect(await difference(bmp, source)).toBe(0);
  });

  it("16-bit 5-6-5 (V5 header, bit fields) is within one 5-bit step", async () => {
    const bmp = convert(photo, ["-define", "bmp:subtype=RGB565"], "BMP", "rgb565.bmp");
    expect(header(bmp)).toEqual({ size: 124, bits: 16, compression: 3 });
    expect(await difference(bmp, photo)).toBeLessThanOrEqual(8);
  });
});
