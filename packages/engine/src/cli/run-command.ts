/**
 * `squish run CHAIN.json FILE... [--out DIR]`: a workspace chain (exported from /workspace or
 * written by hand) over every file, each through the same single job the page builds (chainJob),
 * named by the chain's Rename. A file that fails is reported and the others go on; the exit code
 * says whether any failed.
 */
import { mkdir, readFile } from "node:fs/promises";
import { basename } from "node:path";
import { parseChainFile, type ChainFile } from "@squish/shared/chain";
import { isAnimation } from "../animation/read-animation.ts";
import { chainJob } from "../chain/chain-job.ts";
import { chainOutputName } from "../chain/chain-output-name.ts";
import { runPictureJob } from "../pipeline/run-any-job.ts";
import { sniffFormat } from "../sniff-format.ts";
import { useNodeWasm } from "../wasm/node-wasm.ts";
import { UsageError } from "./commands.ts";
import { describeResult } from "./describe-result.ts";
import { writeResults } from "./write-results.ts";

/** The chain in a file; a file that cannot be read or is not a chain is a usage error (exit 2). */
export async function readChainFile(path: string): Promise<ChainFile> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    throw new UsageError(`The chain file ${path} could not be read: ${(error as Error).message}`);
  }
  const parsed = parseChainFile(text);
  if (!parsed.ok) throw new UsageError(`${path}: ${parsed.error}`);
  return parsed.chain;
}

export async function runChainCommand(
  chainPath: string,
  files: readonly string[],
  out: string,
  log: (line: string) => void,
): Promise<number> {
  let chain: ChainFile;
  try {
    chain = await readChainFile(chainPath);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    log(error.message);
    return 2;
  }
  useNodeWasm();
  await mkdir(out, { recursive: true });
  return writeResults(
    files,
    out,
    log,
    async (input, file, index) => {
      const source = { format: sniffFormat(input) ?? undefined, animated: await isAnimation(input) };
      const job = chainJob(chain.steps, source);
      // The name words the error for bytes that match no format ("This HEIC file is damaged").
      const result = await runPictureJob(input, job, { fileName: basename(file) });
      // {n} counts the files as given, failed ones included, so a name never depends on another file.
      return { result, outName: chainOutputName(chain.steps, basename(file), result, index + 1) };
    },
    describeResult,
  );
}
