/**
 * A PDF image brought down to a smaller size while its rows arrive, so the full-size picture never
 * has to exist as one block of JavaScript memory: rows go in one at a time (from a streamed Flate
 * image or MuPDF's pixmap), output rows come out as soon as the rows they read are in.
 *
 * The filter is the one the whole-image resampler gave PDF images before: Lanczos 3, with the same
 * taps (ops/resample/weights.ts) and arithmetic, so the pixels are the same and pages look as they
 * did. Box averaging would be cheaper but is a poor low-pass filter at the fractional reductions
 * scans commonly need (300 to 200 ppi is 1.5x). Unlike photo resizing (ops/resize.ts, in linear
 * light), it averages in gamma space, as PDF viewers do when they draw an image smaller than its
 * pixels: fine dark strokes in scanned text keep the weight a viewer showed before, so pages look
 * the same rather than lighter.
 *
 * The SIMD WebAssembly resampler runs the bands (about three times the TypeScript one's speed);
 * where it cannot load, the TypeScript one does, as in ops/resample/resample-image.ts.
 */
import type { Size } from "../ops/fit.ts";
import { TsBandedDownsampler } from "./banded-downsample-ts.ts";
import { WasmBandedDownsampler } from "./banded-downsample-wasm.ts";

/** Samples per pixel: 1 gray, 3 RGB, 8 bits each, packed. */
export type SampleChannels = 1 | 3;

/** Receives each output row (packed samples, reused for the next row: copy it to keep it). */
export type RowSink = (row: Uint8Array, y: number) => void;

export interface RowDownsampler {
  /** The next input row: `input.width * channels` samples, read before this returns. */
  push(samples: Uint8Array): void;
  /** Every output row was written: the input had all its rows. */
  readonly done: boolean;
}

let wasmUnavailable = false;

export async function bandedDownsampler(
  input: Size,
  output: Size,
  channels: SampleChannels,
  sink: RowSink,
): Promise<RowDownsampler> {
  if (!wasmUnavailable) {
    try {
      return await WasmBandedDownsampler.create(input, output, channels, sink);
    } catch (error) {
      // Only a module that cannot compile or instantiate falls back; anything else is a real fault.
      if (!(error instanceof WebAssembly.CompileError || error instanceof WebAssembly.LinkError)) throw error;
      wasmUnavailable = true;
    }
  }
  return new TsBandedDownsampler(input, output, channels, sink);
}
