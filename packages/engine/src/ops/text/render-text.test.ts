import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../../image.ts";
import { loadFont } from "./font-provider.ts";
import { WATERMARK_FONTS, type FontId } from "./fonts.ts";
import { renderText, type TextStyle } from "./render-text.ts";

const RED = "#ff0000";
const plain: TextStyle = { font: "sans", sizePx: 100, color: RED };

function pixel(image: RgbaImage, x: number, y: number): [number, number, number, number] {
  const at = (y * image.width + x) * 4;
  return [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!, image.data[at + 3]!];
}

/** Columns (or rows) that hold any pixel with alpha at least `min`. */
function inkRange(image: RgbaImage, axis: "x" | "y", min = 128, rows?: [number, number]): [number, number] {
  let first = Infinity;
  let last = -Infinity;
  const [y0, y1] = rows ?? [0, image.height];
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < image.width; x++) {
      if (image.data[(y * image.width + x) * 4 + 3]! >= min) {
        const value = axis === "x" ? x : y;
        first = Math.min(first, value);
        last = Math.max(last, value);
      }
    }
  }
  return [first, last];
}

async function lineHeight(font: FontId, sizePx: number): Promise<number> {
  const { font: parsed } = await loadFont(font);
  return ((parsed.ascender - parsed.descender) * sizePx) / parsed.unitsPerEm;
}

