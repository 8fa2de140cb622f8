/**
 * Watermark text as pixels, with no canvas: the same code draws in a browser worker and in Node.
 * Glyph outlines are filled with antialiasing (rasterize.ts), optionally grown by an outline
 * (stroke.ts) and given a blurred, offset shadow (blur.ts), then coloured into RGBA.
 */
import { EngineError } from "../../errors.ts";
import { createImage, type RgbaImage } from "../../image.ts";
import { blurReach, gaussianBlur } from "./blur.ts";
import { composite, parseHexColour, type Layer } from "./composite.ts";
import { loadFont } from "./font-provider.ts";
import { isFontId, type FontId } from "./fonts.ts";
import { layoutText } from "./layout.ts";
import { rasterize } from "./rasterize.ts";
import { strokeBand } from "./stroke.ts";

export interface TextStyle {
  font: FontId;
  /** Font size in pixels (the em, as CSS font-size); a line is about 1.2 × this tall. */
  sizePx: number;
  /** Fill colour, #rrggbb. */
  color: string;
  /** A stroke of this width around the glyphs, drawn under the fill. */
  outline?: { color: string; widthPx: number };
  /**
   * A shadow under everything: moved offsetPx right and down (negative: left and up) and
   * blurred as CSS text-shadow's blur radius (a Gaussian of sigma blurPx / 2).
   */
  shadow?: { color: string; offsetPx: number; blurPx: number };
}

/** Largest font size accepted: a fifth of the short side of a 20 000 px wide picture. */
export const MAX_TEXT_SIZE_PX = 4000;
/**
 * Largest image renderText makes. Drawing takes about 16 bytes a pixel at its peak (three float
 * masks and the RGBA), so this keeps a worker under about 400 MB.
 */
const MAX_PIXELS = 24_000_000;

function check(valid: boolean, message: string): void {
  if (!valid) throw new RangeError(message);
}

function checkStyle(style: TextStyle): void {
  check(isFontId(style.font), `Unknown font "${style.font}".`);
  check(
    Number.isFinite(style.sizePx) && style.sizePx > 0 && style.sizePx <= MAX_TEXT_SIZE_PX,
    `Text size must be above 0 and at most ${MAX_TEXT_SIZE_PX} px.`,
  );
  if (style.outline) {
    const { widthPx } = style.outline;
    check(
      Number.isFinite(widthPx) && widthPx >= 0 && widthPx <= style.sizePx,
      "Outline width must be 0 to the text size.",
    );
  }
  if (style.shadow) {
    const { offsetPx, blurPx } = style.shadow;
    check(
      Number.isFinite(offsetPx) && Math.abs(offsetPx) <= style.sizePx,
      "Shadow offset must be within the text size.",
    );
    check(Number.isFinite(blurPx) && blurPx >= 0 && blurPx <= style.sizePx, "Shadow blur must be 0 to the text size.");
  }
}

/**
 * Renders text as a tight, un-premultiplied RGBA image: the line boxes (font ascent to descent,
 * each line centred on the widest), grown to any ink outside them and by the outline and shadow.
 * Lines split on line breaks; kerning applied; characters the font lacks draw as its .notdef box.
 *
 * Text with nothing to draw (empty, or only spaces and line breaks) gives a 1 × 1 transparent
 * image, so a caller can composite the result without a special case. A bad style (unknown
 * font, colour not #rrggbb, sizes out of range) throws a RangeError; text too long to draw at its
 * size (over 24 million pixels) throws EngineError "too-many-pixels".
 */
export async function renderText(text: string, style: TextStyle): Promise<RgbaImage> {
  checkStyle(style);
  const fill = parseHexColour(style.color);
  const outlineColour = style.outline ? parseHexColour(style.outline.color) : null;
  const shadowColour = style.shadow ? parseHexColour(style.shadow.color) : null;

  const layout = layoutText(await loadFont(style.font), text, style.sizePx);
  const { segments } = layout;
  if (segments.isEmpty) return createImage(1, 1);

  // The text's box: line boxes plus any ink outside them (a j's tail, an accent on a capital).
  let left = Math.min(0, segments.minX);
  let top = Math.min(0, segments.minY);
  let right = Math.max(layout.width, segments.maxX);
  let bottom = Math.max(layout.height, segments.maxY);
  // The outline reaches widthPx + 0.5 (its antialiased edge) beyond the glyphs.
  const outlineRadius = style.outline?.widthPx ?? 0;
  const grow = outlineRadius > 0 ? outlineRadius + 1 : 0;
  left -= grow;
  top -= grow;
  right += grow;
  bottom += grow;
  // The shadow is that shape moved by the offset and spread by the blur.
  const shadowOffset = style.shadow ? Math.round(style.shadow.offsetPx) : 0;
  const shadowSigma = style.shadow ? style.shadow.blurPx / 2 : 0;
  if (shadowColour) {
    const reach = blurReach(shadowSigma);
    left = Math.min(left, left + shadowOffset - reach);
    top = Math.min(top, top + shadowOffset - reach);
    right = Math.max(right, right + shadowOffset + reach);
    bottom = Math.max(bottom, bottom + shadowOffset + reach);
  }
  left = Math.floor(left);
  top = Math.floor(top);
  const width = Math.ceil(right) - left;
  const height = Math.ceil(bottom) - top;
  if (width * height > MAX_PIXELS) {
    // A setting (text and size) caused this, not the file: "invalid-job" lets the person retry.
    throw new EngineError(
      "invalid-job",
      "This watermark text is too long to draw at this size: make it shorter or smaller.",
    );
  }

  const fillMask = rasterize(segments, width, height, -left, -top);
  const layers: Layer[] = [{ colour: fill, mask: fillMask }];
  let silhouette = fillMask;
  if (outlineColour && outlineRadius > 0) {
    const band = strokeBand(segments, width, height, -left, -top, outlineRadius);
    for (let p = 0; p < band.length; p++) band[p] = Math.max(band[p]!, fillMask[p]!);
    layers.unshift({ colour: outlineColour, mask: band });
    silhouette = band;
  }
  if (shadowColour) {
    const shadow = shifted(silhouette, width, height, shadowOffset);
    layers.unshift({ colour: shadowColour, mask: gaussianBlur(shadow, width, height, shadowSigma) });
  }
  return composite(width, height, layers);
}

/** A copy of the mask moved `offset` pixels right and down (the canvas has room for it). */
function shifted(mask: Float32Array, width: number, height: number, offset: number): Float32Array {
  const out = new Float32Array(mask.length);
  for (let y = Math.max(0, -offset); y < Math.min(height, height - offset); y++) {
    const from = y * width + Math.max(0, -offset);
    const length = width - Math.abs(offset);
    out.set(mask.subarray(from, from + length), (y + offset) * width + Math.max(0, offset));
  }
  return out;
}
