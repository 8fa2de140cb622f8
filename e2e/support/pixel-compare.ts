/**
 * Pixel comparisons for the decoder test (e2e/engine-native-decode.e2e.ts), run inside the engine
 * harness page so that only their figures cross to the test, not two full-size pictures a file.
 */
import type { RgbaImage } from "../../packages/engine/src/image.ts";

/** Luma SSIM at full resolution (8x8 windows, 4 px apart): stricter than the engine's 512 px score. */
export function fullSsim(a: RgbaImage, b: RgbaImage): number {
  const luma = (img: RgbaImage, i: number) =>
    0.299 * img.data[i]! + 0.587 * img.data[i + 1]! + 0.114 * img.data[i + 2]!;
  const [c1, c2] = [(0.01 * 255) ** 2, (0.03 * 255) ** 2];
  let total = 0;
  let count = 0;
  for (let y = 0; y + 8 <= a.height; y += 4) {
    for (let x = 0; x + 8 <= a.width; x += 4) {
      let [sa, sb, saa, sbb, sab] = [0, 0, 0, 0, 0];
      for (let dy = 0; dy < 8; dy++) {
        for (let dx = 0; dx < 8; dx++) {
          const i = ((y + dy) * a.width + x + dx) * 4;
          const [p, q] = [luma(a, i), luma(b, i)];
          [sa, sb, saa, sbb, sab] = [sa + p, sb + q, saa + p * p, sbb + q * q, sab + p * q];
        }
      }
      const [ma, mb] = [sa / 64, sb / 64];
      const [va, vb, cov] = [saa / 64 - ma * ma, sbb / 64 - mb * mb, sab / 64 - ma * mb];
      total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      count++;
    }
  }
  return count ? total / count : 1;
}

/** Mean difference per channel (R, G, B), signed: a colour conversion would shift it. */
export function meanShift(a: RgbaImage, b: RgbaImage): number[] {
  const sums = [0, 0, 0];
  for (let i = 0; i < a.data.length; i += 4) for (let c = 0; c < 3; c++) sums[c]! += b.data[i + c]! - a.data[i + c]!;
  return sums.map((s) => s / (a.data.length / 4));
}
