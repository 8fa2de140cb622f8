/**
 * The signed-in batch queue (image-tools.md section 4): start, pause/resume, skip, stop, retry and
 * remove, with 500 ms between starts. It holds no statuses of its own: which files are queued and
 * how each one is doing live on the files themselves, so the cards and the queue never disagree.
 * Several files run at once, one per worker, so a batch uses every core.
 */
import type { FileItem } from "./file-item.ts";
import type { FileStore } from "./file-store.ts";

export interface QueueState {
  running: boolean;
  paused: boolean;
}

export interface QueueCounts {
  pending: number;
  processing: number;
  completed: number;
  error: number;
  skipped: number;
}

export const QUEUE_GAP_MS = 500;

export interface QueueRunner {
  /** Runs one file; resolves when it is done, failed or cancelled. */
  run(id: string): Promise<unknown>;
  cancel(id: string): void;
  concurrency(): number;
  /** Pause between starts: the spec's 500 ms for the signed-in queue; none for the bulk page. */
  gapMs?: number;
}

export function queueCounts(items: readonly FileItem<unknown>[]): QueueCounts {
  const counts: QueueCounts = { pending: 0, processing: 0, completed: 0, error: 0, skipped: 0 };
  for (const item of items) if (item.queued) counts[item.status]++;
  return counts;
}

export class BatchQueue<O> {
  private state: QueueState = { running: false, paused: false };
  private readonly listeners = new Set<() => void>();
  private gapTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly store: FileStore<O>,
    private readonly runner: QueueRunner,
  ) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.state;

  private queued(): FileItem<O>[] {
    return this.store.getSnapshot().filter((item) => item.queued);
  }

  /** Queues files not already waiting or running; returns how many were already there. */
  enqueue(ids: readonly string[]): number {
    let duplicates = 0;
    for (const id of ids) {
      const item = this.store.get(id);
      if (!item) continue;
      if (item.queued && (item.status === "pending" || item.status === "processing")) {
        duplicates++;
        continue;
      }
      this.store.update(id, {
        queued: true,
        ...(item.status === "error" || item.status === "skipped" ? { status: "pending" as const } : {}),
      });
    }
    this.pump();
    return duplicates;
  }

  start(): void {
    this.set({ running: true, paused: false });
    this.pump();
  }

  pause(): void {
    this.set({ paused: true });
  }

  resume(): void {
    this.set({ paused: false });
    this.pump();
  }

  /** Skips the file that started first (or, when none runs, the next one waiting). */
  skip(): void {
    const queued = this.queued();
    const target = queued.find((i) => i.status === "processing") ?? queued.find((i) => i.status === "pending");
    if (!target) return;
    // Marked first, so the cancelled run leaves it skipped rather than waiting.
    this.store.update(target.id, { status: "skipped", progress: undefined, stage: undefined });
    this.runner.cancel(target.id);
    this.pump();
  }

  /** Stops what runs; the files stay queued and waiting, so Start picks them up again. */
  stop(): void {
    if (this.gapTimer) clearTimeout(this.gapTimer);
    this.gapTimer = null;
    this.set({ running: false, paused: false });
    for (const item of this.queued()) if (item.status === "processing") this.runner.cancel(item.id);
  }

  /** Empties the queue (the page's files stay). */
  clear(): void {
    this.stop();
    for (const item of this.queued()) this.store.update(item.id, { queued: false });
  }

  retry(id: string): void {
    this.store.update(id, { status: "pending", error: undefined, queued: true });
    if (!this.state.running) this.set({ running: true, paused: false });
    this.pump();
  }

  /** Takes a waiting or finished file out of the queue (one that is processing cannot be). */
  remove(id: string): void {
    if (this.store.get(id)?.status === "processing") return;
    this.store.update(id, { queued: false });
  }

  /** Called when a queued file finished, failed or went away. */
  readonly pump = (): void => {
    const { running, paused } = this.state;
    if (!running) return;
    const queued = this.queued();
    const active = queued.filter((i) => i.status === "processing").length;
    const next = queued.find((i) => i.status === "pending");
    if (!next) {
      if (active === 0) this.set({ running: false });
      return;
    }
    if (paused || this.gapTimer || active >= this.runner.concurrency()) return;
    void this.runner.run(next.id).then(this.pump);
    const gap = this.runner.gapMs ?? QUEUE_GAP_MS;
    // Without a gap, every free worker gets a file at once (the run marks its file started first).
    if (gap === 0) return this.pump();
    this.gapTimer = setTimeout(() => {
      this.gapTimer = null;
      this.pump();
    }, gap);
  };

  dispose(): void {
    if (this.gapTimer) clearTimeout(this.gapTimer);
    this.gapTimer = null;
    this.set({ running: false, paused: false });
  }

  private set(patch: Partial<QueueState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }
}
