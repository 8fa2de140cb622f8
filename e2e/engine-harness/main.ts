// Exposes the engine's browser worker pool to the end-to-end tests, exactly as the tools use it.
import type { ImageJob, JobStage } from "@squish/engine";
import { createBrowserPool } from "@squish/engine/browser-pool";
import { WorkerPool } from "../../packages/engine/src/pool/worker-pool.ts";
import type { JobWorker } from "../../packages/engine/src/pool/protocol.ts";

const pool = createBrowserPool({ idleMs: 2_000 });
/** The same engine with the browser's own decoder turned off, for comparing the two paths. */
const wasmPool = new WorkerPool({
  idleMs: 2_000,
  size: 1,
  createWorker: () =>
    new Worker(new URL("./wasm-job-worker.ts", import.meta.url), { type: "module" }) as unknown as JobWorker,
});

function base64(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** One file through both paths (one after the other, so the times compare): results as base64. */
async function compareDecoders(input: number[], job: ImageJob) {
  const out: Record<string, { ms: number; width: number; height: number; stages: JobStage[]; bytes: string }> = {};
  for (const [name, which] of [
    ["wasm", wasmPool],
    ["native", pool],
  ] as const) {
    const stages: JobStage[] = [];
    const t0 = performance.now();
    const result = await which.run(new Uint8Array(input), job, { onProgress: (p) => stages.push(p.stage) });
    const ms = performance.now() - t0;
    out[name] = { ms, width: result.width, height: result.height, stages, bytes: base64(result.bytes) };
  }
  return out;
}

async function compress(input: number[], job: ImageJob) {
  const stages: JobStage[] = [];
  const t0 = performance.now();
  const result = await pool.run(new Uint8Array(input), job, { onProgress: (p) => stages.push(p.stage) });
  return {
    ms: performance.now() - t0,
    stages,
    width: result.width,
    height: result.height,
    size: result.size,
    originalSize: result.originalSize,
    quality: result.quality,
    keptOriginal: result.keptOriginal,
    // The first bytes prove the output is a real file of the asked format.
    head: Array.from(result.bytes.subarray(0, 12)),
    workers: pool.workerCount,
  };
}

async function compressMany(inputs: number[][], job: ImageJob) {
  const settled = await Promise.allSettled(inputs.map((input) => pool.run(new Uint8Array(input), job)));
  return settled.map((s) =>
    s.status === "fulfilled" ? { ok: true, size: s.value.size } : { ok: false, message: (s.reason as Error).message },
  );
}

Object.assign(window, { squishEngine: { compress, compressMany, compareDecoders, ready: true } });
