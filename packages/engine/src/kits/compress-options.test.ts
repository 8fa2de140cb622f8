import { PNG_LEVELS } from "@squish/shared/compression";
import { describe, expect, it } from "vitest";
import { hasTransparency } from "../image.ts";
import { fixture, gradient } from "../test-support/fixtures.ts";
import { pngCodec } from "../codecs/png.ts";
import { pngEncodeOptions } from "./compress-options.ts";

function distinctColors(data: Uint8ClampedArray): number {
  const seen = new Set<number>();
  const words = new Uint32Array(data.buffer, data.byteOffset, data.length / 4);
  for (const w of words) seen.add(w);
  return seen.size;
}

describe("PNG levels", () => {
  it("keep transparency at every level", async () => {
    const image = await pngCodec.decode(fixture("png/pngsuite/basn6a08.png"));
    for (const { id } of PNG_LEVELS) {
      const out = await pngCodec.decode(await pngCodec.encode(image, pngEncodeOptions({ level: id })));
      expect([id, hasTransparency(out)]).toEqual([id, true]);
    }
  });

  it("lossless keeps every visible pixel", async () => {
    const image = await pngCodec.decode(fixture("png/pillow-pil123rgba-interlaced.png"));
    const out = await pngCodec.decode(await pngCodec.encode(image, pngEncodeOptions({ level: "lossless" })));
    // OxiPNG may rewrite the colour of fully transparent pixels, which nobody can see.
    let differences = 0;
    for (let i = 0; i < image.data.length; i += 4) {
      const alpha = image.data[i + 3]!;
      if (out.data[i + 3] !== alpha) differences++;
      else if (alpha > 0 && [0, 1, 2].some((c) => out.data[i + c] !== image.data[i + c])) differences++;
    }
    expect(differences).toBe(0);
  });

  it("grow stronger from balanced to ultra: fewer colours, smaller files", async () => {
    const image = gradient(256, 256, true);
    const sizes: number[] = [];
    for (const level of ["balanced", "aggressive", "maximum", "ultra"] as const) {
      const bytes = await pngCodec.encode(image, pngEncodeOptions({ level }));
      const colours = distinctColors((await pngCodec.decode(bytes)).data);
      expect(colours).toBeLessThanOrEqual({ balanced: 256, aggressive: 128, maximum: 64, ultra: 32 }[level]);
      sizes.push(bytes.byteLength);
    }
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    const lossless = await pngCodec.encode(image, pngEncodeOptions({ level: "lossless" }));
    expect(sizes[0]).toBeLessThan(lossless.byteLength);
  });

  it("limit the palette to the chosen colour depth", async () => {
    const image = gradient(128, 128);
    const bytes = await pngCodec.encode(image, pngEncodeOptions({ level: "balanced", colorDepth: 16 }));
    expect(distinctColors((await pngCodec.decode(bytes)).data)).toBeLessThanOrEqual(16);
  });
});
