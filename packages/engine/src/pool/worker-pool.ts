/**
 * Runs jobs on a pool of workers: one per spare core (at least one), started only when there is
 * work, stopped after a while without any. Each call can be cancelled and reports the real stage
 * its file is in. A worker that crashes (usually out of memory) fails only its own file, with a
 * clear message, and a fresh worker takes the next one; so does a worker whose heap has grown past
 * a threshold, between jobs.
 *
 * Memory is kept within a budget as well as cores: each job's heap is estimated from its header
 * (job-memory.ts), and a job starts only when the heaps the workers hold, plus what the running
 * jobs and this one are expected to add, fit. Two 12 MP photos run side by side; a 15 MP PNG and
 * a 12 MP AVIF take turns. A job alone always runs, and jobs start in the order they came.
 */
import { EngineError } from "../errors.ts";
import type { Job, JobProgress, JobResult, ResultOf } from "../pipeline/job.ts";
import { jobMemory, type JobMemory } from "./job-memory.ts";
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
  /** The WebAssembly memory all workers together may hold; defaults to `heapBudget(size)`. */
  heapBudgetBytes?: number;
  /** A job's expected heap; `jobMemory` unless a test says otherwise. */
  estimate?: (input: Uint8Array, job: Job) => JobMemory;
}

/**
 * Above a 12-megapixel photo's working set (about 150-250 MB of codec heap) and below what one
 * 80-megapixel scan or a long animation leaves behind, so ordinary batches keep their warm workers.
 */
export const REPLACE_ABOVE_BYTES = 384 * 1024 * 1024;

const MB = 1024 * 1024;

/**
 * Two workers' worth of REPLACE_ABOVE_BYTES, and more with more cores so a big machine keeps all
 * of them busy on photos; but never past a quarter of the device's memory where the browser says
 * it (`navigator.deviceMemory`, in GB: a 4 GB phone gets 1 GB). With the page's own few hundred MB,
 * a 2-core machine's batch then peaks near 1.2 GB however many files it holds.
 */
export function heapBudget(size: number, deviceMemoryGb?: number): number {
  const wanted = Math.max(2 * REPLACE_ABOVE_BYTES, size * REPLACE_ABOVE_BYTES);
  return deviceMemoryGb ? Math.min(wanted, deviceMemoryGb * 256 * MB) : wanted;
}

export interface RunOptions {
  signal?: AbortSignal;
  /** The file's name: words the error for a file whose bytes match no format (a damaged `.heic`). */
  fileName?: string;
  onProgress?: (progress: JobProgress) => void;
}

interface Task {
  request: RunRequest;
  options: RunOptions;
  memory: JobMemory;
  resolve: (result: JobResult) => void;
  reject: (error: EngineError) => void;
}

interface Slot {
  worker: JobWorker;
  task: Task | null;
  idleTimer: ReturnType<typeof setTimeout> | null;
  /** WebAssembly memory the worker said it held after its last job (0 when fresh). */
  held: number;
  /** What its running job is expected to add to `held`. */
  growth: number;
  /** The largest estimate it has run for each signature: those codecs' heaps are already grown. */
  ran: Map<string, number>;
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
  private readonly heapBudgetBytes: number;
  private readonly estimate: (input: Uint8Array, job: Job) => JobMemory;
  private nextId = 1;
  /** Workers replaced because their heap had grown, or swapped for a fresh one to fit a job (for tests and diagnostics). */
  replacedCount = 0;

