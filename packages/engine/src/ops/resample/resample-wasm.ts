/**
 * Runs the SIMD resampler (assembly/resample.ts, embedded by assembly/build.mjs): lays out
 * its memory (the picture, the result, the taps and the lookup tables) and copies the result out.
 * A fresh instance per call: the module is compiled once, but its memory, sized to the picture,
 * is garbage the moment the call returns, so a worker does not keep the largest picture's worth of
 * WebAssembly memory for the rest of its life.
 */
import { createImage, hasTransparency, type RgbaImage } from "../../image.ts";
import type { Size } from "../fit.ts";
import { KERNELS } from "./kernels.ts";
import type { ResampleOptions } from "./resample.ts";
import { RESAMPLE_WASM_BASE64 } from "./resample-wasm-bytes.ts";
import { gammaTable, linearToSrgbTable, srgbToLinearTable } from "./srgb-tables.ts";
import { axisTaps, type AxisTaps } from "./weights.ts";

export type ResampleExport = (...args: number[]) => void;

let compiled: Promise<WebAssembly.Module> | null = null;

/** Compiled once per worker from the embedded bytes; a failure (no SIMD) is not cached. */
export function resamplerModule(): Promise<WebAssembly.Module> {
  if (!compiled) {
    const base64 = RESAMPLE_WASM_BASE64;
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    compiled = WebAssembly.compile(bytes);
    compiled.catch(() => (compiled = null));
  }
  return compiled;
}

/** Hands out 16-byte-aligned regions of the instance's memory, in order. */
export class Layout {
  end = 64;
  take(bytes: number): number {
    const at = this.end;
    this.end = at + Math.ceil(bytes / 16) * 16;
    return at;
  }
}

export async function resampleWithWasm(image: RgbaImage, size: Size, options: ResampleOptions): Promise<RgbaImage> {
  const module = await resamplerModule();
  const kernel = KERNELS[options.method];
  const across = axisTaps(image.width, size.width, kernel);
  const down = axisTaps(image.height, size.height, kernel);
  const premultiply = options.premultiply && hasTransparency(image);
  const ringRows = down.stride;

  const layout = new Layout();
  const input = layout.take(image.data.length);
  const output = layout.take(size.width * size.height * 4);
  const h = tapRegions(layout, across);
  const v = tapRegions(layout, down);
  const ring = layout.take(ringRows * image.width * 16);
  const ringTags = layout.take(ringRows * 4);
  const rowPointers = layout.take(down.stride * 4);
  const column = layout.take(image.width * 16);
  const toFloat = layout.take(256 * 4);
  const toByte = layout.take(65536);

  const instance = await WebAssembly.instantiate(module, {});
  const memory = instance.exports.memory as WebAssembly.Memory;
  const missing = layout.end - memory.buffer.byteLength;
  if (missing > 0) memory.grow(Math.ceil(missing / 65536));
  const bytes = new Uint8Array(memory.buffer);
  bytes.set(image.data, input);
  writeTaps(memory.buffer, h, across);
  writeTaps(memory.buffer, v, down);
  new Float32Array(memory.buffer, toFloat, 256).set(options.linearLight ? srgbToLinearTable() : gammaTable());
  if (options.linearLight) bytes.set(linearToSrgbTable(), toByte);

  (instance.exports.resample as ResampleExport)(
    input,
    image.width,
    image.height,
    output,
    size.width,
    size.height,
    h.start,
    h.count,
    h.weights,
    across.stride,
    v.start,
    v.count,
    v.weights,
    down.stride,
    ring,
    ringRows,
    ringTags,
    rowPointers,
    column,
    toFloat,
    toByte,
    options.linearLight ? 1 : 0,
    premultiply ? 1 : 0,
  );
  return createImage(
    size.width,
    size.height,
    new Uint8ClampedArray(memory.buffer.slice(output, output + size.width * size.height * 4)),
  );
}

export interface TapRegions {
  start: number;
  count: number;
  weights: number;
}

export function tapRegions(layout: Layout, taps: AxisTaps): TapRegions {
  return {
    start: layout.take(taps.start.byteLength),
    count: layout.take(taps.count.byteLength),
    weights: layout.take(taps.weights.byteLength),
  };
}

export function writeTaps(buffer: ArrayBuffer, at: TapRegions, taps: AxisTaps) {
  new Int32Array(buffer, at.start, taps.start.length).set(taps.start);
  new Int32Array(buffer, at.count, taps.count.length).set(taps.count);
  new Float32Array(buffer, at.weights, taps.weights.length).set(taps.weights);
}
