/**
 * The loop every command shares: each file is read, made into its result, and written into the
 * output folder under a name no other file of the run takes (OutputNames). A file that fails is
 * reported and the others go on; the exit code says whether any failed.
 */
import { readFile, writeFile } from "node:fs/promises";
import { describeFailure } from "./describe-result.ts";
import { OutputNames } from "./output-names.ts";

/** What one file became: the result and the name it asks to be written under. */
export interface FileOutput<R extends { bytes: Uint8Array }> {
  result: R;
  outName: string;
}

export async function writeResults<R extends { bytes: Uint8Array }>(
  files: readonly string[],
  out: string,
  log: (line: string) => void,
  /** `index` counts the files as given, failed ones included. */
  make: (input: Uint8Array, file: string, index: number) => Promise<FileOutput<R>>,
  describe: (file: string, result: R, outName: string) => string,
): Promise<number> {
  const names = new OutputNames(files);
  let failures = 0;
  for (const [index, file] of files.entries()) {
    try {
      const input = new Uint8Array(await readFile(file));
      const { result, outName } = await make(input, file, index);
      const claim = names.claim(file, out, outName);
      if ("error" in claim) {
        failures++;
        log(claim.error);
        continue;
      }
      await writeFile(claim.target, result.bytes);
      log(describe(file, result, outName));
    } catch (error) {
      failures++;
      log(describeFailure(file, error));
    }
  }
  return failures === 0 ? 0 : 1;
}
