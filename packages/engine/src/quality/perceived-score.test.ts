import { describe, expect, it } from "vitest";
import { jpegCodec } from "../codecs/jpeg.ts";
import { fixture, gradient } from "../test-support/fixtures.ts";
import { useNodeWasm } from "../wasm/node-wasm.ts";
import { perceivedScore } from "./perceived-score.ts";
import { ssimulacra2 } from "./ssimulacra2.ts";

useNodeWasm();

describe("the perceived score (SSIMULACRA 2 on a sample)", () => {
  it("is 100 for identical pictures, tiny ones too", () => {
    const image = gradient(900, 600);
    expect(perceivedScore(image, image)).toBeCloseTo(100, 6);
    const icon = gradient(4, 3);
    expect(perceivedScore(icon, icon)).toBeCloseTo(100, 6);
  });

  it("ranks a photo's encodes as the whole-picture score does, within a few points of it", async () => {
    const image = await jpegCodec.decode(fixture("photo/recurser-Landscape_2.jpg"));
    const scores = [];
    for (const quality of [50, 70, 90]) {
      const decoded = await jpegCodec.decode(await jpegCodec.encode(image, { quality }));
      const sampled = perceivedScore(image, decoded);
      const whole = ssimulacra2(image, decoded);
      // The sample leaves out some of the worst spots, so it reads a little higher (2.4 at q50 here).
      expect(sampled - whole).toBeGreaterThan(-1);
      expect(sampled - whole).toBeLessThan(4);
      scores.push(sampled);
    }
    expect(scores[0]).toBeLessThan(scores[1]!);
    expect(scores[1]).toBeLessThan(scores[2]!);
  });

  it("refuses pictures of different sizes", () => {
    expect(() => perceivedScore(gradient(20, 20), gradient(20, 21))).toThrow(RangeError);
  });
});
