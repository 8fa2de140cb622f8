// Exposes the engine's browser worker pool to the end-to-end tests, exactly as the tools use it.
import type { ImageJob, JobStage } from "@squish/engine";
import { createBrowserPool } from "@squish/engine/browser-pool";

const pool = createBrowserPool({ idleMs: 2_000 });

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

Object.assign(window, { squishEngine: { compress, compressMany, ready: true } });
