import { describe, expect, it } from "vitest";
import { PixelSample } from "./pixel-sample.ts";

/** Pixel k of a stream: its index spread over the four channels, so every pixel differs. */
const stream = (from: number, count: number) =>
  Uint8Array.from({ length: count * 4 }, (_, i) => ((from + (i >> 2)) >> (8 * (i & 3))) & 255);

describe("an evenly spaced pixel sample", () => {
  it("is the stream itself while it fits, alpha kept", () => {
    const sample = new PixelSample(8);
    sample.addAll(stream(0, 5));
    sample.add(1, 2, 3);
    expect(sample.whole).toBe(true);
    expect([...sample.pixels()]).toEqual([...stream(0, 5), 1, 2, 3, 255]);
  });

  it("keeps every n-th pixel once full, the same whether pixels come one by one or in buffers", () => {
    const [one, many] = [new PixelSample(100), new PixelSample(100)];
    for (const [from, count] of [
      [0, 37],
      [37, 250],
      [287, 3],
      [290, 1000],
    ] as const) {
      const pixels = stream(from, count);
      for (let p = 0; p < pixels.length; p += 4) one.add(pixels[p]!, pixels[p + 1]!, pixels[p + 2]!, pixels[p + 3]!);
      many.addAll(pixels);
    }
    expect(many.whole).toBe(false);
    expect([...many.pixels()]).toEqual([...one.pixels()]);
    // 1,290 pixels in at most 100: every 16th, from the first.
    expect([...many.pixels().subarray(0, 8)]).toEqual([...stream(0, 1), ...stream(16, 1)]);
  });
});
