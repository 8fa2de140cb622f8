import { describe, expect, it } from "vitest";
import {
  HANDLES,
  MIN_CROP_SIZE,
  clampRect,
  isNudgeKey,
  moveRect,
  nudge,
  rectForRatio,
  resizeRect,
  sameRect,
  type Handle,
  type Rect,
  type Size,
} from "./crop-geometry.ts";

/** A small seeded generator (mulberry32): the random cases are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RATIOS = [1, 16 / 9, 9 / 16, 4 / 3, 3 / 4, 3 / 2, 2 / 3, 4 / 5, 1.91, 21 / 9, 2.5, 0.4];
// Odd, prime and lopsided sizes as well as camera-like ones.
const IMAGES: Size[] = [
  { width: 4032, height: 3024 },
  { width: 1001, height: 667 },
  { width: 333, height: 777 },
  { width: 997, height: 991 },
  { width: 640, height: 101 },
  { width: 101, height: 640 },
  { width: 250, height: 250 },
];

function expectWhole(rect: Rect) {
  for (const value of Object.values(rect)) expect(Number.isInteger(value)).toBe(true);
}

function expectInside(rect: Rect, image: Size) {
  expect(rect.x).toBeGreaterThanOrEqual(0);
  expect(rect.y).toBeGreaterThanOrEqual(0);
  expect(rect.width).toBeGreaterThanOrEqual(1);
  expect(rect.height).toBeGreaterThanOrEqual(1);
  expect(rect.x + rect.width).toBeLessThanOrEqual(image.width);
  expect(rect.y + rect.height).toBeLessThanOrEqual(image.height);
}

/** Within a pixel of the exact ratio on both sides, measured against the other side. */
function expectRatio(rect: Rect, ratio: number) {
  expect(Math.abs(rect.width - rect.height * ratio)).toBeLessThan(1);
  expect(Math.abs(rect.height - rect.width / ratio)).toBeLessThan(1);
}

function expectMinimum(rect: Rect, image: Size) {
  expect(rect.width).toBeGreaterThanOrEqual(Math.min(MIN_CROP_SIZE, image.width));
  expect(rect.height).toBeGreaterThanOrEqual(Math.min(MIN_CROP_SIZE, image.height));
}

/** A random crop that already keeps `ratio` (or any shape when null), the way a drag starts. */
function randomRect(next: () => number, image: Size, ratio: number | null): Rect {
  if (ratio === null) {
    const width = 1 + Math.floor(next() * image.width);
    const height = 1 + Math.floor(next() * image.height);
    return {
      x: Math.floor(next() * (image.width - width + 1)),
      y: Math.floor(next() * (image.height - height + 1)),
      width,
      height,
    };
  }
  const largest = rectForRatio(image, ratio);
  const scale = 0.1 + next() * 0.9;
  const sized = resizeRect(largest, "se", (scale - 1) * largest.width, (scale - 1) * largest.height, ratio, image);
  return moveRect(sized, next() * image.width - image.width / 2, next() * image.height - image.height / 2, image);
}

describe("clampRect", () => {
  const image = { width: 100, height: 80 };

  it("rounds to whole pixels", () => {
    expect(clampRect({ x: 10.4, y: 10.6, width: 20.5, height: 30.2 }, image)).toEqual({
      x: 10,
      y: 11,
      width: 21,
      height: 30,
    });
  });

  it("moves a box that pokes out back inside, keeping its size", () => {
    expect(clampRect({ x: 90, y: -5, width: 20, height: 20 }, image)).toEqual({ x: 80, y: 0, width: 20, height: 20 });
  });

  it("shrinks a box larger than the image to the image", () => {
    expect(clampRect({ x: -10, y: -10, width: 500, height: 500 }, image)).toEqual({
      x: 0,
      y: 0,
      width: 100,
      height: 80,
    });
  });

  it("keeps at least 1×1 and treats broken numbers as the whole image", () => {
    expect(clampRect({ x: 5, y: 5, width: 0, height: -3 }, image)).toEqual({ x: 5, y: 5, width: 1, height: 1 });
    expect(clampRect({ x: Number.NaN, y: 0, width: Number.NaN, height: Infinity }, image)).toEqual({
      x: 0,
      y: 0,
      width: 100,
      height: 80,
    });
  });

  it("leaves a valid rect alone", () => {
    const rect = { x: 3, y: 4, width: 50, height: 60 };
    expect(clampRect(rect, image)).toEqual(rect);
  });
});

