import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../image.ts";
import { animationAwareDecoder, stillDecoder } from "./decoder.ts";

const still: RgbaImage = { width: 1, height: 1, data: new Uint8ClampedArray([1, 2, 3, 255]) };
const first: RgbaImage = { width: 1, height: 1, data: new Uint8ClampedArray([9, 9, 9, 255]) };
const ANIMATED = new Uint8Array([1]);
const STILL = new Uint8Array([0]);

const decoder = animationAwareDecoder(async () => still, {
  isAnimated: (bytes) => bytes[0] === 1,
  firstFrame: async () => first,
  refusal: "This file is animated.",
});

describe("a decoder for a format with animations", () => {
  it("decodes a still file as a still, whether or not the first frame was asked for", async () => {
    expect(await decoder.decode(STILL, {})).toBe(still);
    expect(await decoder.decode(STILL, { firstFrame: true })).toBe(still);
  });

  it("gives an animation's first frame only when asked", async () => {
    expect(await decoder.decode(ANIMATED, { firstFrame: true })).toBe(first);
  });

  it("otherwise refuses the animation with the format's sentence", async () => {
    await expect(decoder.decode(ANIMATED, {})).rejects.toMatchObject({
      code: "unsupported-format",
      message: "This file is animated.",
    });
  });
});

describe("a decoder for a still format", () => {
  it("ignores the first-frame option", async () => {
    const plain = stillDecoder(async () => still);
    expect(await plain.decode(ANIMATED, { firstFrame: true })).toBe(still);
  });
});
