// Exposes the engine's browser worker pool to the end-to-end tests, exactly as the tools use it.
import type { ImageJob, JobStage } from "@squish/engine";
import { createBrowserPool } from "@squish/engine/browser-pool";
import { WorkerPool } from "../../packages/engine/src/pool/worker-pool.ts";
import type { JobWorker } from "../../packages/engine/src/pool/protocol.ts";
import type { RgbaImage } from "../../packages/engine/src/image.ts";
import { ssim } from "../../packages/engine/src/quality/ssim.ts";
import { fullSsim, meanShift } from "../support/pixel-compare.ts";

const pool = createBrowserPool({ idleMs: 2_000 });
/** The same engine with the browser's own decoder turned off, for comparing the two paths. */
const wasmPool = new WorkerPool({
  idleMs: 2_000,
  size: 1,
  createWorker: () =>
    new Worker(new URL("./wasm-job-worker.ts", import.meta.url), { type: "module" }) as unknown as JobWorker,
});

/** A file from the test, as base64: a string crosses Playwright's protocol far cheaper than an array of numbers. */
function bytesOf(input: string): Uint8Array {
  return Uint8Array.from(atob(input), (c) => c.charCodeAt(0));
}

/** A result's pixels as written, read by the browser with no colour management or turning. */
async function pixelsOf(bytes: Uint8Array): Promise<RgbaImage> {
  const bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
    colorSpaceConversion: "none",
    premultiplyAlpha: "none",
    imageOrientation: "from-image",
  });
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext("2d")!;
  context.drawImage(bitmap, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  bitmap.close();
  return { data, width, height };
}

/**
 * One file through both paths, compared here: sizes, stages, times, whether the bytes are the
 * same, and the two results' SSIM (the engine's score and a full-resolution one) and colour shift.
 */
async function compareDecoders(input: string, job: ImageJob) {
  const runs: Record<string, { ms: number; width: number; height: number; stages: JobStage[]; bytes: Uint8Array }> = {};
  for (const [name, which] of [
    ["wasm", wasmPool],
    ["native", pool],
  ] as const) {
    const stages: JobStage[] = [];
    const t0 = performance.now();
    const result = await which.run(bytesOf(input), job, { onProgress: (p) => stages.push(p.stage) });
    runs[name] = {
      ms: performance.now() - t0,
      width: result.width,
      height: result.height,
      stages,
      bytes: result.bytes,
    };
  }
  const { wasm, native } = runs as Record<"wasm" | "native", (typeof runs)[string]>;
  const [a, b] = await Promise.all([pixelsOf(wasm.bytes), pixelsOf(native.bytes)]);
  const same = wasm.bytes.length === native.bytes.length && wasm.bytes.every((byte, i) => byte === native.bytes[i]);
  const facts = ({ ms, width, height, stages }: (typeof runs)[string]) => ({ ms, width, height, stages });
  return {
    wasm: facts(wasm),
    native: facts(native),
    sameBytes: same,
    pixels: `${a.width}x${a.height}`,
    ssim: ssim(a, b),
    fullSsim: fullSsim(a, b),
    shift: meanShift(a, b),
  };
}

async function compress(input: string, job: ImageJob) {
  const stages: JobStage[] = [];
  const t0 = performance.now();
  const result = await pool.run(bytesOf(input), job, { onProgress: (p) => stages.push(p.stage) });
  return {
    ms: performance.now() - t0,
    stages,
    width: result.width,
    height: result.height,
    size: result.size,
    originalSize: result.originalSize,
    score: result.score,
    smart: result.smart,
    keptOriginal: result.keptOriginal,
    // The first bytes prove the output is a real file of the asked format.
    head: Array.from(result.bytes.subarray(0, 12)),
    workers: pool.workerCount,
  };
}

async function compressMany(inputs: string[], job: ImageJob) {
  const settled = await Promise.allSettled(inputs.map((input) => pool.run(bytesOf(input), job)));
  return settled.map((s) =>
    s.status === "fulfilled" ? { ok: true, size: s.value.size } : { ok: false, message: (s.reason as Error).message },
  );
}

Object.assign(window, { squishEngine: { compress, compressMany, compareDecoders, ready: true } });
