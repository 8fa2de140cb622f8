/**
 * The page's one worker pool, shared by every tool and started on first use. It uses every core
 * (the main thread only waits while a batch runs); `?workers=N` in the address sets the size, which
 * the tools benchmark uses to measure how the work scales.
 */
import { createBrowserPool } from "@squish/engine/pool/browser-pool";
import type { WorkerPool } from "@squish/engine/pool/worker-pool";

let pool: WorkerPool | undefined;

export function poolSize(): number {
  const asked = Number(new URLSearchParams(window.location.search).get("workers"));
  if (Number.isInteger(asked) && asked >= 1 && asked <= 16) return asked;
  return Math.max(1, navigator.hardwareConcurrency || 2);
}

export function enginePool(): WorkerPool {
  pool ??= createBrowserPool({ size: poolSize() });
  return pool;
}
