import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createImage, type RgbaImage } from "../image.ts";
import { ssim } from "../quality/ssim.ts";
import { fixture, gradient } from "../test-support/fixtures.ts";
import { decodeGif } from "./gif.ts";
import { encodeGif, GIF_DEFAULTS } from "./gif-encode.ts";
import { jpegCodec } from "./jpeg.ts";

function distinctColors(image: RgbaImage): number {
  const colors = new Set<number>();
  const view = new DataView(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  for (let p = 0; p < image.data.length; p += 4) colors.add(view.getUint32(p));
  return colors.size;
}

/**
 * `count` colours, many of them neighbours that share a bin of gifenc's rgb565 colour cache
 * (0,0,0 and 1,1,1...), so only an exact palette keeps them apart; with `alphaBelowHalf`, every
 * fifth pixel is nearly transparent.
 */
function fewColors(width: number, height: number, count = 256, alphaBelowHalf = false): RgbaImage {
  const image = createImage(width, height);
  for (let i = 0; i < width * height; i++) {
    const c = i % count;
    image.data.set([c, (c * 7) & 0xff, c < 128 ? c + 1 : 255 - c, 255], i * 4);
    if (alphaBelowHalf && i % 5 === 0) image.data.set([9, 9, 9, 20], i * 4);
  }
  return image;
}

describe("encodeGif", () => {
  it("keeps a photo recognisable at 256 colours, with and without dithering", async () => {
    const photo = await jpegCodec.decode(fixture("photo/recurser-Landscape_1.jpg"));
    for (const dither of [false, true]) {
      const decoded = await decodeGif(await encodeGif(photo, { dither }));
      expect([decoded.width, decoded.height]).toEqual([photo.width, photo.height]);
      expect(ssim(photo, decoded)).toBeGreaterThanOrEqual(0.9);
      expect(distinctColors(decoded)).toBeLessThanOrEqual(256);
    }
  });

  it("keeps every pixel of an image with at most 256 colours", async () => {
    const image = fewColors(64, 40);
    expect(distinctColors(image)).toBe(256);
    const decoded = await decodeGif(await encodeGif(image));
    expect(decoded.data).toEqual(image.data);
  });

  it("keeps a real transparent GIF's pixels through a round trip", async () => {
    const source = await decodeGif(fixture("gif/pillow-transparent.gif"));
    const decoded = await decodeGif(await encodeGif(source));
    expect(decoded.data).toEqual(source.data);
  });

  it("turns pixels under half opacity into transparency and the rest into opaque pixels", async () => {
    // 255 colours and the transparent entry: a full palette, still exact.
    const image = fewColors(50, 20, 255, true);
    const decoded = await decodeGif(await encodeGif(image));
    for (let p = 0; p < image.data.length; p += 4) {
      if (image.data[p + 3]! < 128) {
        expect(decoded.data[p + 3]).toBe(0);
      } else {
        expect([...decoded.data.subarray(p, p + 4)]).toEqual([...image.data.subarray(p, p + 4)]);
      }
    }
    // With a soft alpha ramp, quantised: transparency still follows the 128 threshold exactly.
    const ramp = gradient(80, 30, true);
    const fromRamp = await decodeGif(await encodeGif(ramp, { colors: 32, dither: true }));
    for (let p = 3; p < ramp.data.length; p += 4) expect(fromRamp.data[p]).toBe(ramp.data[p]! < 128 ? 0 : 255);
  });

  it("holds to the palette size asked for, the transparent entry included", async () => {
    const image = gradient(120, 90, true);
    for (const colors of [2, 16, 64]) {
      for (const dither of [false, true]) {
        const decoded = await decodeGif(await encodeGif(image, { colors, dither }));
        // Every transparent pixel decodes to 0,0,0,0, one "colour" of the count.
        expect(distinctColors(decoded)).toBeLessThanOrEqual(colors);
      }
    }
  });

  it("dithering brings a small palette's local averages close to a grey ramp", async () => {
    const ramp = createImage(256, 64);
    for (let i = 0; i < 256 * 64; i++) ramp.data.set([i % 256, i % 256, i % 256, 255], i * 4);
    // Mean absolute difference of the 4x4 block averages: what the eye sees from a distance.
    const blockError = (result: RgbaImage) => {
      let total = 0;
      for (let by = 0; by < 64; by += 4) {
        for (let bx = 0; bx < 256; bx += 4) {
          let diff = 0;
          for (let y = by; y < by + 4; y++) {
            for (let x = bx; x < bx + 4; x++) diff += result.data[(y * 256 + x) * 4]! - ramp.data[(y * 256 + x) * 4]!;
          }
          total += Math.abs(diff / 16);
        }
      }
      return total / 1024;
    };
    const plain = await decodeGif(await encodeGif(ramp, { colors: 8 }));
    const dithered = await decodeGif(await encodeGif(ramp, { colors: 8, dither: true }));
    expect(distinctColors(dithered)).toBeLessThanOrEqual(8);
    expect(blockError(plain)).toBeGreaterThan(5);
    expect(blockError(dithered)).toBeLessThan(blockError(plain) / 3);
  });

  it("writes a fully transparent or single-colour image", async () => {
    const clear = createImage(7, 3);
    expect((await decodeGif(await encodeGif(clear))).data).toEqual(clear.data);
    const red = createImage(5, 5);
    for (let p = 0; p < red.data.length; p += 4) red.data.set([200, 10, 10, 255], p);
    expect((await decodeGif(await encodeGif(red, { colors: 2 }))).data).toEqual(red.data);
  });

  it("writes a file other readers open as a still GIF", async () => {
    const gif = await encodeGif(gradient(90, 60, true), GIF_DEFAULTS);
    const meta = await sharp(gif).metadata();
    expect([meta.format, meta.width, meta.height, meta.pages ?? 1]).toEqual(["gif", 90, 60, 1]);
    // libvips reports 1 (play once) when there is no looping block; 0 would mean "loop forever".
    expect(meta.loop).toBe(1);
  });

  it("reads its pixels from a view into a larger buffer", async () => {
    const image = fewColors(16, 16);
    const backing = new Uint8ClampedArray(image.data.length + 8);
    backing.set(image.data, 8);
    const view = { ...image, data: backing.subarray(8) };
    expect((await decodeGif(await encodeGif(view))).data).toEqual(image.data);
    expect((await decodeGif(await encodeGif(view, { colors: 16 }))).width).toBe(16);
  });
});
