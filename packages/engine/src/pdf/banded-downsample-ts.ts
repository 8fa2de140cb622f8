/**
 * The banded downsampler in plain TypeScript, where WebAssembly SIMD is missing (see
 * banded-downsample.ts): each input row is resampled across as it comes and kept in a ring of as
 * many rows as the vertical filter reaches; an output row is written as soon as its last input row
 * is in. Memory is a few dozen output-width rows, whatever the input. The same taps
 * (ops/resample/weights.ts) and the same arithmetic as the TypeScript resampler
 * (ops/resample/resample.ts), so the pixels equal its result exactly. Samples are packed, 1 (gray)
 * or 3 (RGB) per pixel: gray images cost a third of RGB.
 */
import type { Size } from "../ops/fit.ts";
import { KERNELS } from "../ops/resample/kernels.ts";
import { gammaTable } from "../ops/resample/srgb-tables.ts";
import { axisTaps, type AxisTaps } from "../ops/resample/weights.ts";
import type { RowDownsampler, RowSink, SampleChannels } from "./banded-downsample.ts";

export class TsBandedDownsampler implements RowDownsampler {
  private readonly across: AxisTaps;
  private readonly down: AxisTaps;
  private readonly inRow: Float32Array;
  /** Input rows already resampled across, row `r` at slot `r % ringRows`. */
  private readonly ring: Float32Array;
  private readonly ringRows: number;
  private readonly rowLength: number;
  private readonly accumulator: Float64Array;
  private readonly outRow: Uint8Array;
  private readonly toFloat = gammaTable();
  private received = 0;
  private written = 0;

  constructor(
    private readonly input: Size,
    private readonly output: Size,
    private readonly channels: SampleChannels,
    private readonly sink: RowSink,
  ) {
    const kernel = KERNELS.lanczos3;
    this.across = axisTaps(input.width, output.width, kernel);
    this.down = axisTaps(input.height, output.height, kernel);
    // An output row reads at most `stride` consecutive input rows and rows only move forward.
    this.ringRows = this.down.stride;
    this.rowLength = output.width * channels;
    this.inRow = new Float32Array(input.width * channels);
    this.ring = new Float32Array(this.ringRows * this.rowLength);
    this.accumulator = new Float64Array(this.rowLength);
    this.outRow = new Uint8Array(this.rowLength);
  }

  push(samples: Uint8Array): void {
    if (this.received >= this.input.height) throw new RangeError("More rows than the image has.");
    const slot = (this.received % this.ringRows) * this.rowLength;
    this.resampleAcross(samples, this.ring.subarray(slot, slot + this.rowLength));
    this.received++;
    const { start, count } = this.down;
    while (this.written < this.output.height && start[this.written]! + count[this.written]! <= this.received) {
      this.writeRow(this.written++);
    }
  }

  get done(): boolean {
    return this.written === this.output.height;
  }

  private resampleAcross(samples: Uint8Array, out: Float32Array): void {
    const { inRow, toFloat, channels } = this;
    const length = this.input.width * channels;
    for (let i = 0; i < length; i++) inRow[i] = toFloat[samples[i]!]!;
    const { start, count, weights, stride } = this.across;
    let o = 0;
    if (channels === 3) {
      for (let x = 0; x < this.output.width; x++) {
        const n = count[x]!;
        let p = start[x]! * 3;
        let w = x * stride;
        let r = 0;
        let g = 0;
        let b = 0;
        for (let k = 0; k < n; k++, p += 3, w++) {
          const weight = weights[w]!;
          r += inRow[p]! * weight;
          g += inRow[p + 1]! * weight;
          b += inRow[p + 2]! * weight;
        }
        out[o++] = r;
        out[o++] = g;
        out[o++] = b;
      }
      return;
    }
    for (let x = 0; x < this.output.width; x++) {
      const n = count[x]!;
      let p = start[x]!;
      let w = x * stride;
      let v = 0;
      for (let k = 0; k < n; k++, p++, w++) v += inRow[p]! * weights[w]!;
      out[o++] = v;
    }
  }

  /** Summed four rows at a time in the TypeScript resampler's order, so the sums match it exactly. */
  private writeRow(y: number): void {
    const { ring, ringRows, rowLength, accumulator, outRow } = this;
    const { start, count, weights, stride } = this.down;
    const first = start[y]!;
    const n = count[y]!;
    // Never fails while the taps start in order and span at most `stride` rows (weights.ts).
    if (first + n > this.received || first < this.received - ringRows) throw new Error("Rows left the ring early.");
    const at = (row: number) => (row % ringRows) * rowLength;
    accumulator.fill(0);
    let k = 0;
    for (; k + 4 <= n; k += 4) {
      const w0 = weights[y * stride + k]!;
      const w1 = weights[y * stride + k + 1]!;
      const w2 = weights[y * stride + k + 2]!;
      const w3 = weights[y * stride + k + 3]!;
      const r0 = at(first + k);
      const r1 = at(first + k + 1);
      const r2 = at(first + k + 2);
      const r3 = at(first + k + 3);
      for (let i = 0; i < rowLength; i++) {
        accumulator[i] =
          accumulator[i]! + ring[r0 + i]! * w0 + ring[r1 + i]! * w1 + ring[r2 + i]! * w2 + ring[r3 + i]! * w3;
      }
    }
    for (; k < n; k++) {
      const w = weights[y * stride + k]!;
      const r = at(first + k);
      for (let i = 0; i < rowLength; i++) accumulator[i] = accumulator[i]! + ring[r + i]! * w;
    }
    for (let i = 0; i < rowLength; i++) {
      const v = accumulator[i]!;
      outRow[i] = Math.round((v < 0 ? 0 : v > 1 ? 1 : v) * 255);
    }
    this.sink(outRow, y);
  }
}
