/**
 * Between MuPDF pixmaps (1, 3 or 4 colour components, maybe alpha, rows with a stride), rows of
 * packed samples and the engine's RGBA images, so our resampler and MozJPEG can work on what MuPDF
 * decoded.
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

/**
 * Each row of a gray or RGB pixmap as packed samples (alpha dropped), read straight out of MuPDF's
 * memory: a row is a view into the pixmap when it has no alpha and no padding, else copied into
 * one reused buffer. Nothing may call into MuPDF while the rows are read (its memory could move).
 */
export function forEachPixmapRow(pixmap: Pixmap, onRow: (row: Uint8Array) => void): void {
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  const colors = pixmap.getNumberOfComponents();
  const n = colors + pixmap.getAlpha();
  const stride = pixmap.getStride();
  const pixels = pixmap.getPixels();
  const src = new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  const rowBytes = width * colors;
  const packed = n === colors ? null : new Uint8Array(rowBytes);
  for (let y = 0; y < height; y++) {
    const start = y * stride;
    if (!packed) {
      onRow(src.subarray(start, start + rowBytes));
      continue;
    }
    for (let x = 0, s = start, d = 0; x < width; x++, s += n) {
      for (let c = 0; c < colors; c++) packed[d++] = src[s + c]!;
    }
    onRow(packed);
  }
}

/** An RGBA image filled from rows of packed gray (1) or RGB (3) samples, top to bottom. */
export class RgbaFromRows {
  readonly image: RgbaImage;
  private rows = 0;

  constructor(
    width: number,
    height: number,
    private readonly colors: 1 | 3,
  ) {
    this.image = createImage(width, height);
  }

  push(row: Uint8Array): void {
    const { width, data } = this.image;
    let d = this.rows++ * width * 4;
    for (let x = 0, s = 0; x < width; x++, d += 4, s += this.colors) {
      const r = row[s]!;
      data[d] = r;
      data[d + 1] = this.colors === 1 ? r : row[s + 1]!;
      data[d + 2] = this.colors === 1 ? r : row[s + 2]!;
      data[d + 3] = 255;
    }
  }
}
