/**
 * The page's one worker pool, shared by every tool and started on first use. It uses every core
 * (the main thread only waits while a batch runs); `?workers=N` in the address sets the size, which
 * the tools benchmark uses to measure how the work scales.
 *
 * The pool's code loads with the first job, not with the page: nothing runs before a file is
 * added, and a tool page's first load has a budget (record 0033).
 */
import type { WorkerPool } from "@squish/engine";

let pool: Promise<WorkerPool> | undefined;

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

function loadPool(): Promise<WorkerPool> {
  pool ??= import("@squish/engine/browser-pool").then(({ createBrowserPool }) =>
    createBrowserPool({ size: poolSize() }),
  );
  return pool;
}

/** Runs a job on the page's pool; jobs asked for before the pool has loaded keep their order. */
export function enginePool(): Pick<WorkerPool, "run"> {
  return { run: (input, job, options) => loadPool().then((loaded) => loaded.run(input, job, options)) };
}
