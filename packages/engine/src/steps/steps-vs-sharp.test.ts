/**
 * The geometric steps checked against libvips (sharp) as the reference: crop pixel for pixel,
 * resize by similarity to its Lanczos3, quarter turns and mirrors exactly.
 */
import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { pngCodec } from "../codecs/png.ts";
import type { RgbaImage } from "../image.ts";
import { ssim } from "../quality/ssim.ts";
import { fixture } from "../test-support/fixtures.ts";
import { applySteps } from "./apply-steps.ts";
import type { Step } from "./step.ts";

const PHOTO = "photo/recurser-Landscape_1.jpg"; // 1800 x 1200

async function reference(bytes: Uint8Array, build: (s: Sharp) => Sharp): Promise<RgbaImage> {
  const { data, info } = await build(sharp(bytes).ensureAlpha()).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
}

// Both sides decode the same lossless file, so pixel-exact operations can be compared exactly.
async function losslessPhoto(): Promise<Uint8Array> {
  const png = await sharp(fixture(PHOTO)).resize(600).png().toBuffer();
  return new Uint8Array(png);
}

async function ours(bytes: Uint8Array, steps: Step[]): Promise<RgbaImage> {
  return applySteps(await pngCodec.decode(bytes), steps);
}

describe("steps against libvips", () => {
  it("crops exactly what sharp's extract keeps", async () => {
    const bytes = await losslessPhoto();
    const rect = { x: 37, y: 81, width: 301, height: 177 };
    const mine = await ours(bytes, [{ op: "crop", region: { unit: "px", ...rect } }]);
    const theirs = await reference(bytes, (s) =>
      s.extract({ left: rect.x, top: rect.y, width: rect.width, height: rect.height }),
    );
    expect([mine.width, mine.height]).toEqual([301, 177]);
    expect(Buffer.from(mine.data).equals(Buffer.from(theirs.data))).toBe(true);
  });

  it("crops to a ratio around the centre, and fractions of the image", async () => {
    const bytes = await losslessPhoto(); // 600 x 400
    const wide = await ours(bytes, [{ op: "crop", region: { unit: "ratio", width: 16, height: 9 } }]);
    expect([wide.width, wide.height]).toEqual([600, 338]);
    const theirs = await reference(bytes, (s) => s.extract({ left: 0, top: 31, width: 600, height: 338 }));
    expect(Buffer.from(wide.data).equals(Buffer.from(theirs.data))).toBe(true);
    const half = await ours(bytes, [{ op: "crop", region: { unit: "fraction", x: 0.5, y: 0, width: 0.5, height: 1 } }]);
    expect([half.width, half.height]).toEqual([300, 400]);
  });

  it("resizes like sharp's Lanczos3 (SSIM at least 0.99) in every mode", async () => {
    const bytes = fixture(PHOTO);
    const decoded = await (await import("../codecs/jpeg.ts")).jpegCodec.decode(bytes);
    const cases: [Step, (s: Sharp) => Sharp, [number, number]][] = [
      [
        { op: "resize", width: 800, height: 800, mode: "fit" },
        (s) => s.resize(800, 800, { fit: "inside" }),
        [800, 533],
      ],
      [
        { op: "resize", width: 500, height: 500, mode: "fill" },
        (s) => s.resize(500, 500, { fit: "cover" }),
        [500, 500],
      ],
      [
        { op: "resize", width: 640, height: 200, mode: "stretch" },
        (s) => s.resize(640, 200, { fit: "fill" }),
        [640, 200],
      ],
      [{ op: "resize", percent: 25 }, (s) => s.resize(450, 300), [450, 300]],
    ];
    for (const [step, build, size] of cases) {
      const mine = await applySteps(decoded, [step]);
      const theirs = await reference(bytes, build);
      expect([mine.width, mine.height]).toEqual(size);
      expect([theirs.width, theirs.height]).toEqual(size);
      expect(ssim(mine, theirs)).toBeGreaterThanOrEqual(0.99);
    }
  });

  it("turns and mirrors exactly like sharp", async () => {
    const bytes = await losslessPhoto();
    const cases: [Step, (s: Sharp) => Sharp][] = [
      [{ op: "rotate", degrees: 90 }, (s) => s.rotate(90)],
      [{ op: "rotate", degrees: 180 }, (s) => s.rotate(180)],
      [{ op: "rotate", degrees: 270 }, (s) => s.rotate(270)],
      [{ op: "flip", direction: "horizontal" }, (s) => s.flop()],
      [{ op: "flip", direction: "vertical" }, (s) => s.flip()],
    ];
    for (const [step, build] of cases) {
      const mine = await ours(bytes, [step]);
      const theirs = await reference(bytes, build);
      expect([step, mine.width, mine.height]).toEqual([step, theirs.width, theirs.height]);
      expect(Buffer.from(mine.data).equals(Buffer.from(theirs.data))).toBe(true);
    }
  });
});
