/**
 * Which files of a tool session run, and when: one file now (its card), "process all" in order
 * with the guests' cap, the signed-in batch queue (batch-queue.ts, fed on its own when ten or more
 * files arrive), and re-running files whose results the current choices would no longer make.
 * Every path ends in FileRunner.run (file-runner.ts).
 */
import { BATCH_MODE_THRESHOLD } from "@squish/shared/limits";
import { BatchQueue } from "./batch-queue.ts";
import { BatchTally } from "./batch-tally.ts";
import { isUnprocessed, type FileItem } from "./file-item.ts";
import { FileRunner } from "./file-runner.ts";
import { OutdatedResults } from "./outdated-results.ts";
import type { RunOutcome } from "./run-item.ts";
import type { SessionContext } from "./session-context.ts";
import type { SessionDownloads } from "./session-downloads.ts";

/** Signed-in batches are queued half a second after they arrive and start a second later. */
export const AUTO_QUEUE_DELAY_MS = 500;
export const AUTO_START_DELAY_MS = 1_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SessionRuns<S extends object, O extends object> {
  readonly queue: BatchQueue<O>;
  private readonly runner: FileRunner<S, O>;
  private readonly tally: BatchTally<S, O>;
  private readonly results: OutdatedResults<S, O>;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly context: SessionContext<S, O>,
    downloads: SessionDownloads<S, O>,
  ) {
    this.tally = new BatchTally(context);
    this.results = new OutdatedResults(context);
    this.runner = new FileRunner(context, this.tally, downloads);
    this.queue = new BatchQueue(context.store, {
      run: (id) => this.runner.run(id),
      cancel: (id) => this.runner.cancel(id),
      concurrency: () => context.services.concurrency(),
      ...(context.definition.batch.queueForEveryone && { gapMs: 0 }),
    });
  }

  private get notify() {
    return this.context.services.notifier;
  }

  unprocessed(): FileItem<O>[] {
    return this.context.store.getSnapshot().filter(isUnprocessed);
  }

  /** Batch mode: signed in, with 10 or more files still to process. */
  batchMode(): boolean {
    const { definition, visitor } = this.context;
    return definition.batch.queue && visitor().signedIn && this.unprocessed().length >= BATCH_MODE_THRESHOLD;
  }

  /** Why nothing can run with the current settings, or null. */
  blocked(): string | null {
    return this.context.definition.blocked?.(this.context.settings()) ?? null;
  }

  /** A new file's header is read as soon as its turn comes (file-runner.ts), before its run needs it. */
  probe(item: FileItem<O>): void {
    this.runner.probe(item);
  }

  /**
   * Files just added: a signed-in person's batch of ten or more (or any addition to one) is
   * queued half a second later and started a second after that, unless they started it already.
   */
  queueArrivals(added: readonly FileItem<O>[], wasBatch: boolean): void {
    const { signedIn } = this.context.visitor();
    const { queue, queueForEveryone } = this.context.definition.batch;
    if (!(queue && !queueForEveryone && signedIn && (added.length >= BATCH_MODE_THRESHOLD || wasBatch))) return;
    this.later(AUTO_QUEUE_DELAY_MS, () => {
      this.enqueue(added.map((item) => item.id).filter((id) => this.context.store.get(id)));
      // A queue the person already started (and perhaps paused) is left as they set it.
      this.later(AUTO_START_DELAY_MS, () => {
        if (!this.queue.getSnapshot().running) this.queue.start();
      });
    });
  }

  /** Processes one file now (the card's button); a finished file is done again with its new choices. */
  async process(id: string): Promise<RunOutcome> {
    const { messages } = this.context.definition;
    if (!this.context.store.get(id)) {
      this.notify.error(messages.missingIdTitle, "File is missing required ID");
      return { kind: "failed", message: "File is missing required ID" };
    }
    const blocked = this.blocked();
    if (blocked) {
      this.notify.error(messages.failedTitle, blocked);
      return { kind: "failed", message: blocked };
    }
    return this.runner.run(id);
  }

  processAll(): void {
    const { definition, visitor } = this.context;
    const unprocessed = this.unprocessed();
    const waiting = unprocessed.filter((item) => !(item.queued && item.status === "pending"));
    const { guestCap, startGapMs, queue, queueForEveryone } = definition.batch;
    if (unprocessed.length === 0) {
      const { title, description } = definition.messages.nothingToProcess;
      this.notify.info(title, description);
      return;
    }
    const blocked = this.blocked();
    if (blocked) {
      this.notify.error(definition.messages.failedTitle, blocked);
      return;
    }
    if (!visitor().signedIn && guestCap !== undefined && waiting.length > guestCap) {
      const { title, description } = definition.messages.batchLimited;
      this.notify.error(title, description, { label: "Login", onClick: () => this.context.visitor().openSignIn() });
      return;
    }
    if (queue && (queueForEveryone || (visitor().signedIn && this.batchMode()))) {
      // Files already queued are refused again, with the 'Queue Duplicates Prevented' toast.
      this.enqueue(unprocessed.map((item) => item.id));
      this.queue.start();
      return;
    }
    void this.startInOrder(
      waiting.map((item) => item.id),
      startGapMs,
    );
  }

  /** Finished files whose result no longer matches the current settings and their own choices. */
  outdated(): FileItem<O>[] {
    return this.context.store.getSnapshot().filter((item) => this.results.isOutdated(item));
  }

  rerunOutdated(): void {
    const blocked = this.blocked();
    if (blocked) {
      this.notify.error(this.context.definition.messages.failedTitle, blocked);
      return;
    }
    void this.startInOrder(
      this.outdated().map((item) => item.id),
      this.context.definition.batch.startGapMs,
    );
  }

  enqueue(ids: readonly string[]): void {
    const duplicates = this.queue.enqueue(ids);
    if (duplicates > 0) {
      this.notify.info(
        "Queue Duplicates Prevented",
        `${duplicates} ${duplicates === 1 ? "file is" : "files are"} already in the queue.`,
      );
    }
  }

  cancel(id: string): void {
    this.runner.cancel(id);
  }

  /** A file is removed: its run stops and nothing of it is kept. */
  forget(id: string): void {
    this.runner.cancel(id);
    this.runner.forget(id);
    this.results.forget(id);
  }

  /** Clear All: the queue stops and every run with it. */
  stopAll(): void {
    this.queue.stop();
    this.runner.cancelAll();
    this.runner.forgetAll();
    this.results.clear();
  }

  /** The page went: no timer fires and nothing runs on. */
  dispose(): void {
    this.timers.forEach(clearTimeout);
    this.queue.dispose();
    this.runner.cancelAll();
  }

  private async startInOrder(ids: readonly string[], gapMs: number): Promise<void> {
    if (ids.length > 1) {
      const { title, description } = this.context.definition.messages.batchStarted(ids.length);
      this.notify.success(title, description);
    }
    this.tally.loopStarted();
    try {
      for (const [index, id] of ids.entries()) {
        if (this.context.disposed()) return;
        if (index > 0 && gapMs > 0) await wait(gapMs);
        // Started only if still waiting (or finished with old choices): a second "process all"
        // pressed while the first still runs must not do a file twice.
        const item = this.context.store.get(id);
        if (!item || item.status === "processing") continue;
        const due = isUnprocessed(item) || this.results.isOutdated(item);
        if (due) void this.runner.run(id);
      }
    } finally {
      this.tally.loopEnded();
    }
  }

  private later(ms: number, action: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.context.disposed()) action();
    }, ms);
    this.timers.add(timer);
  }
}