describe("moveRect", () => {
  const image = { width: 200, height: 100 };
  const rect = { x: 50, y: 20, width: 40, height: 30 };

  it("moves by the delta, rounded", () => {
    expect(moveRect(rect, 10.4, -5.6, image)).toEqual({ x: 60, y: 14, width: 40, height: 30 });
  });

  it("stops at each edge without changing size", () => {
    expect(moveRect(rect, -1000, 0, image)).toEqual({ ...rect, x: 0 });
    expect(moveRect(rect, 1000, 0, image)).toEqual({ ...rect, x: 160 });
    expect(moveRect(rect, 0, -1000, image)).toEqual({ ...rect, y: 0 });
    expect(moveRect(rect, 0, 1000, image)).toEqual({ ...rect, y: 70 });
  });

  it("keeps sliding along an edge when a diagonal drag hits it", () => {
    expect(moveRect(rect, 1000, 7, image)).toEqual({ ...rect, x: 160, y: 27 });
  });

  it("cannot move a full-image crop", () => {
    const full = { x: 0, y: 0, width: 200, height: 100 };
    expect(moveRect(full, 30, 30, image)).toEqual(full);
  });

  it("never leaves the image and never changes size, whatever the drag", () => {
    const next = random(1);
    for (let i = 0; i < 500; i++) {
      const start = randomRect(next, image, null);
      const moved = moveRect(start, (next() - 0.5) * 600, (next() - 0.5) * 300, image);
      expectWhole(moved);
      expectInside(moved, image);
      expect([moved.width, moved.height]).toEqual([start.width, start.height]);
    }
  });
});

describe("resizeRect without a ratio", () => {
  const image = { width: 300, height: 200 };
  const rect = { x: 100, y: 50, width: 100, height: 80 };

  it("moves only the dragged edges, the opposite ones staying put", () => {
    expect(resizeRect(rect, "e", 20, 99, null, image)).toEqual({ x: 100, y: 50, width: 120, height: 80 });
    expect(resizeRect(rect, "w", 20, 99, null, image)).toEqual({ x: 120, y: 50, width: 80, height: 80 });
    expect(resizeRect(rect, "n", 99, -10, null, image)).toEqual({ x: 100, y: 40, width: 100, height: 90 });
    expect(resizeRect(rect, "s", 99, 10, null, image)).toEqual({ x: 100, y: 50, width: 100, height: 90 });
    expect(resizeRect(rect, "se", 10, 20, null, image)).toEqual({ x: 100, y: 50, width: 110, height: 100 });
    expect(resizeRect(rect, "nw", 10, 20, null, image)).toEqual({ x: 110, y: 70, width: 90, height: 60 });
    expect(resizeRect(rect, "ne", 10, 20, null, image)).toEqual({ x: 100, y: 70, width: 110, height: 60 });
    expect(resizeRect(rect, "sw", 10, 20, null, image)).toEqual({ x: 110, y: 50, width: 90, height: 100 });
  });

  it("stops at the image edges", () => {
    expect(resizeRect(rect, "se", 1000, 1000, null, image)).toEqual({ x: 100, y: 50, width: 200, height: 150 });
    expect(resizeRect(rect, "nw", -1000, -1000, null, image)).toEqual({ x: 0, y: 0, width: 200, height: 130 });
  });

  it("stops at the minimum size instead of flipping over", () => {
    expect(resizeRect(rect, "e", -1000, 0, null, image)).toEqual({ ...rect, width: MIN_CROP_SIZE });
    expect(resizeRect(rect, "nw", 1000, 1000, null, image)).toEqual({
      x: 192,
      y: 122,
      width: MIN_CROP_SIZE,
      height: MIN_CROP_SIZE,
    });
  });

  it("allows the whole image as the minimum when the image is smaller than that", () => {
    const tiny = { width: 5, height: 3 };
    expect(resizeRect({ x: 0, y: 0, width: 5, height: 3 }, "se", -10, -10, null, tiny)).toEqual({
      x: 0,
      y: 0,
      width: 5,
      height: 3,
    });
  });

  it("rounds a fractional drag to whole pixels", () => {
    expect(resizeRect(rect, "se", 0.6, -0.4, null, image)).toEqual({ ...rect, width: 101 });
  });

  it("keeps every random drag inside the image, whole, above the minimum and anchored", () => {
    const next = random(2);
    for (const imageSize of IMAGES) {
      for (let i = 0; i < 200; i++) {
        const handle = HANDLES[Math.floor(next() * HANDLES.length)]!;
        const start = randomRect(next, imageSize, null);
        const dx = (next() - 0.5) * imageSize.width * 2;
        const dy = (next() - 0.5) * imageSize.height * 2;
        const out = resizeRect(start, handle, dx, dy, null, imageSize);
        expectWhole(out);
        expectInside(out, imageSize);
        if (start.width >= MIN_CROP_SIZE && handle.match(/[ew]/)) expect(out.width).toBeGreaterThanOrEqual(8);
        if (start.height >= MIN_CROP_SIZE && handle.match(/[ns]/)) expect(out.height).toBeGreaterThanOrEqual(8);
        if (handle.includes("e")) expect(out.x).toBe(start.x);
        if (handle.includes("w")) expect(out.x + out.width).toBe(start.x + start.width);
        if (handle.includes("s")) expect(out.y).toBe(start.y);
        if (handle.includes("n")) expect(out.y + out.height).toBe(start.y + start.height);
        if (!handle.match(/[ew]/)) expect([out.x, out.width]).toEqual([start.x, start.width]);
        if (!handle.match(/[ns]/)) expect([out.y, out.height]).toEqual([start.y, start.height]);
      }
    }
  });
});