  constructor(private readonly options: PoolOptions) {
    this.size = Math.max(1, options.size ?? spareCores());
    this.idleMs = options.idleMs ?? 30_000;
    this.replaceAboveBytes = options.replaceAboveBytes ?? REPLACE_ABOVE_BYTES;
    this.heapBudgetBytes = options.heapBudgetBytes ?? heapBudget(this.size, deviceMemoryGb());
    this.estimate = options.estimate ?? jobMemory;
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
      const task: Task = { request, options, memory: this.estimate(input, job), resolve: done, reject };
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
      const task = this.queue[0]!;
      const picked = this.pickSlot(task);
      if (picked === "none") return;
      const plan = this.planRoom(task, picked);
      if (!plan) return; // it waits, in its turn, for a running job to give memory back
      for (const idle of plan.stop) this.remove(idle);
      let slot = picked;
      if (slot !== "new" && plan.replace) {
        // Its old peak and this job's would add up: a fresh worker takes the job instead.
        this.replacedCount++;
        this.remove(slot);
        slot = "new";
      }
      const adds = slot === "new" ? task.memory.bytes : growth(slot, task);
      if (slot === "new") slot = this.start();
      this.queue.shift();
      if (slot.idleTimer) clearTimeout(slot.idleTimer);
      slot.idleTimer = null;
      slot.task = task;
      slot.growth = adds;
      // The input is transferred: the caller keeps its File, not this copy of its bytes.
      slot.worker.postMessage(task.request, [task.request.input.buffer as ArrayBuffer]);
    }
  }

  /** An idle worker that has run this kind of job, else a new one while under size, else the idle one holding least. */
  private pickSlot(task: Task): Slot | "new" | "none" {
    const idle = this.slots.filter((s) => s.task === null);
    const warm = idle.find((s) => growth(s, task) === 0);
    if (warm) return warm;
    if (this.slots.length < this.size) return "new";
    return idle.sort((a, b) => a.held - b.held)[0] ?? "none";
  }

  /**
   * How the job fits the budget beside what the other workers hold and their running jobs are
   * expected to add: as it is, after stopping idle workers (largest heap first), or on a fresh
   * worker instead of the chosen one. Null when it does not fit while another job runs: it waits
   * for that job. A job with nothing else running always runs.
   */
  private planRoom(task: Task, slot: Slot | "new"): { stop: Slot[]; replace: boolean } | null {
    const others = this.slots.filter((s) => s !== slot);
    let total =
      others.reduce((sum, s) => sum + s.held + (s.task ? s.growth : 0), 0) +
      (slot === "new" ? task.memory.bytes : slot.held + growth(slot, task));
    const stop: Slot[] = [];
    for (const idle of others.filter((s) => s.task === null && s.held > 0).sort((a, b) => b.held - a.held)) {
      if (total <= this.heapBudgetBytes) break;
      stop.push(idle);
      total -= idle.held;
    }
    // A fresh worker instead of the chosen one, when that needs less than what it holds and adds.
    let replace = false;
    const onFresh = task.memory.bytes - (slot === "new" ? 0 : slot.held + growth(slot, task));
    if (total > this.heapBudgetBytes && slot !== "new" && onFresh < 0) {
      replace = true;
      total += onFresh;
    }
    const othersRunning = others.some((s) => s.task !== null);
    return total <= this.heapBudgetBytes || !othersRunning ? { stop, replace } : null;
  }

  private start(): Slot {
    const slot: Slot = {
      worker: this.options.createWorker(),
      task: null,
      idleTimer: null,
      held: 0,
      growth: 0,
      ran: new Map(),
    };
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
    // A worker that does not say (a test's) is taken to hold what its jobs were expected to add.
    slot.held = reply.heapBytes ?? slot.held + slot.growth;
    slot.growth = 0;
    // Only a finished job grew the codecs' heaps that far (one that failed may have loaded none).
    const { signature, bytes, transient } = task.memory;
    if (reply.type === "done" && !transient) slot.ran.set(signature, Math.max(bytes, slot.ran.get(signature) ?? 0));
    if (reply.type === "done") task.resolve(reply.result);
    else task.reject(new EngineError(reply.code === "internal" ? "worker-failed" : reply.code, reply.message));
    if (slot.held > this.replaceAboveBytes) {
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

/** What a job would add to a worker's heap: nothing when it ran as large a job with the same codecs. */
function growth(slot: Slot, task: Task): number {
  if (task.memory.transient) return task.memory.bytes;
  return Math.max(0, task.memory.bytes - (slot.ran.get(task.memory.signature) ?? 0));
}

/** The device's memory in GB where the browser says it (Chromium's `navigator.deviceMemory`). */
function deviceMemoryGb(): number | undefined {
  const memory = (globalThis.navigator as { deviceMemory?: number } | undefined)?.deviceMemory;
  return typeof memory === "number" && memory > 0 ? memory : undefined;
}
