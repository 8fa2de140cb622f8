/**
 * Where a result may be written: originals are never changed, and one run never writes two
 * results to the same name (a later file would silently replace an earlier one's result).
 */
import { join, resolve } from "node:path";

export class OutputNames {
  private readonly taken: Set<string>;

  constructor(files: readonly string[]) {
    this.taken = new Set(files.map((file) => resolve(file)));
  }

  /** The path to write `outName` to, or the sentence saying why it may not be. */
  claim(file: string, out: string, outName: string): { target: string } | { error: string } {
    const target = resolve(join(out, outName));
    if (this.taken.has(target)) {
      const what = target === resolve(file) ? "the original" : "another file of this run";
      return { error: `${file}: the result would be written over ${what} (${outName}); choose another --out folder.` };
    }
    this.taken.add(target);
    return { target };
  }
}
