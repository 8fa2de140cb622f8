/**
 * Lossless image samples as a PDF FlateDecode stream with PNG predictors (Predictor 15: a filter
 * chosen per row), which is how PNG gets its edge over plain deflate on screenshots and diagrams.
 * The row filter is picked by the usual smallest-sum-of-absolute-values rule. Rows are filtered
 * and deflated as they are written, so only the compressed stream is ever held whole.
 */
import { Zlib } from "fflate";
import { filterScanline } from "../codecs/png-row-filters.ts";

export interface FlateImage {
  bytes: Uint8Array;
  /** The /DecodeParms the stream needs. */
  columns: number;
  colors: number;
}

/**
 * Filtered rows are handed to the deflater about this many bytes at a time: each hand-over ends a
 * deflate block, and on a mostly white scan 64 KB blocks made the stream nearly twice as large as
 * one-shot deflate (block headers), where 1 MB ones come within a percent or two.
 */
const BATCH_BYTES = 1 << 20;

export class FlateImageWriter {
  private readonly chunks: Uint8Array[] = [];
  private readonly deflater = new Zlib({ level: 6 }, (chunk) => this.chunks.push(chunk));
  private readonly batch: Uint8Array;
  private batched = 0;
  private readonly prior: Uint8Array;
  private rows = 0;

  /** Rows of `width * colors` 8-bit samples, `height` of them. */
  constructor(
    private readonly width: number,
    private readonly height: number,
    private readonly colors: number,
  ) {
    const rowBytes = width * colors;
    this.batch = new Uint8Array(Math.max(1, Math.floor(BATCH_BYTES / (rowBytes + 1))) * (rowBytes + 1));
    this.prior = new Uint8Array(rowBytes);
  }

  /** The next row; the writer keeps its own copy, so the caller may reuse the buffer. */
  push(row: Uint8Array): void {
    if (this.rows >= this.height) throw new RangeError("More rows than the image has.");
    const filteredBytes = row.length + 1;
    filterScanline(row, this.prior, this.colors, this.batch.subarray(this.batched, this.batched + filteredBytes));
    this.batched += filteredBytes;
    this.prior.set(row);
    this.rows++;
    const last = this.rows === this.height;
    if (last || this.batched + filteredBytes > this.batch.length) {
      // The deflater copies what it is given, so the batch can be refilled at once.
      this.deflater.push(this.batch.subarray(0, this.batched), last);
      this.batched = 0;
    }
  }

  finish(): FlateImage {
    if (this.rows !== this.height) throw new RangeError(`${this.rows} of ${this.height} rows were written.`);
    const length = this.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const bytes = new Uint8Array(length);
    let at = 0;
    for (const chunk of this.chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    return { bytes, columns: this.width, colors: this.colors };
  }
}