describe("resizeRect with a ratio", () => {
  const image = { width: 1920, height: 1080 };
  const ratio = 16 / 9;
  const rect = { x: 480, y: 270, width: 960, height: 540 };

  it("grows a corner along the diagonal, keeping the opposite corner", () => {
    expect(resizeRect(rect, "se", 160, 90, ratio, image)).toEqual({ x: 480, y: 270, width: 1120, height: 630 });
    expect(resizeRect(rect, "nw", -160, -90, ratio, image)).toEqual({ x: 320, y: 180, width: 1120, height: 630 });
  });

  it("resizes from a corner even when the pointer moves along one axis only", () => {
    const out = resizeRect(rect, "se", 200, 0, ratio, image);
    expect(out.width).toBeGreaterThan(rect.width);
    expect(out.height).toBeGreaterThan(rect.height);
    expect([out.x, out.y]).toEqual([rect.x, rect.y]);
    expectRatio(out, ratio);
  });

  it("grows the other dimension around the centre on an edge drag", () => {
    const out = resizeRect(rect, "e", 160, 0, ratio, image);
    expect(out).toEqual({ x: 480, y: 225, width: 1120, height: 630 });
    // The vertical centre stays at 540.
    expect(out.y + out.height / 2).toBe(rect.y + rect.height / 2);
    const down = resizeRect(rect, "s", 0, 90, ratio, image);
    expect(down).toEqual({ x: 400, y: 270, width: 1120, height: 630 });
  });

  it("slides the centred dimension back inside instead of poking out of the image", () => {
    const low = { x: 0, y: 700, width: 640, height: 360 };
    const out = resizeRect(low, "e", 320, 0, ratio, image);
    expect(out).toEqual({ x: 0, y: 540, width: 960, height: 540 });
  });

  it("stops where the first side meets the image edge, keeping the ratio", () => {
    expect(resizeRect(rect, "se", 5000, 5000, ratio, image)).toEqual({ x: 480, y: 270, width: 1440, height: 810 });
    // An edge handle is limited by the whole height of the image too.
    expect(resizeRect({ x: 0, y: 0, width: 960, height: 540 }, "e", 5000, 0, ratio, image)).toEqual({
      x: 0,
      y: 0,
      width: 1920,
      height: 1080,
    });
  });

  it("stops at the minimum size, which keeps the ratio too", () => {
    const out = resizeRect(rect, "se", -5000, -5000, ratio, image);
    expect([out.x, out.y]).toEqual([rect.x, rect.y]);
    expect(out.height).toBe(MIN_CROP_SIZE);
    expect(out.width).toBe(14);
    const tall = resizeRect({ x: 0, y: 0, width: 90, height: 160 }, "nw", 5000, 5000, 9 / 16, image);
    expect(tall).toEqual({ x: 82, y: 146, width: 8, height: 14 });
  });

  it("holds the ratio within a pixel, inside the image, for every handle, ratio and image", () => {
    const next = random(3);
    let checked = 0;
    for (const imageSize of IMAGES) {
      for (const lock of RATIOS) {
        for (const handle of HANDLES) {
          for (let i = 0; i < 12; i++) {
            const start = randomRect(next, imageSize, lock);
            const dx = (next() - 0.5) * imageSize.width * 1.5;
            const dy = (next() - 0.5) * imageSize.height * 1.5;
            const out = resizeRect(start, handle, dx, dy, lock, imageSize);
            expectWhole(out);
            expectInside(out, imageSize);
            expectRatio(out, lock);
            expectMinimum(out, imageSize);
            // The opposite edge or corner is where it was.
            if (handle.includes("e")) expect(out.x).toBe(start.x);
            if (handle.includes("w")) expect(out.x + out.width).toBe(start.x + start.width);
            if (handle.includes("s")) expect(out.y).toBe(start.y);
            if (handle.includes("n")) expect(out.y + out.height).toBe(start.y + start.height);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(IMAGES.length * RATIOS.length * HANDLES.length * 12);
  });

  it("rounds the derived side to the nearest pixel away from the image edges", () => {
    const image2 = { width: 5000, height: 5000 };
    for (const lock of RATIOS) {
      for (let height = 20; height < 400; height += 7) {
        const out = resizeRect({ x: 100, y: 100, width: 10, height: 10 }, "s", 0, height - 10, lock, image2);
        if (lock >= 1) expect(out.width).toBe(Math.round(out.height * lock));
        else expect(out.height).toBe(Math.round(out.width / lock));
      }
    }
  });

  it("stays inside a tiny image even when the ratio cannot fit the minimum", () => {
    const tiny = { width: 20, height: 20 };
    const out = resizeRect({ x: 0, y: 0, width: 20, height: 20 }, "se", -100, -100, 16, tiny);
    expectInside(out, tiny);
    expectWhole(out);
  });

  it("ignores a ratio that is not a positive number", () => {
    expect(resizeRect(rect, "e", 100, 0, 0, image)).toEqual(resizeRect(rect, "e", 100, 0, null, image));
    expect(resizeRect(rect, "e", 100, 0, Number.NaN, image)).toEqual({ ...rect, width: 1060 });
  });
});

describe("rectForRatio", () => {
  const image = { width: 1000, height: 1000 };

  it("is the whole image without a ratio", () => {
    expect(rectForRatio({ width: 640, height: 480 }, null)).toEqual({ x: 0, y: 0, width: 640, height: 480 });
  });

  it("is the largest box of the ratio, centred on the image", () => {
    expect(rectForRatio(image, 16 / 9)).toEqual({ x: 0, y: 219, width: 1000, height: 563 });
    expect(rectForRatio(image, 9 / 16)).toEqual({ x: 219, y: 0, width: 563, height: 1000 });
    expect(rectForRatio({ width: 4032, height: 3024 }, 16 / 9)).toEqual({ x: 0, y: 378, width: 4032, height: 2268 });
    expect(rectForRatio({ width: 4032, height: 3024 }, 1)).toEqual({ x: 504, y: 0, width: 3024, height: 3024 });
  });

  it("centres on the current crop as far as the edges allow", () => {
    expect(rectForRatio(image, 2, { x: 0, y: 600, width: 200, height: 200 })).toEqual({
      x: 0,
      y: 450,
      width: 1000,
      height: 500,
    });
    expect(rectForRatio(image, 2, { x: 0, y: 900, width: 100, height: 100 })).toEqual({
      x: 0,
      y: 500,
      width: 1000,
      height: 500,
    });
  });

  it("keeps the ratio within a pixel and reaches two opposite edges (to a pixel) for every image", () => {
    for (const imageSize of IMAGES) {
      for (const lock of RATIOS) {
        const out = rectForRatio(imageSize, lock);
        expectWhole(out);
        expectInside(out, imageSize);
        expectRatio(out, lock);
        // Some ratios have no whole-pixel box that touches exactly (0.4 of 3024 is 1209.6).
        expect(out.width >= imageSize.width - 1 || out.height >= imageSize.height - 1).toBe(true);
      }
    }
  });
});

describe("nudge", () => {
  const image = { width: 400, height: 300 };
  const rect = { x: 100, y: 100, width: 160, height: 90 };

  it("moves by one pixel, or ten with Shift", () => {
    expect(nudge(rect, "ArrowLeft", false, false, null, image)).toEqual({ ...rect, x: 99 });
    expect(nudge(rect, "ArrowRight", true, false, null, image)).toEqual({ ...rect, x: 110 });
    expect(nudge(rect, "ArrowUp", false, false, null, image)).toEqual({ ...rect, y: 99 });
    expect(nudge(rect, "ArrowDown", true, false, null, image)).toEqual({ ...rect, y: 110 });
  });

  it("stops at the image edges", () => {
    expect(nudge({ ...rect, x: 5 }, "ArrowLeft", true, false, null, image)).toEqual({ ...rect, x: 0 });
    expect(nudge({ ...rect, y: 210 }, "ArrowDown", false, false, null, image)).toEqual({ ...rect, y: 210 });
  });

  it("resizes from the bottom-right with Alt: Right and Down grow, Left and Up shrink", () => {
    expect(nudge(rect, "ArrowRight", false, true, null, image)).toEqual({ ...rect, width: 161 });
    expect(nudge(rect, "ArrowLeft", true, true, null, image)).toEqual({ ...rect, width: 150 });
    expect(nudge(rect, "ArrowDown", false, true, null, image)).toEqual({ ...rect, height: 91 });
    expect(nudge(rect, "ArrowUp", true, true, null, image)).toEqual({ ...rect, height: 80 });
  });

  it("keeps the ratio when resizing, and always changes the size by at least a pixel", () => {
    const ratio = 16 / 9;
    const grown = nudge(rect, "ArrowRight", false, true, ratio, image);
    expect(grown.width).toBeGreaterThan(rect.width);
    expect([grown.x, grown.y]).toEqual([rect.x, rect.y]);
    expectRatio(grown, ratio);
    let current = rect;
    for (const key of ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"]) {
      for (const shift of [false, true]) {
        const out = nudge(current, key, shift, true, ratio, image);
        expect(sameRect(out, current)).toBe(false);
        expectRatio(out, ratio);
        current = out;
      }
    }
  });

  it("with a ratio, Shift+Alt+Down grows the height by ten", () => {
    const out = nudge({ x: 0, y: 0, width: 160, height: 90 }, "ArrowDown", true, true, 16 / 9, image);
    expect(out).toEqual({ x: 0, y: 0, width: 178, height: 100 });
  });

  it("stops growing at the image edge and shrinking at the minimum", () => {
    const full = { x: 0, y: 0, width: 400, height: 300 };
    expect(nudge(full, "ArrowRight", true, true, null, image)).toEqual(full);
    expect(nudge(full, "ArrowRight", true, true, 4 / 3, image)).toEqual(full);
    let current = rect;
    for (let i = 0; i < 50; i++) current = nudge(current, "ArrowUp", true, true, 16 / 9, image);
    expect(current).toEqual({ x: 100, y: 100, width: 14, height: 8 });
  });

  it("never leaves the image, for random presses with every modifier", () => {
    const next = random(4);
    const keys = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"];
    for (const lock of [null, ...RATIOS]) {
      let current = randomRect(next, image, lock);
      for (let i = 0; i < 200; i++) {
        current = nudge(current, keys[Math.floor(next() * 4)]!, next() < 0.5, next() < 0.5, lock, image);
        expectWhole(current);
        expectInside(current, image);
        if (lock !== null) expectRatio(current, lock);
      }
    }
  });

  it("ignores other keys", () => {
    expect(isNudgeKey("Enter")).toBe(false);
    expect(isNudgeKey("ArrowUp")).toBe(true);
    expect(nudge(rect, "Enter", false, false, null, image)).toEqual(rect);
  });
});

describe("handles", () => {
  it("lists every compass handle once", () => {
    const all: Handle[] = ["n", "s", "e", "w", "ne", "nw", "se", "sw"];
    expect([...HANDLES].sort()).toEqual([...all].sort());
  });
});
