/**
 * The signed-in batch queue of the JPEG page (image-tools.md section 4): items go pending,
 * processing, then completed or error, with 500 ms between starts. Start, pause/resume, skip,
 * stop (reset), retry and remove. Several items run at once, one per worker, so a batch uses every
 * core; the pause between starts keeps the page responsive while workers spin up.
 */
import type { RunOutcome } from "./run-item.ts";

export type QueueStatus = "pending" | "processing" | "completed" | "error";

export interface QueueItem {
  id: string;
  status: QueueStatus;
  error?: string;
}

export interface QueueState {
  items: readonly QueueItem[];
  running: boolean;
  paused: boolean;
}

export const QUEUE_GAP_MS = 500;

export class BatchQueue {
  private state: QueueState = { items: [], running: false, paused: false };
  private readonly listeners = new Set<() => void>();
  private readonly controllers = new Map<string, AbortController>();
  private gapTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly runner: (id: string, signal: AbortSignal) => Promise<RunOutcome>,
    private readonly concurrency: () => number,
  ) {}

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.state;

  has(id: string): boolean {
    return this.state.items.some((item) => item.id === id);
  }

  /** Adds files not already waiting or running; returns how many were already there. */
  enqueue(ids: readonly string[]): number {
    const fresh = ids.filter((id) => !this.state.items.some((i) => i.id === id && i.status !== "completed"));
    const items = this.state.items.filter((i) => !(fresh.includes(i.id) && i.status === "completed"));
    this.set({ items: [...items, ...fresh.map((id) => ({ id, status: "pending" as const }))] });
    if (this.state.running) this.pump();
    return ids.length - fresh.length;
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

  /** Skips the item that started first (or, when none runs, the next one waiting). */
  skip(): void {
    const target =
      this.state.items.find((i) => i.status === "processing") ?? this.state.items.find((i) => i.status === "pending");
    if (!target) return;
    this.controllers.get(target.id)?.abort();
    this.patch(target.id, { status: "error", error: "Skipped" });
    this.pump();
  }

  /** Stops everything running and empties the queue; the files stay on the page, unprocessed. */
  stop(): void {
    for (const controller of this.controllers.values()) controller.abort();
    this.controllers.clear();
    if (this.gapTimer) clearTimeout(this.gapTimer);
    this.gapTimer = null;
    this.set({ items: [], running: false, paused: false });
  }

  retry(id: string): void {
    this.patch(id, { status: "pending", error: undefined });
    if (!this.state.running) this.set({ running: true });
    this.pump();
  }

  /** Removes a waiting or finished item (one that is processing cannot be removed). */
  remove(id: string): void {
    if (this.state.items.find((i) => i.id === id)?.status === "processing") return;
    this.set({ items: this.state.items.filter((i) => i.id !== id) });
  }

  /** The file itself went away: stop it if it runs, and forget it. */
  forget(id: string): void {
    this.controllers.get(id)?.abort();
    this.set({ items: this.state.items.filter((i) => i.id !== id) });
    this.pump();
  }

  private pump(): void {
    const { running, paused, items } = this.state;
    if (!running) return;
    const active = items.filter((i) => i.status === "processing").length;
    const next = items.find((i) => i.status === "pending");
    if (!next) {
      if (active === 0) this.set({ running: false });
      return;
    }
    if (paused || this.gapTimer || active >= this.concurrency()) return;
    void this.launch(next.id);
    this.gapTimer = setTimeout(() => {
      this.gapTimer = null;
      this.pump();
    }, QUEUE_GAP_MS);
  }

  private async launch(id: string): Promise<void> {
    const controller = new AbortController();
    this.controllers.set(id, controller);
    this.patch(id, { status: "processing" });
    const outcome = await this.runner(id, controller.signal);
    this.controllers.delete(id);
    const current = this.state.items.find((i) => i.id === id);
    if (current?.status === "processing") {
      if (outcome.kind === "completed") this.patch(id, { status: "completed" });
      else if (outcome.kind === "failed")
        this.patch(id, { status: "error", error: outcome.message || "Compression failed" });
      else this.patch(id, { status: "error", error: "Skipped" });
    }
    this.pump();
  }

  private patch(id: string, patch: Partial<QueueItem>): void {
    this.set({ items: this.state.items.map((i) => (i.id === id ? { ...i, ...patch } : i)) });
  }

  private set(patch: Partial<QueueState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }
}
