/**
 * The bulk ZIP, built while the files finish rather than at the end: each result is streamed into
 * the archive as soon as it is ready (stored, since images are already compressed), and the
 * archive's pieces are kept as Blobs, which the browser holds outside the page's memory. So
 * "Download ZIP" after a hundred files is instant, and the results are never copied into one big
 * array beside themselves.
 *
 * A result that changes after it went in (a retry, a rename, a removal) makes the archive stale;
 * the page then builds a fresh one from the current results instead.
 */
import { Zip, ZipPassThrough } from "fflate";
import { uniqueNames } from "../zip.ts";

export interface ZipPiece {
  /** Identifies this exact result: the file, what it was made with and where it goes. */
  key: string;
  path: string;
  blob: Blob;
  lastModified?: number;
}

export class StreamedZip {
  private readonly parts: Blob[] = [];
  private readonly keys = new Set<string>();
  private readonly names = new Set<string>();
  private chain: Promise<void> = Promise.resolve();
  private failure: Error | null = null;
  private closed = false;
  private readonly finished: Promise<void>;
  private readonly zip: Zip;

  /**
   * With `sink`, each piece of the archive goes there as it is made (a file being written) instead
   * of being kept; `finish` then gives an empty Blob.
   */
  constructor(private readonly sink?: (chunk: Uint8Array) => void) {
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    this.finished = new Promise<void>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure = error;
        return reject(error);
      }
      // Each piece leaves the page's heap at once (a Blob, or the sink's file), instead of piling up.
      if (this.sink) this.sink(chunk);
      else this.parts.push(new Blob([chunk as Uint8Array<ArrayBuffer>]));
      if (final) resolve();
    });
  }

  has(key: string): boolean {
    return this.keys.has(key);
  }

  /** Whether the archive holds exactly these results, no more and no fewer. */
  holdsExactly(keys: readonly string[]): boolean {
    return !this.closed && keys.length === this.keys.size && keys.every((key) => this.keys.has(key));
  }

  /** Queues one result; pieces go in one after another, each streamed from its Blob. */
  add(piece: ZipPiece): void {
    if (this.closed || this.keys.has(piece.key)) return;
    this.keys.add(piece.key);
    const [name] = uniqueNames([...this.names, piece.path]).slice(-1);
    this.names.add(name!);
    this.chain = this.chain.then(async () => {
      if (this.failure) return;
      const file = new ZipPassThrough(name!);
      if (piece.lastModified && piece.lastModified > Date.UTC(1980, 0, 2)) file.mtime = piece.lastModified;
      this.zip.add(file);
      const reader = piece.blob.stream().getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        file.push(value);
      }
      file.push(new Uint8Array(0), true);
    });
  }

  /** Closes the archive and gives it as one Blob (made of the pieces, not a copy of them). */
  async finish(): Promise<Blob> {
    this.closed = true;
    await this.chain;
    this.zip.end();
    await this.finished;
    return new Blob(this.parts, { type: "application/zip" });
  }
}
