/**
 * The banded downsampler on the SIMD WebAssembly resampler (assembly/resample.ts), whose one call
 * resamples any run of output rows from the input rows it is given: input rows gather, as RGBA,
 * in a band of the module's memory; once the band holds every row a group of output rows reads,
 * one call writes that group, and the band keeps only the rows later groups still need. The taps
 * are the whole image's (the vertical starts shifted to the band), so each output row is computed
 * exactly as by one whole-image call (resample-wasm.ts). Memory: one band of about
 * BAND_INPUT_ROWS input rows, the module's ring of float rows and one group of output rows.
 */
import type { Size } from "../ops/fit.ts";
import { KERNELS } from "../ops/resample/kernels.ts";
import {
  Layout,
  resamplerModule,
  tapRegions,
  writeTaps,
  type ResampleExport,
  type TapRegions,
} from "../ops/resample/resample-wasm.ts";
import { gammaTable } from "../ops/resample/srgb-tables.ts";
import { axisTaps, type AxisTaps } from "../ops/resample/weights.ts";
import type { RowDownsampler, RowSink, SampleChannels } from "./banded-downsample.ts";

/**
 * Input rows a group of output rows reads, about: each call loads the rows its filter reaches
 * before the group afresh (a few per call), so bands much shorter would repeat that work often.
 */
const BAND_INPUT_ROWS = 128;

interface Group {
  /** Output rows [first, end). */
  first: number;
  end: number;
  /** Input rows [inFirst, inEnd) it reads; both only move forward from group to group. */
  inFirst: number;
  inEnd: number;
}

/** Output rows in groups, each with the input rows it reads. */
function planGroups(down: AxisTaps, outHeight: number, groupRows: number): Group[] {
  const groups: Group[] = [];
  let inEnd = 0;
  for (let first = 0; first < outHeight; first += groupRows) {
    const end = Math.min(outHeight, first + groupRows);
    for (let y = first; y < end; y++) inEnd = Math.max(inEnd, down.start[y]! + down.count[y]!);
    groups.push({ first, end, inFirst: 0, inEnd });
  }
  // Starts from the end backwards: a group's first row is the lowest any later output row reads.
  let inFirst = Number.MAX_SAFE_INTEGER;
  for (let index = groups.length - 1; index >= 0; index--) {
    const group = groups[index]!;
    for (let y = group.first; y < group.end; y++) inFirst = Math.min(inFirst, down.start[y]!);
    group.inFirst = inFirst;
  }
  return groups;
}

export class WasmBandedDownsampler implements RowDownsampler {
  private readonly groups: Group[];
  private groupIndex = 0;
  /** The input row held in the band's first slot, and how many rows the band holds. */
  private bandStart = 0;
  private bandRows = 0;
  private received = 0;
  private readonly pixels: Uint32Array;
  private readonly bytes: Uint8Array;
  private readonly outRow: Uint8Array;

  static async create(input: Size, output: Size, channels: SampleChannels, sink: RowSink): Promise<RowDownsampler> {
    const instance = await WebAssembly.instantiate(await resamplerModule(), {});
    return new WasmBandedDownsampler(instance, input, output, channels, sink);
  }

  private readonly at: {
    band: number;
    output: number;
    h: TapRegions;
    vStart: number;
    vCount: number;
    vWeights: number;
    ring: number;
    ringTags: number;
    rowPointers: number;
    column: number;
    toFloat: number;
    toByte: number;
  };
  private readonly across: AxisTaps;
  private readonly down: AxisTaps;
  private readonly run: ResampleExport;
  private readonly vStartView: Int32Array;

