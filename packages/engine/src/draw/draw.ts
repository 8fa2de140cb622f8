/**
 * Drawing pictures from scratch in Node, for build steps (the web build's link-preview images,
 * record 0032): flat colour, text in the engine's bundled OFL fonts through its own rasteriser,
 * and the engine's PNG writer. No canvas, browser or system font is involved, so the same inputs
 * give the same bytes on every machine. Callers install the Node loaders first (`useNodeWasm`
 * from `@squish/engine/node`), as for any other engine work in Node. Build code imports this file
 * by its path, not as a package entry: Vite's config loader leaves package imports to Node, which
 * cannot load the engine's TypeScript (apps/web/build/og/og-card.ts).
 */
import { pngCodec, type PngOptions } from "../codecs/png.ts";
import { createImage, type RgbaImage } from "../image.ts";
import { drawOver } from "../ops/composite.ts";
import { parseHexColour } from "../ops/text/composite.ts";
import { loadFont } from "../ops/text/font-provider.ts";
import type { FontId } from "../ops/text/fonts.ts";
import { layoutText } from "../ops/text/layout.ts";

export type { RgbaImage } from "../image.ts";
export type { FontId } from "../ops/text/fonts.ts";
export type { PngOptions } from "../codecs/png.ts";
export { renderText, type TextStyle } from "../ops/text/render-text.ts";

/** A picture of one opaque colour (#rrggbb). */
export function filledImage(width: number, height: number, colour: string): RgbaImage {
  const image = createImage(width, height);
  fillRect(image, { x: 0, y: 0, width, height }, colour);
  return image;
}

/** Paints an opaque rectangle (#rrggbb) into the image, clipped to its edges. */
export function fillRect(
  image: RgbaImage,
  rect: { x: number; y: number; width: number; height: number },
  colour: string,
): void {
  const { r, g, b } = parseHexColour(colour);
  const x0 = Math.max(0, Math.round(rect.x));
  const x1 = Math.min(image.width, Math.round(rect.x + rect.width));
  for (let y = Math.max(0, Math.round(rect.y)); y < Math.min(image.height, Math.round(rect.y + rect.height)); y++) {
    for (let x = x0; x < x1; x++) image.data.set([r, g, b, 255], (y * image.width + x) * 4);
  }
}

/** How wide a line of text is at a size, in pixels (its advance, kerning included). */
export async function measureText(text: string, font: FontId, sizePx: number): Promise<number> {
  return layoutText(await loadFont(font), text, sizePx).width;
}

/** Draws `mark` with its top-left corner at (x, y), "source over", returning a new picture. */
export function drawAt(image: RgbaImage, mark: RgbaImage, x: number, y: number): RgbaImage {
  return drawOver(image, mark, [{ x: Math.round(x), y: Math.round(y) }], 1);
}

/** Reads a PNG back into pixels (for checking what a build step wrote). */
export function decodePng(bytes: Uint8Array): Promise<RgbaImage> {
  return pngCodec.decode(bytes);
}

/** Writes the picture as PNG with the engine's OxiPNG (and libimagequant when `quantize` is given). */
export function encodePng(image: RgbaImage, options: Partial<PngOptions> = {}): Promise<Uint8Array> {
  return pngCodec.encode(image, options);
}
