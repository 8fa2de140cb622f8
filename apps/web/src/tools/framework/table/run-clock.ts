/**
 * When the current run of a batch started, and how much of it was finished then: set when the
 * queue starts or resumes, cleared when it pauses or stops, so the time left is measured on this
 * run alone and a pause never makes the batch look slower. Outside React, beside the queue.
 */
import type { BatchQueue } from "../batch-queue.ts";
import type { FileStore } from "../file-store.ts";
import { batchBytes, type RunStart } from "./batch-progress.ts";

export class RunClock {
  private start: RunStart | null = null;
  private active = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly queue: BatchQueue<object>,
    private readonly store: FileStore<object>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Follows the queue until the returned function is called (an effect's cleanup). */
  attach(): () => void {
    const unsubscribe = this.queue.subscribe(() => this.check());
    this.check();
    return unsubscribe;
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.start;

  private check(): void {
    const { running, paused } = this.queue.getSnapshot();
    const active = running && !paused;
    if (active === this.active) return;
    this.active = active;
    this.start = active ? { at: this.now(), finishedBytes: batchBytes(this.store.getSnapshot()).finished } : null;
    this.listeners.forEach((listener) => listener());
  }
}