describe("renderText", () => {
  it("is one line box tall (ascent + descent) for the size", async () => {
    const image = await renderText("Hxg", plain);
    const expected = await lineHeight("sans", 100);
    expect(expected).toBeGreaterThan(110); // Inter's line is about 1.21 em
    expect(image.height).toBeGreaterThanOrEqual(Math.floor(expected));
    expect(image.height).toBeLessThanOrEqual(Math.ceil(expected) + 1);
  });

  it("grows with the text: wider for longer text, taller for more lines", async () => {
    const short = await renderText("Squish", plain);
    const long = await renderText("Squish Squish", plain);
    const twoLines = await renderText("Squish\nSquish", plain);
    expect(long.width).toBeGreaterThan(short.width * 1.8);
    expect(twoLines.width).toBe(short.width);
    expect(twoLines.height).toBeGreaterThan(short.height * 1.9);
  });

  it("paints glyphs in the fill colour, fully opaque inside, on a transparent background", async () => {
    const image = await renderText("H", { ...plain, color: "#12ab34" });
    let opaque = 0;
    for (let p = 0; p < image.width * image.height; p++) {
      const [r, g, b, a] = pixel(image, p % image.width, Math.floor(p / image.width));
      if (a > 0) expect([r, g, b]).toEqual([0x12, 0xab, 0x34]);
      if (a === 255) opaque++;
    }
    expect(opaque).toBeGreaterThan(1000);
    expect(pixel(image, 0, 0)[3]).toBe(0);
    // The crossbar of the H, midway across.
    const [top, bottom] = inkRange(image, "y");
    const [left, right] = inkRange(image, "x");
    const stemX = left + 4;
    expect(pixel(image, stemX, Math.round((top + bottom) / 2))[3]).toBe(255);
    // Between the stems above the crossbar: background.
    expect(pixel(image, Math.round((left + right) / 2), top + 5)[3]).toBe(0);
  });

  it("leaves the hole of an O transparent", async () => {
    const image = await renderText("O", { ...plain, sizePx: 120 });
    const [top, bottom] = inkRange(image, "y");
    const [left, right] = inkRange(image, "x");
    const middleY = Math.round((top + bottom) / 2);
    expect(pixel(image, Math.round((left + right) / 2), middleY)[3]).toBe(0);
    expect(pixel(image, left + 3, middleY)[3]).toBe(255);
    expect(pixel(image, right - 3, middleY)[3]).toBe(255);
  });

  it("antialiases edges with partial alpha", async () => {
    const image = await renderText("Squish", plain);
    let partial = 0;
    for (let i = 3; i < image.data.length; i += 4) if (image.data[i]! > 0 && image.data[i]! < 255) partial++;
    expect(partial).toBeGreaterThan(200);
  });

  it("applies kerning: AV sits tighter than A and V drawn apart", async () => {
    const [a, v, av] = await Promise.all([renderText("A", plain), renderText("V", plain), renderText("AV", plain)]);
    expect(av.width).toBeLessThan(a.width + v.width - 4);
  });

  it("centres lines on the widest one", async () => {
    const image = await renderText("I\nIIIIIIII", plain);
    const half = Math.floor(image.height / 2);
    const [left, right] = inkRange(image, "x", 128, [0, half]);
    expect(Math.abs((left + right) / 2 - image.width / 2)).toBeLessThan(2);
  });

  it("draws an outline in its colour around the glyphs, under the fill", async () => {
    const style: TextStyle = { ...plain, color: RED, outline: { color: "#00ff00", widthPx: 6 } };
    const bare = await renderText("I", plain);
    const outlined = await renderText("I", style);
    // 6 px of outline (plus its antialiased pixel) on each side.
    expect(outlined.width).toBe(bare.width + 14);
    expect(outlined.height).toBe(bare.height + 14);
    const [top, bottom] = inkRange(bare, "y");
    const [left, right] = inkRange(bare, "x");
    const y = Math.round((top + bottom) / 2) + 7;
    const stemLeft = left + 7;
    const stemRight = right + 7;
    expect(pixel(outlined, Math.round((stemLeft + stemRight) / 2), y)).toEqual([255, 0, 0, 255]);
    expect(pixel(outlined, stemLeft - 3, y)).toEqual([0, 255, 0, 255]);
    expect(pixel(outlined, stemRight + 3, y)).toEqual([0, 255, 0, 255]);
    expect(pixel(outlined, stemLeft - 9, y)[3]).toBe(0);
  });

  it("puts the shadow under the text, moved down and right by the offset", async () => {
    const bare = await renderText("I", plain);
    const shadowed = await renderText("I", { ...plain, shadow: { color: "#0000ff", offsetPx: 10, blurPx: 0 } });
    expect(shadowed.width).toBe(bare.width + 10);
    expect(shadowed.height).toBe(bare.height + 10);
    const [top, bottom] = inkRange(bare, "y");
    const [left, right] = inkRange(bare, "x");
    const y = Math.round((top + bottom) / 2);
    // Right of the stem: the shadow; left of it: nothing; on the stem: the text, not the shadow.
    expect(pixel(shadowed, right + 6, y)).toEqual([0, 0, 255, 255]);
    expect(pixel(shadowed, left - 6, y)[3]).toBe(0);
    expect(pixel(shadowed, left + 2, y)).toEqual([255, 0, 0, 255]);
    // Below the glyph's foot, the shadow's foot.
    expect(pixel(shadowed, left + 12, bottom + 6)).toEqual([0, 0, 255, 255]);
  });

  it("blurs the shadow into a soft edge and grows the image to hold it", async () => {
    const sharpShadow = await renderText("I", { ...plain, shadow: { color: "#000000", offsetPx: 4, blurPx: 0 } });
    const soft = await renderText("I", { ...plain, shadow: { color: "#000000", offsetPx: 4, blurPx: 12 } });
    expect(soft.width).toBeGreaterThan(sharpShadow.width + 10);
    let partial = 0;
    for (let i = 3; i < soft.data.length; i += 4) if (soft.data[i]! > 0 && soft.data[i]! < 200) partial++;
    expect(partial).toBeGreaterThan(2000);
    expect(pixel(soft, 0, 0)[3]).toBe(0);
  });

  it.each(WATERMARK_FONTS.map((font) => font.id))("loads and draws the %s font", async (font) => {
    const image = await renderText("Watermark 2025 ©", { font, sizePx: 64, color: "#ffffff" });
    const expected = await lineHeight(font, 64);
    expect(Math.abs(image.height - expected)).toBeLessThanOrEqual(3);
    expect(image.width).toBeGreaterThan(image.height * 3);
    let ink = 0;
    for (let i = 3; i < image.data.length; i += 4) ink += image.data[i]!;
    expect(ink / 255).toBeGreaterThan(image.width * image.height * 0.1);
  });

  it("draws characters the font lacks as its .notdef glyph instead of failing", async () => {
    const withSnowman = await renderText("a☃b😀", plain);
    const without = await renderText("ab", plain);
    expect(withSnowman.width).toBeGreaterThan(without.width);
  });

  it("gives a 1 x 1 transparent image for text with nothing to draw", async () => {
    for (const text of ["", "   ", "\n\n", "\t"]) {
      const image = await renderText(text, plain);
      expect([image.width, image.height, ...image.data]).toEqual([1, 1, 0, 0, 0, 0]);
    }
  });

  it("rejects a bad style with a clear error", async () => {
    await expect(renderText("x", { ...plain, color: "red" })).rejects.toThrow(/#rrggbb/);
    await expect(renderText("x", { ...plain, font: "comic" as FontId })).rejects.toThrow(/Unknown font/);
    await expect(renderText("x", { ...plain, sizePx: 0 })).rejects.toThrow(RangeError);
    await expect(renderText("x", { ...plain, outline: { color: "#000000", widthPx: NaN } })).rejects.toThrow(
      RangeError,
    );
  });

  // Its speed (a 200 px line of 20 characters) is a figure of `npm run bench:engine -- text`.
});
