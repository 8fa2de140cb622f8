/**
 * What a batch comes to, counted as its files finish, and the moment it is over: nothing running,
 * starting or waiting in the queue. Two or more files make a batch, and only then is the person
 * told (Visitor.onBatchFinished, batch-alert.ts); one file on its own is not a batch.
 */
import type { SessionContext } from "./session-context.ts";
import type { BatchSummary } from "./visitor.ts";

const NO_BATCH: BatchSummary = { files: 0, failed: 0, before: 0, after: 0 };

export class BatchTally<S extends object, O extends object> {
  /** Files finished since the session was last idle. */
  private summary: BatchSummary = NO_BATCH;
  /** "Process in order" loops still starting files: the batch is not over between two starts. */
  private starting = 0;

  constructor(private readonly context: SessionContext<S, O>) {}

  failed(): void {
    this.summary = { ...this.summary, failed: this.summary.failed + 1 };
  }

  /** A file finished: its size before and after count towards the batch's saving. */
  completed(before: number, after: number): void {
    const summary = this.summary;
    this.summary = {
      ...summary,
      files: summary.files + 1,
      before: summary.before + before,
      after: summary.after + after,
    };
  }

  loopStarted(): void {
    this.starting++;
  }

  loopEnded(): void {
    this.starting--;
    this.mayHaveFinished();
  }

  /** Nothing running, starting or waiting in the queue: a batch of two or more files is over. */
  mayHaveFinished(): void {
    if (this.starting > 0 || this.context.disposed()) return;
    const items = this.context.store.getSnapshot();
    if (items.some((item) => item.status === "processing" || (item.queued && item.status === "pending"))) return;
    const finished = this.summary;
    this.summary = NO_BATCH;
    if (finished.files + finished.failed >= 2) this.context.visitor().onBatchFinished?.(finished);
  }
}
