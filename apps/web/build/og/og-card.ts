/**
 * One link-preview picture (record 0032): the Squish name, the page's title and a line about it
 * on the brand's indigo, with a footer line, at 1200 × 630. Drawn with the engine's own text
 * rasteriser and bundled Inter (OFL), and written as a palette PNG, so every machine makes the
 * same bytes and a preview stays legible when shrunk to a thumbnail: large type, few words, high
 * contrast (white and indigo-50 on indigo-700 are 7.9:1 and 7.1:1).
 */
// Relative paths, not "@squish/engine/...": Vite bundles the config's relative imports but leaves
// package imports to Node, which cannot load the engine's TypeScript sources.
import {
  drawAt,
  encodePng,
  filledImage,
  fillRect,
  measureText,
  renderText,
  type RgbaImage,
  type TextStyle,
} from "../../../../packages/engine/src/draw/draw.ts";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from "../../../../packages/shared/src/og-image.ts";
import { wrapText } from "./wrap-text.ts";

export interface OgCard {
  /** Where it goes in the build, e.g. og/jpeg-compress.png. */
  file: string;
  title: string;
  description: string;
  /** The small line at the bottom: what kind of page this is. */
  footer: string;
}

// The light theme's tokens in src/styles.css: --primary, --primary-foreground, --accent and
// --accent-foreground.
const BACKGROUND = "#4338ca";
const TEXT = "#ffffff";
const SOFT_TEXT = "#eef2ff";
const BAND = "#312e81";

const MARGIN = 80;
const TEXT_WIDTH = OG_IMAGE_WIDTH - 2 * MARGIN;
const BAND_HEIGHT = 96;

/** Inter ships in one weight; a stroke of the text's own colour makes the heavy lines. */
const heavy = (sizePx: number, color: string): TextStyle => ({
  font: "sans",
  sizePx,
  color,
  outline: { color, widthPx: Math.max(1, Math.round(sizePx * 0.025)) },
});
const regular = (sizePx: number, color: string): TextStyle => ({ font: "sans", sizePx, color });

/** Draws lines from a top edge, each `lineHeight` apart; returns the picture and the bottom edge. */
async function drawLines(
  image: RgbaImage,
  lines: readonly string[],
  style: TextStyle,
  top: number,
  lineHeight: number,
): Promise<{ image: RgbaImage; bottom: number }> {
  // renderText grows its box by the stroke (width + 1 px) on every side: place the glyphs, not the box.
  const grow = style.outline && style.outline.widthPx > 0 ? style.outline.widthPx + 1 : 0;
  let picture = image;
  for (const [index, line] of lines.entries()) {
    const text = await renderText(line, style);
    picture = drawAt(picture, text, MARGIN - grow, top + index * lineHeight - grow);
  }
  return { image: picture, bottom: top + lines.length * lineHeight };
}

export async function drawOgCard(card: OgCard): Promise<RgbaImage> {
  let image = filledImage(OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT, BACKGROUND);
  fillRect(image, { x: 0, y: OG_IMAGE_HEIGHT - BAND_HEIGHT, width: OG_IMAGE_WIDTH, height: BAND_HEIGHT }, BAND);

  image = (await drawLines(image, ["Squish"], heavy(44, TEXT), 56, 56)).image;

  // A short title (a tool's name) fills the width at a larger size; a long one wraps to two lines.
  const large = (await measureText(card.title, "sans", 88)) <= TEXT_WIDTH;
  const titleStyle = heavy(large ? 88 : 64, TEXT);
  const titleLines = large
    ? [card.title]
    : await wrapText(card.title, TEXT_WIDTH, 2, (t) => measureText(t, "sans", titleStyle.sizePx));
  const title = await drawLines(image, titleLines, titleStyle, 150, large ? 104 : 80);

  const descriptionStyle = regular(32, SOFT_TEXT);
  const descriptionLines = await wrapText(card.description, TEXT_WIDTH, titleLines.length > 1 ? 2 : 3, (t) =>
    measureText(t, "sans", descriptionStyle.sizePx),
  );
  image = (await drawLines(title.image, descriptionLines, descriptionStyle, title.bottom + 24, 44)).image;

  const footerStyle = regular(28, SOFT_TEXT);
  const footerTop = OG_IMAGE_HEIGHT - BAND_HEIGHT + (BAND_HEIGHT - 34) / 2;
  return (await drawLines(image, [card.footer], footerStyle, footerTop, 34)).image;
}

/**
 * The card as a PNG. A palette is plenty for flat colours and antialiased text, and keeps each
 * file near 30 KB rather than the 100 KB or more of full colour.
 */
export async function ogCardPng(card: OgCard): Promise<Uint8Array> {
  return encodePng(await drawOgCard(card), {
    level: 1,
    quantize: { colors: 64, dithering: 0, speed: 10, targetQuality: 90 },
  });
}
