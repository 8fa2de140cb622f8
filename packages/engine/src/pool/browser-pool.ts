/**
 * The browser's worker pool: module workers bundled with their codecs. Each codec's WebAssembly
 * is fetched by the worker the first time a job needs it, from this site only (the CSP allows
 * nothing else).
 */
import { WorkerPool, type PoolOptions } from "./worker-pool.ts";
import type { JobWorker } from "./protocol.ts";

export function createBrowserPool(options: Omit<PoolOptions, "createWorker"> = {}): WorkerPool {
  return new WorkerPool({
    ...options,
    createWorker: () =>
      new Worker(new URL("./browser-job-worker.ts", import.meta.url), {
        type: "module",
        name: "squish-job",
      }) as unknown as JobWorker,
  });
}
