/**
 * Everything a tool page does with its files, outside React: intake, processing on the worker pool,
 * "process all" (with the guests' cap and the pause between starts), the signed-in batch queue,
 * rename, reset, remove, downloads and activity tracking. The page renders its snapshots.
 */
import type { JobSpec } from "@squish/engine/pipeline/run-job";
import { BATCH_MODE_THRESHOLD } from "@squish/shared/limits";
import { toast } from "sonner";
import { trackActivity } from "./activity.ts";
import { BatchQueue } from "./batch-queue.ts";
import { outputName, saveBlob } from "./download.ts";
import { poolSize } from "./engine-pool.ts";
import { isDone, isUnprocessed, type FileItem } from "./file-item.ts";
import { FileStore } from "./file-store.ts";
import { intakeFiles, type IntakeContext } from "./intake.ts";
import { runItem, type RunOutcome } from "./run-item.ts";
import type { ToolDefinition } from "./tool-definition.ts";
import { buildZip } from "./zip.ts";

/** Signed-in batches are queued half a second after they arrive and start a second later. */
export const AUTO_QUEUE_DELAY_MS = 500;
export const AUTO_START_DELAY_MS = 1_000;

export interface SessionContext extends IntakeContext {
  settings: object;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ToolSession<S extends object, O extends object> {
  readonly store = new FileStore<O>();
  readonly queue: BatchQueue;
  private readonly controllers = new Map<string, AbortController>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private disposed = false;

  constructor(
    readonly definition: ToolDefinition<S, O>,
    private current: SessionContext & { settings: S },
  ) {
    this.queue = new BatchQueue((id, signal) => this.run(id, signal), poolSize);
  }

  /** The visitor, their settings and the sign-in dialog as the page has them now. */
  setContext(context: SessionContext & { settings: S }): void {
    this.current = context;
  }

  private context(): SessionContext & { settings: S } {
    return this.current;
  }

  get items(): readonly FileItem<O>[] {
    return this.store.getSnapshot();
  }

  unprocessed(): FileItem<O>[] {
    return this.items.filter(isUnprocessed);
  }

  /** Batch mode: signed in, with 10 or more files still to compress. */
  batchMode(): boolean {
    return this.definition.batch.queue && this.context().signedIn && this.unprocessed().length >= BATCH_MODE_THRESHOLD;
  }

  add(files: readonly File[]): void {
    const context = this.context();
    const wasBatch = this.batchMode();
    const added = intakeFiles<O>(this.definition, this.items, files, context);
    if (added.length === 0) return;
    this.store.add(added);
    if (this.definition.batch.queue && context.signedIn && (added.length >= BATCH_MODE_THRESHOLD || wasBatch)) {
      this.later(AUTO_QUEUE_DELAY_MS, () => {
        this.enqueue(added.map((item) => item.id).filter((id) => this.store.get(id)));
        // A queue the person already started (and perhaps paused) is left as they set it.
        this.later(AUTO_START_DELAY_MS, () => {
          if (!this.queue.getSnapshot().running) this.queue.start();
        });
      });
    }
  }

  /** Processes one file now (the card's button). */
  async process(id: string): Promise<RunOutcome> {
    if (!this.store.get(id)) {
      toast.error(this.definition.messages.missingIdTitle, { description: "File is missing required ID" });
      return { kind: "failed", message: "File is missing required ID" };
    }
    const controller = new AbortController();
    this.controllers.set(id, controller);
    const outcome = await this.run(id, controller.signal);
    this.controllers.delete(id);
    return outcome;
  }

  processAll(): void {
    const { signedIn } = this.context();
    const unprocessed = this.unprocessed();
    const waiting = unprocessed.filter((item) => !this.queue.has(item.id));
    const { guestCap, startGapMs, queue } = this.definition.batch;
    if (unprocessed.length === 0) {
      const { title, description } = this.definition.messages.nothingToProcess;
      toast(title, { description });
      return;
    }
    if (!signedIn && guestCap !== undefined && waiting.length > guestCap) {
      toast.error("Batch Processing Limited", { description: "Please log in to compress multiple files at once." });
      return;
    }
    if (queue && signedIn && this.batchMode()) {
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

  enqueue(ids: readonly string[]): void {
    const duplicates = this.queue.enqueue(ids);
    if (duplicates > 0) {
      toast("Queue Duplicates Prevented", {
        description: `${duplicates} ${duplicates === 1 ? "file is" : "files are"} already in the queue.`,
      });
    }
  }

  cancel(id: string): void {
    this.controllers.get(id)?.abort();
  }

  rename(id: string, name: string): void {
    const item = this.store.get(id);
    const next = name.trim();
    if (!item || next === "" || next === item.name) return;
    this.store.update(id, { name: next });
    toast.success("File Renamed", { description: `Renamed to ${next}` });
  }

  setOptions(id: string, options: Partial<O>): void {
    this.store.update(id, (item) => ({ options: { ...item.options, ...options } }));
  }

  remove(id: string): void {
    this.cancel(id);
    this.queue.forget(id);
    const item = this.store.remove(id);
    if (item) toast.success("File Removed", { description: `${item.name} was removed.` });
  }

  /** Clear All and Start Over: every file goes, its memory with it. */
  clear(title = "All Files Cleared", description = "All files have been removed."): void {
    if (this.items.length === 0) return;
    this.controllers.forEach((controller) => controller.abort());
    this.queue.stop();
    this.store.clear();
    toast.success(title, { description });
  }

  /** Reset All: processed files go back to their originals, ready to process again. */
  resetAll(): void {
    const done = this.items.filter(isDone);
    for (const item of done) this.store.update(item.id, { status: "pending", result: undefined, error: undefined });
    toast.success("Reset Complete", { description: `${done.length} files returned to their originals.` });
  }

  download(id: string): void {
    const item = this.store.get(id);
    if (!item || !isDone(item)) {
      toast.error("File Not Ready", { description: this.definition.messages.notReady });
      return;
    }
    try {
      saveBlob(item.result!.blob, this.outputName(item));
      toast.success("Download Started", { description: `Downloading ${this.outputName(item)}` });
      this.track(item, "download");
    } catch {
      toast.error("Download Failed", { description: `Failed to download ${item.name}` });
    }
  }

  async downloadAll(): Promise<void> {
    const done = this.items.filter(isDone);
    if (done.length === 0) {
      const { title, description } = this.definition.messages.noResults;
      toast.error(title, { description });
      return;
    }
    toast.success("Batch Download Started", { description: `Preparing a ZIP of ${done.length} files.` });
    try {
      const entries = done.map((item) => ({
        name: this.outputName(item),
        blob: item.result!.blob,
        lastModified: item.lastModified,
      }));
      saveBlob(await buildZip(entries), `squish-${this.definition.id}-${done.length}-files.zip`);
      done.forEach((item) => this.track(item, "download"));
    } catch {
      toast.error("Download Failed", { description: "Failed to download the ZIP archive" });
    }
  }

  outputName(item: FileItem<O>): string {
    return outputName(
      this.definition.outputPrefix,
      item.name,
      item.result?.extension ?? this.definition.defaultExtension,
    );
  }

  revive(): void {
    this.disposed = false;
  }

  dispose(): void {
    this.disposed = true;
    this.timers.forEach(clearTimeout);
    this.controllers.forEach((controller) => controller.abort());
    this.queue.stop();
    this.store.clear();
  }

  private async startInOrder(ids: readonly string[], gapMs: number): Promise<void> {
    if (ids.length > 1) {
      const { title, description } = this.definition.messages.batchStarted(ids.length);
      toast.success(title, { description });
    }
    for (const [index, id] of ids.entries()) {
      if (this.disposed) return;
      if (index > 0 && gapMs > 0) await wait(gapMs);
      if (this.store.get(id)?.status === "pending" || this.store.get(id)?.status === "error") void this.process(id);
    }
  }

  private async run(id: string, signal: AbortSignal): Promise<RunOutcome> {
    const item = this.store.get(id);
    if (!item) return { kind: "failed", message: "File is missing required ID" };
    const { settings } = this.context();
    const spec: JobSpec = this.definition.recipe(settings, item.options);
    const outcome = await runItem(this.store, id, spec, signal);
    const current = this.store.get(id) ?? item;
    if (outcome.kind === "failed") {
      toast.error(this.definition.messages.failedTitle, {
        description: this.definition.messages.failed(current.name, outcome.message),
      });
    } else if (outcome.kind === "completed") {
      const message = this.definition.completedToast?.(current, outcome.result, settings);
      if (message) toast.success(message.title, { description: message.description });
      this.track({ ...current, result: outcome.result }, this.definition.activityType, settings);
    }
    return outcome;
  }

  private track(item: FileItem<O>, type: "compress" | "optimize" | "download", settings?: S): void {
    if (!this.context().signedIn || !item.result) return;
    const description =
      type === "download"
        ? `Downloaded ${this.outputName(item)}`
        : this.definition.describe(settings ?? this.context().settings, item.options);
    void trackActivity({
      activityType: type,
      fileName: item.name,
      description,
      originalSize: item.originalSize,
      resultSize: item.result.size,
    });
  }

  private later(ms: number, action: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.disposed) action();
    }, ms);
    this.timers.add(timer);
  }
}
