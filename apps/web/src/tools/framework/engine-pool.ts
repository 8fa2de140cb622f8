/**
 * The page's one worker pool, shared by every tool and started on first use. It uses every core
 * (the main thread only waits while a batch runs); `?workers=N` in the address sets the size, which
 * the tools benchmark uses to measure how the work scales.
 */
import type { WorkerPool } from "@squish/engine";
import { createBrowserPool } from "@squish/engine/browser-pool";

let pool: WorkerPool | undefined;

let size: number | undefined;

/** Read once: the queue asks for it before every start. */
export function poolSize(): number {
  if (size === undefined) {
    const asked = Number(new URLSearchParams(window.location.search).get("workers"));
    size =
      Number.isInteger(asked) && asked >= 1 && asked <= 16 ? asked : Math.max(1, navigator.hardwareConcurrency || 2);
  }
  return size;
}

export function enginePool(): WorkerPool {
  pool ??= createBrowserPool({ size: poolSize() });
  return pool;
}
