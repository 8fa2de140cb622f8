import { describe, expect, it } from "vitest";
import { blurReach, boxRadii, gaussianBlur } from "./blur.ts";

describe("gaussianBlur", () => {
  it("spreads a point like a Gaussian of the sigma, keeping its total", () => {
    const size = 101;
    const mask = new Float32Array(size * size);
    const centre = 50;
    mask[centre * size + centre] = 1;
    const sigma = 6;
    gaussianBlur(mask, size, size, sigma);
    let total = 0;
    let variance = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        total += mask[y * size + x]!;
        variance += mask[y * size + x]! * (x - centre) ** 2;
      }
    }
    expect(total).toBeCloseTo(1, 4);
    expect(Math.sqrt(variance / total)).toBeCloseTo(sigma, 0);
    // Nothing beyond the reach the renderer leaves room for.
    const reach = blurReach(sigma);
    expect(mask[centre * size + centre + reach + 1]).toBe(0);
    expect(mask[centre * size + centre + reach]).toBeGreaterThan(0);
  });

  it("does nothing for sigma 0", () => {
    expect(boxRadii(0)).toEqual([]);
    const mask = Float32Array.of(0, 1, 0);
    expect([...gaussianBlur(mask, 3, 1, 0)]).toEqual([0, 1, 0]);
  });
});
