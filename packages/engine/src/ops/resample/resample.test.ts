/**
 * Our resampler (decision 0034): the SIMD WebAssembly and the TypeScript versions agree, both stay
 * within a level of the Squoosh resizer they replaced, the committed .wasm is what its source
 * compiles to, and the properties a resize must keep (flat colour stays flat, transparent pixels
 * lend no colour, any size in, any size out) hold.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
// @ts-expect-error: a plain .mjs build script, shared with `npm run build:wasm`
import { BYTES_MODULE, bytesModuleSource, compileResampler } from "../../../assembly/build.mjs";
import { asImageData, asRgba } from "../../codecs/codec.ts";
import { jpegCodec } from "../../codecs/jpeg.ts";
import { pngCodec } from "../../codecs/png.ts";
import { createImage, type RgbaImage } from "../../image.ts";
import { ssim } from "../../quality/ssim.ts";
import { fixture } from "../../test-support/fixtures.ts";
import { initCodec } from "../../wasm/wasm-provider.ts";
import { resample, type ResampleOptions } from "./resample.ts";
import { resampleImage } from "./resample-image.ts";
import { resampleWithWasm } from "./resample-wasm.ts";

const PHOTO: ResampleOptions = { method: "lanczos3", linearLight: true, premultiply: true };
const PDF_IMAGE: ResampleOptions = { method: "lanczos3", linearLight: false, premultiply: false };

/** The resizer used before (Rust `resize` crate via @jsquash/resize), with the same settings. */
async function previousResize(image: RgbaImage, width: number, height: number, linear: boolean): Promise<RgbaImage> {
  const lib = await import("@jsquash/resize");
  await initCodec("squoosh_resize", (module) => lib.initResize(module));
  const out = await lib.default(asImageData(image), {
    width,
    height,
    method: "lanczos3",
    fitMethod: "stretch",
    premultiply: linear,
    linearRGB: linear,
  });
  return asRgba(out);
}

/**
 * The largest difference a viewer could see: colour weighted by alpha (a fully transparent pixel's
 * colour is invisible, and a nearly transparent one's barely), alpha itself as is.
 */
function maxVisibleDifference(a: RgbaImage, b: RgbaImage): number {
  let max = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const alphaA = a.data[i + 3]! / 255;
    const alphaB = b.data[i + 3]! / 255;
    for (let c = 0; c < 3; c++) max = Math.max(max, Math.abs(a.data[i + c]! * alphaA - b.data[i + c]! * alphaB));
    max = Math.max(max, Math.abs(a.data[i + 3]! - b.data[i + 3]!));
  }
  return Math.round(max * 100) / 100;
}

function maxDifference(a: RgbaImage, b: RgbaImage): number {
  let max = 0;
  for (let i = 0; i < a.data.length; i++) max = Math.max(max, Math.abs(a.data[i]! - b.data[i]!));
  return max;
}

async function photo(): Promise<RgbaImage> {
  return jpegCodec.decode(fixture("photo/recurser-Landscape_1.jpg")); // 1800 x 1200
}

async function transparentPng(): Promise<RgbaImage> {
  return pngCodec.decode(fixture("png/pillow-pil123rgba-interlaced.png"));
}

describe("the resampler", () => {
  it("embeds exactly what assembly/resample.ts compiles to (npm run build:wasm)", async () => {
    const binary = await compileResampler();
    expect(readFileSync(BYTES_MODULE, "utf8")).toBe(bytesModuleSource(binary));
  }, 60_000);

  it("gives the TypeScript version's pixels to within one level, photo and transparency, both modes", async () => {
    for (const image of [await photo(), await transparentPng()]) {
      for (const options of [PHOTO, PDF_IMAGE]) {
        for (const size of [
          { width: Math.round(image.width / 2.3), height: Math.round(image.height / 1.7) },
          { width: Math.round(image.width * 1.3) + 1, height: image.height + 3 },
        ]) {
          const simd = await resampleWithWasm(image, size, options);
          const plain = resample(image, size, options);
          expect([simd.width, simd.height]).toEqual([size.width, size.height]);
          expect(maxDifference(simd, plain)).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it("stays within a visible level of the Squoosh resizer it replaced (SSIM at least 0.999)", async () => {
    const cases: [RgbaImage, number, number][] = [
      [await photo(), 1024, 683],
      [await photo(), 333, 500],
      [await transparentPng(), 37, 91],
    ];
    for (const [image, width, height] of cases) {
      for (const linear of [true, false]) {
        const ours = await resampleImage(image, { width, height }, linear ? PHOTO : PDF_IMAGE);
        const before = await previousResize(image, width, height, linear);
        expect(ssim(ours, before)).toBeGreaterThanOrEqual(0.999);
        expect(maxVisibleDifference(ours, before)).toBeLessThanOrEqual(1.5);
      }
    }
  });

  it("keeps a flat colour exactly flat and a fully transparent picture colourless", async () => {
    const flat = createImage(301, 207);
    for (let i = 0; i < flat.data.length; i += 4) flat.data.set([200, 100, 50, 255], i);
    const small = await resampleImage(flat, { width: 97, height: 13 }, PHOTO);
    for (let i = 0; i < small.data.length; i += 4)
      expect([...small.data.subarray(i, i + 4)]).toEqual([200, 100, 50, 255]);

    const clear = createImage(40, 40);
    for (let i = 0; i < clear.data.length; i += 4) clear.data.set([255, 0, 0, 0], i);
    const out = await resampleImage(clear, { width: 13, height: 21 }, PHOTO);
    expect(out.data.every((v) => v === 0)).toBe(true);
  });

  it("lends no colour from transparent pixels: a red square on clear keeps pure red at its edge", async () => {
    const image = createImage(64, 64);
    for (let y = 16; y < 48; y++) for (let x = 16; x < 48; x++) image.data.set([255, 0, 0, 255], (y * 64 + x) * 4);
    const out = await resampleImage(image, { width: 23, height: 23 }, PHOTO);
    for (let i = 0; i < out.data.length; i += 4) {
      if (out.data[i + 3]! >= 8) expect([out.data[i + 1], out.data[i + 2]]).toEqual([0, 0]);
    }
  });

  it("takes any size to any size, down to one pixel and from a one-pixel row", async () => {
    const image = await photo();
    const dot = await resampleImage(image, { width: 1, height: 1 }, PHOTO);
    expect([dot.width, dot.height, dot.data[3]]).toEqual([1, 1, 255]);
    const line = createImage(
      5,
      1,
      new Uint8ClampedArray([0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255, 9, 9, 9, 255, 1, 2, 3, 255]),
    );
    const wide = await resampleImage(line, { width: 50, height: 7 }, PHOTO);
    expect([wide.width, wide.height]).toEqual([50, 7]);
  });

  // Last in the file: once the WebAssembly has failed, this module's resampler stays on TypeScript.
  it("falls back to the TypeScript resampler when the WebAssembly cannot compile", async () => {
    const image = await photo();
    // A runtime without SIMD refuses the module: compile or instantiate throws a CompileError.
    const instantiate = vi
      .spyOn(WebAssembly, "instantiate")
      .mockRejectedValue(new WebAssembly.CompileError("no SIMD here"));
    const size = { width: 300, height: 200 };
    const out = await resampleImage(image, size, PHOTO);
    expect(instantiate).toHaveBeenCalled();
    expect(maxDifference(out, resample(image, size, PHOTO))).toBe(0);
    instantiate.mockRestore();
  });
});
