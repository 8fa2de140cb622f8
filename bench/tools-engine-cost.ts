/**
 * The engine's own CPU for the tools bench's photos: the JPEG compressor page's default job (the
 * recipe a signed-in member without saved defaults gets, built by the page's own code) run on each
 * photo in Node, on the same WebAssembly the page's workers run, one after another. The page's
 * core-seconds over the same photos, set against this, say what the page spends beyond the engine's
 * work (issue 27 asks for at most 1.25 times).
 */
import { readFileSync } from "node:fs";
import { runJob } from "../packages/engine/src/pipeline/run-job.ts";
import { useNodeWasm } from "../packages/engine/src/wasm/node-wasm.ts";
import { initialJpegSettings, jpegRecipe } from "../apps/web/src/tools/jpeg-compress/jpeg-settings.ts";

export async function engineCoreSeconds(files: readonly string[]): Promise<number> {
  useNodeWasm();
  const job = jpegRecipe(initialJpegSettings(null), {});
  // Compile the codecs first, as the page's workers have by its second round.
  await runJob(new Uint8Array(readFileSync(files[0]!)), job);
  const before = process.cpuUsage();
  for (const file of files) await runJob(new Uint8Array(readFileSync(file)), job);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}
