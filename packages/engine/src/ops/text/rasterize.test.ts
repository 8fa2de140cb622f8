import { describe, expect, it } from "vitest";
import { Segments } from "./flatten.ts";
import { rasterize } from "./rasterize.ts";

/** A closed polygon; `clockwise` false reverses it (winding −1 instead of +1). */
function polygon(out: Segments, points: [number, number][], reverse = false): void {
  const list = reverse ? [...points].reverse() : points;
  list.forEach(([x, y], i) => {
    const [nx, ny] = list[(i + 1) % list.length]!;
    out.add(x, y, nx, ny);
  });
}

const square = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

const at = (mask: Float32Array, width: number, x: number, y: number) => mask[y * width + x]!;

describe("rasterize", () => {
  it("covers whole pixels fully and edge pixels by their covered fraction", () => {
    const segments = new Segments();
    polygon(segments, square(1.25, 2, 4.5, 5));
    const mask = rasterize(segments, 6, 7, 0, 0);
    expect(at(mask, 6, 2, 3)).toBe(1);
    expect(at(mask, 6, 1, 3)).toBeCloseTo(0.75, 5);
    expect(at(mask, 6, 4, 3)).toBeCloseTo(0.5, 5);
    expect(at(mask, 6, 0, 3)).toBe(0);
    expect(at(mask, 6, 5, 3)).toBe(0);
    expect(at(mask, 6, 2, 1)).toBe(0);
    expect(at(mask, 6, 2, 5)).toBe(0);
    const total = mask.reduce((sum, value) => sum + value, 0);
    expect(total).toBeCloseTo(3.25 * 3, 4);
  });

  it("steps vertical coverage in sixteenths", () => {
    const segments = new Segments();
    polygon(segments, square(0, 0.5, 2, 2));
    const mask = rasterize(segments, 2, 2, 0, 0);
    expect(at(mask, 2, 0, 0)).toBeCloseTo(0.5, 5);
    expect(at(mask, 2, 0, 1)).toBe(1);
  });

  it("fills overlapping contours once (non-zero) and leaves counter-wound holes empty", () => {
    const segments = new Segments();
    polygon(segments, square(0, 0, 6, 6));
    polygon(segments, square(3, 0, 9, 6)); // overlaps the first, same direction
    polygon(segments, square(1, 1, 2, 2), true); // a hole in the first
    const mask = rasterize(segments, 10, 6, 0, 0);
    expect(at(mask, 10, 4, 3)).toBe(1);
    expect(at(mask, 10, 1, 1)).toBe(0);
    expect(at(mask, 10, 8, 3)).toBe(1);
    expect(at(mask, 10, 9, 3)).toBe(0);
  });

  it("shifts by the offset and clips to the grid", () => {
    const segments = new Segments();
    polygon(segments, square(-5, -5, 3, 3));
    const mask = rasterize(segments, 4, 4, 1, 1);
    expect(at(mask, 4, 3, 3)).toBe(1);
    expect(at(mask, 4, 0, 0)).toBe(1);
    const total = mask.reduce((sum, value) => sum + value, 0);
    expect(total).toBe(16);
  });
});
