import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jpegSize, postPictureProblem } from "./post-picture.ts";

const corpus = (path: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../fixtures/corpus/${path}`, import.meta.url)));

/** A JPEG's start and frame header alone, of the given size: what the size check reads. */
function jpegHeader(width: number, height: number): Uint8Array {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x04,
    0x00,
    0x00,
    0xff,
    0xc2,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
    0xff,
    0xd9,
  ]);
}

describe("a post's link-preview picture", () => {
  it("reads a JPEG's size past the segments before its frame header", () => {
    expect(jpegSize(corpus("photo/ianare-Canon_40D-100x68.jpg"))).toEqual({ width: 100, height: 68 });
    expect(jpegSize(jpegHeader(1200, 630))).toEqual({ width: 1200, height: 630 });
    expect(jpegSize(corpus("webp/goximage-gopher-doc.8bpp.lossless.webp"))).toBeNull();
  });

  it("takes a 1200 x 630 JPEG and says why it refuses anything else", () => {
    expect(postPictureProblem(jpegHeader(1200, 630))).toBeNull();
    expect(postPictureProblem(jpegHeader(1200, 600))).toBe("The picture must be 1200 × 630 pixels.");
    expect(postPictureProblem(corpus("webp/goximage-gopher-doc.8bpp.lossless.webp"))).toBe(
      "The picture must be a JPEG image.",
    );
    expect(postPictureProblem(new Uint8Array(205 * 1024))).toBe("A picture may be at most 200 KB.");
  });
});
