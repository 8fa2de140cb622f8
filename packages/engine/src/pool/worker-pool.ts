/**
 * Runs jobs on a pool of workers: one per spare core (at least one), started only when there is
 * work, stopped after a while without any. Each call can be cancelled and reports the real stage
 * its file is in. A worker that crashes (usually out of memory) fails only its own file, with a
 * clear message, and a fresh worker takes the next one; so does a worker whose heap has grown past
 * a threshold, between jobs.
 */
import { EngineError } from "../errors.ts";
import type { Job, JobProgress, JobResult, ResultOf } from "../pipeline/job.ts";
import type { JobWorker, RunRequest, WorkerReply } from "./protocol.ts";

export interface PoolOptions {
  createWorker: () => JobWorker;
  /** Workers at most; defaults to the spare cores. */
  size?: number;
  /** Idle workers are stopped after this long, to give their memory back. */
  idleMs?: number;
  /**
   * A worker that reports more WebAssembly memory than this after a job is replaced before the
   * next one: its heap never shrinks, so a long batch would otherwise keep every past peak.
   */
  replaceAboveBytes?: number;
}

/**
 * Above a 12-megapixel photo's working set (about 150-250 MB of codec heap) and below what one
 * 80-megapixel scan or a long animation leaves behind, so ordinary batches keep their warm workers.
 */
export const REPLACE_ABOVE_BYTES = 384 * 1024 * 1024;

export interface RunOptions {
  signal?: AbortSignal;
  /** The file's name: words the error for a file whose bytes match no format (a damaged `.heic`). */
  fileName?: string;
  onProgress?: (progress: JobProgress) => void;
}

interface Task {
  request: RunRequest;
  options: RunOptions;
  resolve: (result: JobResult) => void;
  reject: (error: EngineError) => void;
}

interface Slot {
  worker: JobWorker;
  task: Task | null;
  idleTimer: ReturnType<typeof setTimeout> | null;
}

export function spareCores(): number {
  const cores = typeof navigator !== "undefined" ? navigator.hardwareConcurrency : 2;
  return Math.max(1, (cores || 2) - 1);
}

const CRASHED =
  "Processing this image stopped unexpectedly, most likely because the browser ran out of memory. The other files go on; try a smaller image.";

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private readonly size: number;
  private readonly idleMs: number;
  private readonly replaceAboveBytes: number;
  private nextId = 1;
  /** Workers replaced because their heap had grown (for tests and diagnostics). */
  replacedCount = 0;

  constructor(private readonly options: PoolOptions) {
    this.size = Math.max(1, options.size ?? spareCores());
    this.idleMs = options.idleMs ?? 30_000;
    this.replaceAboveBytes = options.replaceAboveBytes ?? REPLACE_ABOVE_BYTES;
  }

  /** Workers currently alive (for tests and diagnostics). */
  get workerCount(): number {
    return this.slots.length;
  }

  /** The result's type follows the job's kind (an image job gives an ImageResult...). */
  run<J extends Job>(input: Uint8Array, job: J, options: RunOptions = {}): Promise<ResultOf<J>> {
    return new Promise<ResultOf<J>>((resolve, reject) => {
      if (options.signal?.aborted) return reject(new EngineError("cancelled", "Cancelled."));
      // The worker runs the job's own kind, so its result is of the matching kind.
      const done = resolve as (result: JobResult) => void;
      const request: RunRequest = {
        type: "run",
        id: this.nextId++,
        input,
        job,
        ...(options.fileName !== undefined && { fileName: options.fileName }),
      };
      const task: Task = { request, options, resolve: done, reject };
      options.signal?.addEventListener("abort", () => this.cancel(task), { once: true });
      this.queue.push(task);
      this.dispatch();
    });
  }

  /** Stops every worker; queued and running jobs are cancelled. */
  terminate(): void {
    for (const task of this.queue.splice(0)) task.reject(new EngineError("cancelled", "Cancelled."));
    for (const slot of this.slots.splice(0)) {
      slot.task?.reject(new EngineError("cancelled", "Cancelled."));
      this.stop(slot);
    }
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.task === null);
      if (!slot && this.slots.length < this.size) slot = this.start();
      if (!slot) return;
      const task = this.queue.shift()!;
      if (slot.idleTimer) clearTimeout(slot.idleTimer);
      slot.idleTimer = null;
      slot.task = task;
      // The input is transferred: the caller keeps its File, not this copy of its bytes.
      slot.worker.postMessage(task.request, [task.request.input.buffer as ArrayBuffer]);
    }
  }

  private start(): Slot {
    const slot: Slot = { worker: this.options.createWorker(), task: null, idleTimer: null };
    slot.worker.onmessage = (event) => this.receive(slot, event.data);
    slot.worker.onerror = (event) => {
      event.preventDefault?.();
      this.crash(slot);
    };
    this.slots.push(slot);
    return slot;
  }

  private receive(slot: Slot, reply: WorkerReply): void {
    const task = slot.task;
    if (!task || task.request.id !== reply.id) return;
    if (reply.type === "progress") {
      task.options.onProgress?.(reply.progress);
      return;
    }
    slot.task = null;
    if (reply.type === "done") task.resolve(reply.result);
    else task.reject(new EngineError(reply.code === "internal" ? "worker-failed" : reply.code, reply.message));
    if ((reply.heapBytes ?? 0) > this.replaceAboveBytes) {
      // Its memory only goes back with the worker: a fresh one takes the next file.
      this.replacedCount++;
      this.remove(slot);
    } else {
      this.idle(slot);
    }
    this.dispatch();
  }

  private crash(slot: Slot): void {
    slot.task?.reject(new EngineError("worker-failed", CRASHED));
    slot.task = null;
    this.remove(slot);
    this.dispatch();
  }

  private cancel(task: Task): void {
    const queued = this.queue.indexOf(task);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
    } else {
      // A running job cannot be interrupted inside WebAssembly: stop its worker instead.
      const slot = this.slots.find((s) => s.task === task);
      if (!slot) return;
      slot.task = null;
      this.remove(slot);
    }
    task.reject(new EngineError("cancelled", "Cancelled."));
    this.dispatch();
  }

  private idle(slot: Slot): void {
    slot.idleTimer = setTimeout(() => {
      if (slot.task === null) this.remove(slot);
    }, this.idleMs);
  }

  private remove(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    this.stop(slot);
  }

  private stop(slot: Slot): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.worker.onmessage = null;
    slot.worker.onerror = null;
    slot.worker.terminate();
  }
}
