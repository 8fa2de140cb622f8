import { describe, expect, it } from "vitest";
import { createImage } from "../image.ts";
import { rotateFree } from "./composite.ts";

describe("rotateFree", () => {
  it("turns by quarter turns exactly, with no half-transparent edge and no extra pixel", () => {
    const block = createImage(10, 4);
    block.data.fill(255);
    for (const degrees of [90, 180, 270, -90]) {
      const turned = rotateFree(block, degrees);
      const quarter = Math.abs(degrees) % 180 === 90;
      expect([degrees, turned.width, turned.height]).toEqual([degrees, quarter ? 4 : 10, quarter ? 10 : 4]);
      expect(turned.data.every((v) => v === 255)).toBe(true);
    }
  });

  it("turns by any angle onto a canvas just large enough", () => {
    const block = createImage(100, 20);
    block.data.fill(255);
    const turned = rotateFree(block, 45);
    expect(turned.width).toBe(Math.ceil((120 * Math.SQRT2) / 2 - 1e-9));
    expect(turned.data.some((v, i) => i % 4 === 3 && v === 255)).toBe(true);
  });
});
