import { describe, expect, it } from "vitest";
import { jpegCodec } from "../codecs/jpeg.ts";
import { ssim } from "../quality/ssim.ts";
import { fixture } from "../test-support/fixtures.ts";
import { createImage } from "../image.ts";
import { applyOrientation } from "./orient.ts";

describe("applyOrientation", () => {
  // A 3x2 image whose pixels are numbered 0..5, row by row.
  const numbered = () => {
    const image = createImage(3, 2);
    for (let i = 0; i < 6; i++) image.data[i * 4] = i;
    return image;
  };
  const values = (o: number) => {
    const out = applyOrientation(numbered(), o);
    return { size: `${out.width}x${out.height}`, red: [...out.data.filter((_, i) => i % 4 === 0)] };
  };

  it.each([
    [1, "3x2", [0, 1, 2, 3, 4, 5]],
    [2, "3x2", [2, 1, 0, 5, 4, 3]],
    [3, "3x2", [5, 4, 3, 2, 1, 0]],
    [4, "3x2", [3, 4, 5, 0, 1, 2]],
    [5, "2x3", [0, 3, 1, 4, 2, 5]],
    [6, "2x3", [3, 0, 4, 1, 5, 2]],
    [7, "2x3", [5, 2, 4, 1, 3, 0]],
    [8, "2x3", [2, 5, 1, 4, 0, 3]],
  ])("orientation %i gives %s %j", (orientation, size, red) => {
    expect(values(orientation)).toEqual({ size, red });
  });
});

describe("JPEGs with orientations 1 to 8 come out upright", () => {
  it("every orientation of the same photo decodes to the same upright picture", async () => {
    const upright = await jpegCodec.decode(fixture("photo/recurser-Landscape_1.jpg"));
    expect([upright.width, upright.height]).toEqual([1800, 1200]);
    for (let n = 2; n <= 8; n++) {
      const image = await jpegCodec.decode(fixture(`photo/recurser-Landscape_${n}.jpg`));
      expect([n, image.width, image.height]).toEqual([n, 1800, 1200]);
      // Each file was saved separately, so pixels differ slightly; a wrong turn would score near 0.3.
      expect(ssim(upright, image)).toBeGreaterThan(0.9);
    }
  });
});
