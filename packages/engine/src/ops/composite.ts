/**
 * Drawing one image over another ("source over"), with an overall opacity, and turning a mark by
 * any angle. Pixels are straight (not premultiplied) RGBA, as the codecs give and take them.
 */
import { createImage, type RgbaImage } from "../image.ts";
import { rotate } from "./rotate-flip.ts";
import type { Point } from "./watermark-layout.ts";

/** Draws `mark` at each point (its top-left corner) onto a copy of `image`. */
export function drawOver(image: RgbaImage, mark: RgbaImage, points: readonly Point[], opacity: number): RgbaImage {
  const out = createImage(image.width, image.height, image.data.slice());
  const dst = out.data;
  const src = mark.data;
  const alpha = Math.min(1, Math.max(0, opacity));
  for (const point of points) {
    const x0 = Math.max(0, point.x);
    const y0 = Math.max(0, point.y);
    const x1 = Math.min(image.width, point.x + mark.width);
    const y1 = Math.min(image.height, point.y + mark.height);
    for (let y = y0; y < y1; y++) {
      let s = ((y - point.y) * mark.width + (x0 - point.x)) * 4;
      let d = (y * image.width + x0) * 4;
      for (let x = x0; x < x1; x++, s += 4, d += 4) {
        const a = (src[s + 3]! / 255) * alpha;
        if (a === 0) continue;
        const below = dst[d + 3]! / 255;
        const outA = a + below * (1 - a);
        for (let c = 0; c < 3; c++) dst[d + c] = (src[s + c]! * a + dst[d + c]! * below * (1 - a)) / outA;
        dst[d + 3] = outA * 255;
      }
    }
  }
  return out;
}

/**
 * Turns an image clockwise by any angle onto a canvas just large enough, sampling bilinearly in
 * premultiplied alpha so the turned edges stay clean.
 */
export function rotateFree(image: RgbaImage, degrees: number): RgbaImage {
  const turn = ((degrees % 360) + 360) % 360;
  if (turn === 0) return image;
  // Quarter turns move whole pixels: exact and fast, with no resampling blur.
  if (turn === 90 || turn === 180 || turn === 270) return rotate(image, turn);
  const rad = (turn * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const { width: w, height: h, data } = image;
  // The epsilon keeps floating-point dust (cos 90° is 6e-17, not 0) from adding a pixel.
  const ow = Math.ceil(Math.abs(w * cos) + Math.abs(h * sin) - 1e-9);
  const oh = Math.ceil(Math.abs(w * sin) + Math.abs(h * cos) - 1e-9);
  const out = createImage(ow, oh);
  const cx = w / 2;
  const cy = h / 2;
  const ocx = ow / 2;
  const ocy = oh / 2;
  const px = (x: number, y: number, c: number) =>
    x < 0 || y < 0 || x >= w || y >= h
      ? 0
      : data[(y * w + x) * 4 + c]! * (c === 3 ? 1 : data[(y * w + x) * 4 + 3]! / 255);
  for (let y = 0; y < oh; y++) {
    for (let x = 0; x < ow; x++) {
      // Inverse map: where in the source this output pixel's centre comes from.
      const dx = x + 0.5 - ocx;
      const dy = y + 0.5 - ocy;
      const sx = dx * cos + dy * sin + cx - 0.5;
      const sy = -dx * sin + dy * cos + cy - 0.5;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < -1 || y0 < -1 || x0 >= w || y0 >= h) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const o = (y * ow + x) * 4;
      const sample = (c: number) =>
        px(x0, y0, c) * (1 - fx) * (1 - fy) +
        px(x0 + 1, y0, c) * fx * (1 - fy) +
        px(x0, y0 + 1, c) * (1 - fx) * fy +
        px(x0 + 1, y0 + 1, c) * fx * fy;
      const a = sample(3);
      if (a <= 0) continue;
      out.data[o] = (sample(0) * 255) / a;
      out.data[o + 1] = (sample(1) * 255) / a;
      out.data[o + 2] = (sample(2) * 255) / a;
      out.data[o + 3] = a;
    }
  }
  return out;
}
