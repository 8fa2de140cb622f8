/**
 * A perceptual similarity score between a source and its compressed result: SSIM on the luma of
 * both, downscaled so that the score costs a small fraction of the encode. 1 means identical;
 * above about 0.98 differences are hard to see, below about 0.90 they are obvious.
 */
import type { RgbaImage } from "../image.ts";

/** Longest side of the copies the score is computed on. */
const SCORE_SIZE = 512;
const WINDOW = 8;
const STRIDE = 4;
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;

/** Luma (BT.601) over a white background, box-downscaled by an integer factor. */
function lumaPlane(image: RgbaImage, factor: number): { width: number; height: number; luma: Float32Array } {
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const luma = new Float32Array(width * height);
  const { data } = image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        let i = ((y * factor + dy) * image.width + x * factor) * 4;
        for (let dx = 0; dx < factor; dx++, i += 4) {
          const a = data[i + 3]! / 255;
          const y601 = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
          sum += y601 * a + 255 * (1 - a);
        }
      }
      luma[y * width + x] = sum / (factor * factor);
    }
  }
  return { width, height, luma };
}

export function ssim(source: RgbaImage, result: RgbaImage): number {
  if (source.width !== result.width || source.height !== result.height) {
    throw new RangeError("SSIM needs two images of the same size");
  }
  const factor = Math.max(1, Math.floor(Math.max(source.width, source.height) / SCORE_SIZE));
  const a = lumaPlane(source, factor);
  const b = lumaPlane(result, factor);
  const { width, height } = a;
  if (width < WINDOW || height < WINDOW) return meanWindowSsim(a.luma, b.luma, 0, 0, width, width, height);
  let total = 0;
  let count = 0;
  for (let y = 0; y + WINDOW <= height; y += STRIDE) {
    for (let x = 0; x + WINDOW <= width; x += STRIDE) {
      total += meanWindowSsim(a.luma, b.luma, x, y, width, WINDOW, WINDOW);
      count++;
    }
  }
  return total / count;
}

function meanWindowSsim(
  a: Float32Array,
  b: Float32Array,
  x0: number,
  y0: number,
  stride: number,
  w: number,
  h: number,
): number {
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  for (let y = y0; y < y0 + h; y++) {
    for (let x = x0; x < x0 + w; x++) {
      const va = a[y * stride + x]!;
      const vb = b[y * stride + x]!;
      sa += va;
      sb += vb;
      saa += va * va;
      sbb += vb * vb;
      sab += va * vb;
    }
  }
  const n = w * h;
  const ma = sa / n;
  const mb = sb / n;
  const va = saa / n - ma * ma;
  const vb = sbb / n - mb * mb;
  const cov = sab / n - ma * mb;
  return ((2 * ma * mb + C1) * (2 * cov + C2)) / ((ma * ma + mb * mb + C1) * (va + vb + C2));
}
