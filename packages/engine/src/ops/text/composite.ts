/**
 * Turns coverage masks into an un-premultiplied RGBA image: each layer is one flat colour whose
 * alpha is the mask, stacked bottom to top with the usual "over" rule (in sRGB values, as a
 * browser canvas does).
 */
import { createImage, type RgbaImage } from "../../image.ts";

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** "#rrggbb" (either case) to 0–255 channels; anything else is a caller's mistake. */
export function parseHexColour(colour: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!match) throw new RangeError(`Colours are written #rrggbb; got "${colour}".`);
  return { r: parseInt(match[1]!, 16), g: parseInt(match[2]!, 16), b: parseInt(match[3]!, 16) };
}

export interface Layer {
  colour: Rgb;
  /** Alpha 0–1 per pixel, same size as the image. */
  mask: Float32Array;
}

/** Composites layers (first is bottom) into a new width × height image. */
export function composite(width: number, height: number, layers: readonly Layer[]): RgbaImage {
  const image = createImage(width, height);
  const out = image.data;
  for (let p = 0; p < width * height; p++) {
    let alpha = 0;
    let r = 0;
    let g = 0;
    let b = 0;
    for (const { colour, mask } of layers) {
      const top = mask[p]!;
      if (top <= 0) continue;
      // Over, with straight colour: the lower colour shows through in proportion (1 − top).
      const below = alpha * (1 - top);
      const total = top + below;
      r = (colour.r * top + r * below) / total;
      g = (colour.g * top + g * below) / total;
      b = (colour.b * top + b * below) / total;
      alpha = total;
    }
    if (alpha <= 0) continue;
    const at = p * 4;
    out[at] = r;
    out[at + 1] = g;
    out[at + 2] = b;
    out[at + 3] = alpha * 255;
  }
  return image;
}
