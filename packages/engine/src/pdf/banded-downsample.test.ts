/**
 * The banded downsampler gives the pixels of the whole-image resampler PDF images went through
 * before (Lanczos 3 in gamma space): exactly the TypeScript resampler's, and the SIMD one's to
 * within a level, for gray and RGB, fractional and large reductions, rows fed one at a time.
 */
import { describe, expect, it } from "vitest";
import { createImage, type RgbaImage } from "../image.ts";
import type { Size } from "../ops/fit.ts";
import { resample, type ResampleOptions } from "../ops/resample/resample.ts";
import { resampleWithWasm } from "../ops/resample/resample-wasm.ts";
import type { RowDownsampler, RowSink, SampleChannels } from "./banded-downsample.ts";
import { TsBandedDownsampler } from "./banded-downsample-ts.ts";
import { WasmBandedDownsampler } from "./banded-downsample-wasm.ts";

const PDF_IMAGE: ResampleOptions = { method: "lanczos3", linearLight: false, premultiply: false };

/** Text-like strokes on a gradient with some noise: edges to ring on, flat runs, every level. */
function scanLike(width: number, height: number, channels: SampleChannels): Uint8Array {
  const samples = new Uint8Array(width * height * channels);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const stroke = (x % 37 < 3 || y % 23 < 2) && (x + y) % 5 !== 0;
      for (let c = 0; c < channels; c++) {
        const base = stroke ? 20 + c * 10 : 255 - ((x * (c + 1) + y) % 60);
        samples[(y * width + x) * channels + c] = Math.max(0, Math.min(255, base + ((seed >>> 24) % 9) - 4));
      }
    }
  }
  return samples;
}

function toRgba(samples: Uint8Array, width: number, height: number, channels: SampleChannels): RgbaImage {
  const image = createImage(width, height);
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) image.data[i * 4 + c] = samples[i * channels + (channels === 1 ? 0 : c)]!;
    image.data[i * 4 + 3] = 255;
  }
  return image;
}

type Make = (input: Size, output: Size, channels: SampleChannels, sink: RowSink) => Promise<RowDownsampler>;

const IMPLEMENTATIONS: { name: string; make: Make; whole: (image: RgbaImage, size: Size) => Promise<RgbaImage> }[] = [
  {
    name: "SIMD WebAssembly",
    make: (...args) => WasmBandedDownsampler.create(...args),
    whole: (image, size) => resampleWithWasm(image, size, PDF_IMAGE),
  },
  {
    name: "TypeScript",
    make: (...args) => Promise.resolve(new TsBandedDownsampler(...args)),
    whole: (image, size) => Promise.resolve(resample(image, size, PDF_IMAGE)),
  },
];

async function banded(make: Make, samples: Uint8Array, input: Size, output: Size, channels: SampleChannels) {
  const out = new Uint8Array(output.width * output.height * channels);
  let rows = 0;
  const downsampler = await make(input, output, channels, (row, y) => {
    out.set(row, y * row.length);
    rows++;
  });
  const rowBytes = input.width * channels;
  for (let y = 0; y < input.height; y++) {
    expect(downsampler.done).toBe(false);
    downsampler.push(samples.subarray(y * rowBytes, (y + 1) * rowBytes));
  }
  expect(downsampler.done).toBe(true);
  expect(rows).toBe(output.height);
  return toRgba(out, output.width, output.height, channels);
}

function largestDifference(a: RgbaImage, b: RgbaImage): number {
  let most = 0;
  for (let i = 0; i < a.data.length; i++) most = Math.max(most, Math.abs(a.data[i]! - b.data[i]!));
  return most;
}

describe.each(IMPLEMENTATIONS)("banded PDF image downsampling ($name)", ({ make, whole }) => {
  const cases: { input: Size; output: Size; channels: SampleChannels }[] = [
    // 300 to 200 ppi, the common scan case.
    { input: { width: 903, height: 611 }, output: { width: 602, height: 407 }, channels: 3 },
    { input: { width: 903, height: 611 }, output: { width: 602, height: 407 }, channels: 1 },
    // 600 to 72 ppi: a wide filter, many rows per output row.
    { input: { width: 1250, height: 830 }, output: { width: 150, height: 100 }, channels: 3 },
    // Down to one row and column.
    { input: { width: 40, height: 30 }, output: { width: 1, height: 1 }, channels: 1 },
  ];
  for (const { input, output, channels } of cases) {
    it(`${input.width}x${input.height} to ${output.width}x${output.height}, ${channels} channel(s): the whole-image resampler's pixels`, async () => {
      const samples = scanLike(input.width, input.height, channels);
      const image = toRgba(samples, input.width, input.height, channels);
      const result = await banded(make, samples, input, output, channels);
      // Row by row, the very same sums as its whole-image counterpart; within a level of the other.
      expect(largestDifference(result, await whole(image, output))).toBe(0);
      expect(largestDifference(result, resample(image, output, PDF_IMAGE))).toBeLessThanOrEqual(1);
    });
  }

  it("refuses rows past the image's height", async () => {
    const downsampler = await make({ width: 4, height: 2 }, { width: 2, height: 1 }, 1, () => {});
    downsampler.push(new Uint8Array(4));
    downsampler.push(new Uint8Array(4));
    expect(() => downsampler.push(new Uint8Array(4))).toThrow(RangeError);
  });
});
