/**
 * Watermarks land where they are asked, at the asked strength, and nowhere else: checked pixel by
 * pixel on a flat picture, where any change outside the mark would show.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createImage, type RgbaImage } from "../image.ts";
import { applySteps } from "../steps/apply-steps.ts";
import type { WatermarkStep } from "../steps/step.ts";

function flat(width: number, height: number, value = 40): RgbaImage {
  const image = createImage(width, height);
  for (let i = 0; i < image.data.length; i += 4) image.data.set([value, value, value, 255], i);
  return image;
}

/** The bounding box of the pixels that differ between two images of one size. */
function changed(a: RgbaImage, b: RgbaImage) {
  let [left, top, right, bottom, count] = [Infinity, Infinity, -1, -1, 0];
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 4;
      if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) {
        [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
        count++;
      }
    }
  }
  return { left, top, right, bottom, count };
}

const text = (overrides: Partial<WatermarkStep> = {}): WatermarkStep => ({
  op: "watermark",
  mark: { kind: "text", text: "SQUISH", font: "sans", size: 0.1, color: "#ffffff" },
  opacity: 1,
  rotation: 0,
  placement: { kind: "anchor", position: "bottom-right", margin: 0.05 },
  ...overrides,
});

describe("watermark step", () => {
  it("draws text inside the bottom-right corner, its margin kept, and leaves the rest untouched", async () => {
    const source = flat(800, 600);
    const marked = await applySteps(source, [text()]);
    const box = changed(source, marked);
    expect(box.count).toBeGreaterThan(500);
    expect(box.right).toBeLessThanOrEqual(800 - 30);
    expect(box.bottom).toBeLessThanOrEqual(600 - 30);
    expect(box.left).toBeGreaterThan(400);
    expect(box.top).toBeGreaterThan(450);
    // The source itself is never changed.
    expect(source.data[0]).toBe(40);
  });

  it("blends at the asked opacity", async () => {
    const source = flat(400, 300, 0);
    const full = await applySteps(source, [text({ placement: { kind: "point", x: 0.5, y: 0.5 } })]);
    const half = await applySteps(source, [text({ opacity: 0.5, placement: { kind: "point", x: 0.5, y: 0.5 } })]);
    const brightest = (image: RgbaImage) => Math.max(...image.data.filter((_, i) => i % 4 === 0));
    expect(brightest(full)).toBe(255);
    expect(Math.abs(brightest(half) - 128)).toBeLessThanOrEqual(2);
  });

  it("keeps the same relative place and size on pictures of different sizes", async () => {
    const step = text({ placement: { kind: "point", x: 0.25, y: 0.25 } });
    const small = changed(flat(400, 300), await applySteps(flat(400, 300), [step]));
    const large = changed(flat(1600, 1200), await applySteps(flat(1600, 1200), [step]));
    expect(Math.abs(large.left / 4 - small.left)).toBeLessThanOrEqual(3);
    expect(Math.abs(large.right / 4 - small.right)).toBeLessThanOrEqual(3);
    expect(Math.abs(large.bottom / 4 - small.bottom)).toBeLessThanOrEqual(3);
  });

  it("tiles a mark over the whole picture, and turns it", async () => {
    const source = flat(600, 400);
    const tiled = changed(
      source,
      await applySteps(source, [text({ rotation: -30, placement: { kind: "tiled", gap: 0.5 } })]),
    );
    expect(tiled.left).toBeLessThan(60);
    expect(tiled.right).toBeGreaterThan(540);
    expect(tiled.top).toBeLessThan(60);
    expect(tiled.bottom).toBeGreaterThan(340);
  });

  it("scales a logo to a share of the picture's width", async () => {
    const logo = new Uint8Array(
      await sharp({ create: { width: 100, height: 50, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } } })
        .png()
        .toBuffer(),
    );
    const source = flat(1000, 500);
    const marked = await applySteps(source, [
      {
        op: "watermark",
        mark: { kind: "image", bytes: logo, size: 0.2 },
        opacity: 1,
        rotation: 0,
        placement: { kind: "anchor", position: "top-left", margin: 0 },
      },
    ]);
    const box = changed(source, marked);
    expect(box).toMatchObject({ left: 0, top: 0, right: 199, bottom: 99 });
    const [r, g, b] = marked.data.subarray(0, 3);
    expect(r).toBeGreaterThan(250);
    expect([g, b]).toEqual([0, 0]);
  });

  it("refuses an empty text and an unreadable logo with sentences", async () => {
    await expect(
      applySteps(flat(10, 10), [text({ mark: { kind: "text", text: "  ", font: "sans", size: 0.1, color: "#fff" } })]),
    ).rejects.toThrow("The watermark text is empty.");
    await expect(
      applySteps(flat(10, 10), [{ ...text(), mark: { kind: "image", bytes: new Uint8Array([1, 2, 3]), size: 0.2 } }]),
    ).rejects.toThrow("The watermark logo could not be read: use a PNG, JPEG or WebP image.");
  });
});
