/**
 * Between MuPDF pixmaps (1, 3 or 4 colour components, maybe alpha, rows with a stride) and the
 * engine's RGBA images, so our resampler and MozJPEG can work on what MuPDF decoded.
 */
import type { Pixmap } from "mupdf";
import { createImage, type RgbaImage } from "../image.ts";

/** Gray or RGB pixmap (alpha ignored: soft masks are separate images in PDF) to RGBA. */
export function pixmapToRgba(pixmap: Pixmap): RgbaImage {
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  const n = pixmap.getNumberOfComponents() + pixmap.getAlpha();
  const colors = pixmap.getNumberOfComponents();
  const stride = pixmap.getStride();
  const src = pixmap.getPixels();
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    let s = y * stride;
    let d = y * width * 4;
    for (let x = 0; x < width; x++, s += n, d += 4) {
      const r = src[s]!;
      data[d] = r;
      data[d + 1] = colors === 1 ? r : src[s + 1]!;
      data[d + 2] = colors === 1 ? r : src[s + 2]!;
      data[d + 3] = 255;
    }
  }
  return createImage(width, height, data);
}

/** RGBA back to packed samples with 1 (gray, from the red channel) or 3 components. */
export function rgbaToSamples(image: RgbaImage, colors: 1 | 3): Uint8Array {
  const count = image.width * image.height;
  const out = new Uint8Array(count * colors);
  const { data } = image;
  for (let i = 0; i < count; i++) {
    if (colors === 1) out[i] = data[i * 4]!;
    else {
      out[i * 3] = data[i * 4]!;
      out[i * 3 + 1] = data[i * 4 + 1]!;
      out[i * 3 + 2] = data[i * 4 + 2]!;
    }
  }
  return out;
}
