/** Paints transparent areas onto a background colour: JPEG has no transparency to keep. */
import { createImage, hasTransparency, type RgbaImage } from "../image.ts";
import { parseHexColor } from "./color.ts";

export function flatten(image: RgbaImage, background = "#ffffff"): RgbaImage {
  if (!hasTransparency(image)) return image;
  const { r, g, b } = parseHexColor(background);
  const out = createImage(image.width, image.height);
  const src = image.data;
  const dst = out.data;
  for (let i = 0; i < src.length; i += 4) {
    const a = src[i + 3]! / 255;
    dst[i] = src[i]! * a + r * (1 - a);
    dst[i + 1] = src[i + 1]! * a + g * (1 - a);
    dst[i + 2] = src[i + 2]! * a + b * (1 - a);
    dst[i + 3] = 255;
  }
  return out;
}
