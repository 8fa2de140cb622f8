import { describe, expect, it } from "vitest";
import { MAX_ZOOM, MIN_ZOOM, clampZoom, formatZoom, stepZoom, wheelZoom } from "./crop-zoom.ts";

describe("crop view zoom", () => {
  it("stays between fit and 400%", () => {
    expect(clampZoom(0.5)).toBe(MIN_ZOOM);
    expect(clampZoom(9)).toBe(MAX_ZOOM);
    expect(clampZoom(Number.NaN)).toBe(MIN_ZOOM);
  });

  it("steps through 100, 150, 200, 300 and 400%", () => {
    const up = [1];
    while (up.length < 6) up.push(stepZoom(up.at(-1)!, 1));
    expect(up).toEqual([1, 1.5, 2, 3, 4, 4]);
    expect(stepZoom(4, -1)).toBe(3);
    expect(stepZoom(1, -1)).toBe(1);
  });

  it("lands on the nearest step in that direction from between steps", () => {
    expect(stepZoom(1.7, 1)).toBe(2);
    expect(stepZoom(1.7, -1)).toBe(1.5);
  });

  it("zooms in on a wheel turned away from the user and out towards them, within the limits", () => {
    expect(wheelZoom(2, -100, 0)).toBeGreaterThan(2);
    expect(wheelZoom(2, 100, 0)).toBeLessThan(2);
    expect(wheelZoom(1, 100, 0)).toBe(1);
    expect(wheelZoom(3.9, -1000, 0)).toBe(4);
    // A line-based wheel is capped like a pixel one, so one notch never jumps far.
    expect(wheelZoom(1, -3, 1)).toBeCloseTo(wheelZoom(1, -120, 0));
  });

  it("shows percentages of the fitted size", () => {
    expect(formatZoom(1)).toBe("100%");
    expect(formatZoom(1.234)).toBe("123%");
  });
});
