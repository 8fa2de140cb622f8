import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES, avatarProblem, webpSize } from "./avatar.ts";

const corpus = (path: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../fixtures/corpus/${path}`, import.meta.url)));

/** A lossy WebP's header: RIFF, WEBP, a "VP8 " key frame of the given size. */
function lossyHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(40);
  bytes.set(new TextEncoder().encode("RIFF"), 0);
  bytes.set(new TextEncoder().encode("WEBPVP8 "), 8);
  bytes.set([0x9d, 0x01, 0x2a, width & 0xff, width >> 8, height & 0xff, height >> 8], 23);
  return bytes;
}

describe("a member's picture", () => {
  it("reads a WebP's size from each kind of first chunk", () => {
    expect(webpSize(corpus("webp/goximage-gopher-doc.8bpp.lossless.webp"))).toEqual({
      width: 75,
      height: 100,
      animated: false,
    });
    expect(webpSize(corpus("webp/goximage-yellow_rose.lossy-with-alpha.webp"))).toEqual({
      width: 400,
      height: 301,
      animated: false,
    });
    expect(webpSize(corpus("webp/pillow-iss634-anim.webp"))).toMatchObject({ animated: true });
    expect(webpSize(lossyHeader(128, 96))).toEqual({ width: 128, height: 96, animated: false });
  });

  it("takes a small still WebP and says why it refuses anything else", () => {
    expect(avatarProblem(corpus("webp/goximage-gopher-doc.8bpp.lossless.webp"))).toBeNull();
    expect(avatarProblem(lossyHeader(128, 128))).toBeNull();
    expect(avatarProblem(new Uint8Array())).toBe("Choose a picture first.");
    expect(avatarProblem(corpus("photo/pillow-exif_gps.jpg"))).toBe("The picture must be a WebP image.");
    expect(avatarProblem(corpus("webp/pillow-iss634-anim.webp"))).toMatch(/at most 32 KB|still image/);
    expect(avatarProblem(lossyHeader(400, 300))).toBe("A picture may be at most 256 pixels on a side.");
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set(lossyHeader(64, 64));
    expect(avatarProblem(big)).toBe("A picture may be at most 32 KB.");
  });
});
