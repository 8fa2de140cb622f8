import { describe, expect, it } from "vitest";
import { markPositions } from "./watermark-layout.ts";

const image = { width: 1000, height: 500 };
const mark = { width: 100, height: 50 };

describe("markPositions", () => {
  it("puts a mark in each of the nine positions with a margin relative to the shorter side", () => {
    const at = (position: Parameters<typeof markPositions>[2] & { kind: "anchor" }) =>
      markPositions(image, mark, position)[0];
    expect(at({ kind: "anchor", position: "top-left", margin: 0.04 })).toEqual({ x: 20, y: 20 });
    expect(at({ kind: "anchor", position: "bottom-right", margin: 0.04 })).toEqual({ x: 880, y: 430 });
    expect(at({ kind: "anchor", position: "center", margin: 0.04 })).toEqual({ x: 450, y: 225 });
    expect(at({ kind: "anchor", position: "top", margin: 0 })).toEqual({ x: 450, y: 0 });
  });

  it("centres the mark on a dragged-to point", () => {
    expect(markPositions(image, mark, { kind: "point", x: 0.25, y: 0.5 })).toEqual([{ x: 200, y: 225 }]);
  });

  it("keeps the same relative placement on a different size", () => {
    const small = markPositions(
      { width: 500, height: 250 },
      { width: 50, height: 25 },
      { kind: "point", x: 0.25, y: 0.5 },
    );
    expect(small).toEqual([{ x: 100, y: 113 }]);
  });

  it("tiles the whole image", () => {
    const tiles = markPositions(image, mark, { kind: "tiled", gap: 0.5 });
    expect(tiles.length).toBeGreaterThan(20);
    // Every part of the picture is near some tile.
    for (const [x, y] of [
      [0, 0],
      [999, 499],
      [500, 250],
    ] as const) {
      expect(tiles.some((t) => Math.abs(t.x + 50 - x) <= 150 && Math.abs(t.y + 25 - y) <= 75)).toBe(true);
    }
  });
});
