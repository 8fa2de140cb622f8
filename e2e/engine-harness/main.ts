// Exposes the engine's browser worker pool to the end-to-end tests, exactly as the tools use it.
import { createBrowserPool } from "@squish/engine/pool/browser-pool";
import type { JobSpec, JobStage } from "@squish/engine/pipeline/run-job";

const pool = createBrowserPool({ idleMs: 2_000 });

async function compress(input: number[], spec: JobSpec) {
  const stages: JobStage[] = [];
  const t0 = performance.now();
  const result = await pool.run(new Uint8Array(input), spec, { onStage: (s) => stages.push(s) });
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

async function compressMany(inputs: number[][], spec: JobSpec) {
  const settled = await Promise.allSettled(inputs.map((input) => pool.run(new Uint8Array(input), spec)));
  return settled.map((s) =>
    s.status === "fulfilled" ? { ok: true, size: s.value.size } : { ok: false, message: (s.reason as Error).message },
  );
}

Object.assign(window, { squishEngine: { compress, compressMany, ready: true } });