  private constructor(
    instance: WebAssembly.Instance,
    private readonly input: Size,
    private readonly output: Size,
    private readonly channels: SampleChannels,
    private readonly sink: RowSink,
  ) {
    const kernel = KERNELS.lanczos3;
    this.across = axisTaps(input.width, output.width, kernel);
    this.down = axisTaps(input.height, output.height, kernel);
    const groupRows = Math.max(1, Math.floor((BAND_INPUT_ROWS * output.height) / input.height));
    this.groups = planGroups(this.down, output.height, groupRows);
    const capacity = Math.max(...this.groups.map((group) => group.inEnd - group.inFirst));

    const layout = new Layout();
    const band = layout.take(capacity * input.width * 4);
    const out = layout.take(groupRows * output.width * 4);
    const h = tapRegions(layout, this.across);
    const vStart = layout.take(groupRows * 4);
    const vCount = layout.take(this.down.count.byteLength);
    const vWeights = layout.take(this.down.weights.byteLength);
    const ring = layout.take(this.down.stride * input.width * 16);
    const ringTags = layout.take(this.down.stride * 4);
    const rowPointers = layout.take(this.down.stride * 4);
    const column = layout.take(input.width * 16);
    const toFloat = layout.take(256 * 4);
    // Read only in linear light, which PDF images are not resampled in; the call still names it.
    const toByte = layout.take(16);
    this.at = { band, output: out, h, vStart, vCount, vWeights, ring, ringTags, rowPointers, column, toFloat, toByte };

    const memory = instance.exports.memory as WebAssembly.Memory;
    const missing = layout.end - memory.buffer.byteLength;
    if (missing > 0) memory.grow(Math.ceil(missing / 65536));
    const buffer = memory.buffer;
    writeTaps(buffer, h, this.across);
    new Int32Array(buffer, vCount, this.down.count.length).set(this.down.count);
    new Float32Array(buffer, vWeights, this.down.weights.length).set(this.down.weights);
    new Float32Array(buffer, toFloat, 256).set(gammaTable());
    this.vStartView = new Int32Array(buffer, vStart, groupRows);
    this.pixels = new Uint32Array(buffer, band, capacity * input.width);
    this.bytes = new Uint8Array(buffer);
    this.outRow = new Uint8Array(output.width * channels);
    this.run = instance.exports.resample as ResampleExport;
  }

  push(samples: Uint8Array): void {
    if (this.received >= this.input.height) throw new RangeError("More rows than the image has.");
    let group = this.groups[this.groupIndex];
    // Rows no output row reads (none before the first group's, or after the last) are not kept.
    if (group && this.received >= group.inFirst) {
      if (this.bandRows === 0) this.bandStart = this.received;
      this.storeRow(samples, this.bandRows++);
    }
    this.received++;
    while (group && group.inEnd <= this.received) {
      this.runGroup(group);
      group = this.groups[++this.groupIndex];
      if (group) this.dropRowsBefore(group.inFirst);
    }
  }

  get done(): boolean {
    return this.groupIndex === this.groups.length;
  }

  /** One row of packed samples as opaque RGBA (one 32-bit store a pixel, little-endian like WebAssembly). */
  private storeRow(samples: Uint8Array, slot: number): void {
    const { pixels, channels } = this;
    const width = this.input.width;
    let d = slot * width;
    if (channels === 3) {
      for (let x = 0, s = 0; x < width; x++, s += 3) {
        pixels[d++] = (samples[s]! | (samples[s + 1]! << 8) | (samples[s + 2]! << 16) | 0xff000000) >>> 0;
      }
      return;
    }
    for (let x = 0; x < width; x++) pixels[d++] = ((samples[x]! * 0x010101) | 0xff000000) >>> 0;
  }

  private runGroup(group: Group): void {
    const { at, down, across, input, output } = this;
    const rows = group.end - group.first;
    for (let i = 0; i < rows; i++) this.vStartView[i] = down.start[group.first + i]! - this.bandStart;
    this.run(
      at.band,
      input.width,
      this.bandRows,
      at.output,
      output.width,
      rows,
      at.h.start,
      at.h.count,
      at.h.weights,
      across.stride,
      at.vStart,
      at.vCount + group.first * 4,
      at.vWeights + group.first * down.stride * 4,
      down.stride,
      at.ring,
      down.stride,
      at.ringTags,
      at.rowPointers,
      at.column,
      at.toFloat,
      at.toByte,
      0,
      0,
    );
    const { bytes, outRow, channels } = this;
    for (let i = 0; i < rows; i++) {
      let s = at.output + i * output.width * 4;
      for (let x = 0, d = 0; x < output.width; x++, s += 4) {
        outRow[d++] = bytes[s]!;
        if (channels === 3) {
          outRow[d++] = bytes[s + 1]!;
          outRow[d++] = bytes[s + 2]!;
        }
      }
      this.sink(outRow, group.first + i);
    }
  }

  /** Moves the rows still needed to the band's start. */
  private dropRowsBefore(row: number): void {
    const drop = Math.min(row - this.bandStart, this.bandRows);
    if (drop <= 0) return;
    const width = this.input.width;
    this.pixels.copyWithin(0, drop * width, this.bandRows * width);
    this.bandStart += drop;
    this.bandRows -= drop;
  }
}
