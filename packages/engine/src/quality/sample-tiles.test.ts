import { describe, expect, it } from "vitest";
import { gradient } from "../test-support/fixtures.ts";
import { mosaic, SCORE_SHARE, SEARCH_SHARE, TILE_SIDE, tileLayout } from "./sample-tiles.ts";

describe("the scoring sample's tiles", () => {
  it("uses a small picture whole", () => {
    expect(tileLayout(512, 512, SEARCH_SHARE)).toBeNull();
    expect(tileLayout(2000, 200, SEARCH_SHARE)).toBeNull(); // too thin for two rows of tiles
    const image = gradient(300, 200);
    expect(mosaic(image, tileLayout(300, 200, SEARCH_SHARE))).toBe(image);
  });

  for (const [width, height] of [
    [2048, 1365],
    [1366, 2048],
    [4032, 3024],
    [800, 700],
  ] as const) {
    it(`spreads tiles on 16-pixel lines over a ${width} x ${height} picture, about 4% of it`, () => {
      const layout = tileLayout(width, height, SEARCH_SHARE)!;
      expect(layout.corners.length).toBe(layout.columns * layout.rows);
      expect(layout.corners.length).toBeGreaterThanOrEqual(4);
      expect(layout.corners.length).toBeLessThanOrEqual(36);
      const share = (layout.corners.length * TILE_SIDE ** 2) / (width * height);
      expect(share).toBeGreaterThan(0.025);
      expect(share).toBeLessThan(0.25);
      for (const { x, y } of layout.corners) {
        expect([x % 16, y % 16]).toEqual([0, 0]);
        expect(x + TILE_SIDE).toBeLessThanOrEqual(width);
        expect(y + TILE_SIDE).toBeLessThanOrEqual(height);
      }
      // Spread over the picture: from its first third to its last, each way.
      const xs = layout.corners.map((c) => c.x + TILE_SIDE / 2);
      const ys = layout.corners.map((c) => c.y + TILE_SIDE / 2);
      expect(Math.min(...xs)).toBeLessThan(width / 3);
      expect(Math.max(...xs)).toBeGreaterThan((2 * width) / 3);
      expect(Math.min(...ys)).toBeLessThan(height / 3);
      expect(Math.max(...ys)).toBeGreaterThan((2 * height) / 3);
    });
  }

  it("keeps at least one row of tiles, and no more than 36, on a very wide or tall picture", () => {
    for (const [width, height] of [
      [20000, 512],
      [24000, 600],
      [512, 20000],
    ] as const) {
      for (const share of [SEARCH_SHARE, SCORE_SHARE]) {
        const layout = tileLayout(width, height, share)!;
        expect(layout.rows).toBeGreaterThanOrEqual(1);
        expect(layout.columns).toBeGreaterThanOrEqual(1);
        expect(layout.corners.length).toBeLessThanOrEqual(36);
        const sample = mosaic({ width, height, data: new Uint8ClampedArray(width * height * 4) }, layout);
        expect(Math.min(sample.width, sample.height)).toBeGreaterThanOrEqual(TILE_SIDE);
      }
    }
  });

  it("takes more tiles for a result's score than for Smart quality's tries", () => {
    const search = tileLayout(2048, 1365, SEARCH_SHARE)!;
    const score = tileLayout(2048, 1365, SCORE_SHARE)!;
    expect(score.corners.length).toBeGreaterThan(search.corners.length * 2);
    expect((score.corners.length * TILE_SIDE ** 2) / (2048 * 1365)).toBeGreaterThan(0.08);
  });

  it("copies each tile's pixels into the mosaic unchanged", () => {
    const image = gradient(1200, 900);
    const layout = tileLayout(1200, 900, SEARCH_SHARE)!;
    const sample = mosaic(image, layout);
    expect([sample.width, sample.height]).toEqual([layout.columns * TILE_SIDE, layout.rows * TILE_SIDE]);
    layout.corners.forEach(({ x, y }, index) => {
      const left = (index % layout.columns) * TILE_SIDE;
      const top = Math.floor(index / layout.columns) * TILE_SIDE;
      for (const [dx, dy] of [
        [0, 0],
        [TILE_SIDE - 1, TILE_SIDE - 1],
        [37, 90],
      ] as const) {
        const from = ((y + dy) * image.width + x + dx) * 4;
        const to = ((top + dy) * sample.width + left + dx) * 4;
        expect([...sample.data.subarray(to, to + 4)]).toEqual([...image.data.subarray(from, from + 4)]);
      }
    });
  });
});
