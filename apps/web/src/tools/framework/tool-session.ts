/**
 * Everything a tool page does with its files, outside React and in one place: the files and their
 * states, the settings, intake, processing on the worker pool (one set of abort controllers),
 * "process all" with the guests' cap, the signed-in batch queue (derived from the files), rename,
 * reset, remove, downloads and activity tracking. The page renders its snapshots; what it says to
 * the person goes through an injected notifier.
 */
import { BATCH_MODE_THRESHOLD } from "@squish/shared/limits";
import type { ActivityFacts } from "./activity.ts";
import { BatchQueue } from "./batch-queue.ts";
import { outputName } from "./download.ts";
import { isDone, isPictureResult, isUnprocessed, type FileItem, type ProbedFile } from "./file-item.ts";
import { FileStore } from "./file-store.ts";
import { intakeFiles } from "./intake.ts";
import { jobKey } from "./job-key.ts";
import type { Notifier } from "./notifier.ts";
import { markStarted, runItem, type JobRunner, type RunOutcome } from "./run-item.ts";
import { SettingsStore } from "./settings-store.ts";
import type { ToolDefinition, ToolSessionApi, UserDefaults } from "./tool-definition.ts";

/** Signed-in batches are queued half a second after they arrive and start a second later. */
export const AUTO_QUEUE_DELAY_MS = 500;
export const AUTO_START_DELAY_MS = 1_000;

export interface Visitor {
  signedIn: boolean;
  openSignIn(): void;
  /** A signed-in person's setting: each result is downloaded as soon as it is ready. */
  autoDownload?: boolean;
  /** Told when two or more files have been processed and nothing is left running or waiting. */
  onBatchFinished?(summary: BatchSummary): void;
}

/** What a finished batch came to, for the page to tell the person (batch-alert.ts). */
export interface BatchSummary {
  files: number;
  failed: number;
  /** Bytes in and out over the files that finished. */
  before: number;
  after: number;
}

const NO_BATCH: BatchSummary = { files: 0, failed: 0, before: 0, after: 0 };

/** What a session needs from the page; tests pass stand-ins. */
export interface SessionServices {
  notifier: Notifier;
  runJob: JobRunner;
  concurrency(): number;
  probe(file: File): Promise<ProbedFile>;
  /** A small preview of a file made off the main thread, or null when it cannot be made. */
  thumbnail(file: File): Promise<Blob | null>;
  track(facts: ActivityFacts): void;
  save(blob: Blob, name: string): void;
  zip(entries: { name: string; blob: Blob; lastModified: number }[]): Promise<Blob>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ToolSession<S extends object, O extends object> implements ToolSessionApi<S, O> {
  readonly store = new FileStore<O>();
  readonly settingsStore: SettingsStore<S>;
  readonly queue: BatchQueue<O>;
  private readonly controllers = new Map<string, AbortController>();
  private readonly probes = new Map<string, Promise<ProbedFile>>();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly keys = new Map<
    string,
    { options: Partial<O>; probe: ProbedFile; settings: S; key: string | null }
  >();
  private disposed = false;
  /** Files finished since the session was last idle, and how many "process in order" loops are still starting files. */
  private batch: BatchSummary = NO_BATCH;
  private starting = 0;

  constructor(
    readonly definition: ToolDefinition<S, O>,
    private visitor: Visitor,
    private readonly services: SessionServices,
    defaults: UserDefaults | null = null,
  ) {
    this.settingsStore = new SettingsStore(definition.initialSettings(defaults));
    this.queue = new BatchQueue(this.store, {
      run: (id) => this.run(id),
      cancel: (id) => this.cancel(id),
      concurrency: () => services.concurrency(),
      ...(definition.batch.queueForEveryone && { gapMs: 0 }),
    });
  }

  setVisitor(visitor: Visitor): void {
    this.visitor = visitor;
  }

  get items(): readonly FileItem<O>[] {
    return this.store.getSnapshot();
  }

  get settings(): S {
    return this.settingsStore.getSnapshot();
  }

  private get notify(): Notifier {
    return this.services.notifier;
  }

  unprocessed(): FileItem<O>[] {
    return this.items.filter(isUnprocessed);
  }

  /** Batch mode: signed in, with 10 or more files still to process. */
  batchMode(): boolean {
    return this.definition.batch.queue && this.visitor.signedIn && this.unprocessed().length >= BATCH_MODE_THRESHOLD;
  }

  add(files: readonly File[]): void {
    const wasBatch = this.batchMode();
    const added = intakeFiles<O>(this.definition, this.items, files, this.visitor, this.notify);
    if (added.length === 0) return;
    this.store.add(added);
    for (const item of added) this.prepare(item);
    const { signedIn } = this.visitor;
    const { queue, queueForEveryone } = this.definition.batch;
    if (queue && !queueForEveryone && signedIn && (added.length >= BATCH_MODE_THRESHOLD || wasBatch)) {
      this.later(AUTO_QUEUE_DELAY_MS, () => {
        this.enqueue(added.map((item) => item.id).filter((id) => this.store.get(id)));
        // A queue the person already started (and perhaps paused) is left as they set it.
        this.later(AUTO_START_DELAY_MS, () => {
          if (!this.queue.getSnapshot().running) this.queue.start();
        });
      });
    }
  }

  /** Reads the header and makes the card's small preview, both off the critical path. */
  private prepare(item: FileItem<O>): void {
    const probe = this.services.probe(item.file);
    this.probes.set(item.id, probe);
    void probe.then((found) => this.store.get(item.id) && this.store.update(item.id, { probe: found }));
    // A table of a hundred files shows no pictures: decoding each original would compete with the batch.
    if (this.definition.layout === "table") return;
    void this.services
      .thumbnail(item.file)
      .then((blob) => {
        if (blob && this.store.get(item.id)) this.store.update(item.id, { thumbnail: URL.createObjectURL(blob) });
      })
      .catch(() => undefined);
  }

  /** Why nothing can run with the current settings, or null. */
  blocked(): string | null {
    return this.definition.blocked?.(this.settings) ?? null;
  }

  /** Processes one file now (the card's button); a finished file is done again with its new choices. */
  async process(id: string): Promise<RunOutcome> {
    if (!this.store.get(id)) {
      this.notify.error(this.definition.messages.missingIdTitle, "File is missing required ID");
      return { kind: "failed", message: "File is missing required ID" };
    }
    const blocked = this.blocked();
    if (blocked) {
      this.notify.error(this.definition.messages.failedTitle, blocked);
      return { kind: "failed", message: blocked };
    }
    return this.run(id);
  }

  processAll(): void {
    const unprocessed = this.unprocessed();
    const waiting = unprocessed.filter((item) => !(item.queued && item.status === "pending"));
    const { guestCap, startGapMs, queue, queueForEveryone } = this.definition.batch;
    if (unprocessed.length === 0) {
      const { title, description } = this.definition.messages.nothingToProcess;
      this.notify.info(title, description);
      return;
    }
    const blocked = this.blocked();
    if (blocked) {
      this.notify.error(this.definition.messages.failedTitle, blocked);
      return;
    }
    if (!this.visitor.signedIn && guestCap !== undefined && waiting.length > guestCap) {
      this.notify.error("Batch Processing Limited", "Please log in to compress multiple files at once.", {
        label: "Login",
        onClick: () => this.visitor.openSignIn(),
      });
      return;
    }
    if (queue && (queueForEveryone || (this.visitor.signedIn && this.batchMode()))) {
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
    return this.items.filter((item) => this.isOutdated(item));
  }

  rerunOutdated(): void {
    const blocked = this.blocked();
    if (blocked) {
      this.notify.error(this.definition.messages.failedTitle, blocked);
      return;
    }
    void this.startInOrder(
      this.outdated().map((item) => item.id),
      this.definition.batch.startGapMs,
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

  /** Whether a file has a picture result to compare; says why not when it has none. */
  canCompare(id: string): boolean {
    const item = this.store.get(id);
    if (item && isDone(item) && isPictureResult(item.result!)) return true;
    this.notify.error(this.definition.messages.notProcessedTitle, this.definition.messages.notProcessed);
    return false;
  }

  cancel(id: string): void {
    this.controllers.get(id)?.abort();
  }

  rename(id: string, name: string): void {
    const item = this.store.get(id);
    const next = name.trim();
    if (!item || next === "" || next === item.name) return;
    this.store.update(id, { name: next });
    this.notify.success("File Renamed", `Renamed to ${next}`);
  }

  setOptions(id: string, options: Partial<O>): void {
    this.store.update(id, (item) => ({ options: { ...item.options, ...options } }));
  }

  updateSettings(change: Partial<S>): void {
    this.settingsStore.update(change);
  }

  remove(id: string): void {
    this.cancel(id);
    this.probes.delete(id);
    this.keys.delete(id);
    const item = this.store.remove(id);
    this.queue.pump();
    if (item) this.notify.success("File Removed", `${item.name} was removed.`);
  }

  /** Clear All and Start Over: every file goes, its memory with it. */
  clear(title = "All Files Cleared", description = "All files have been removed."): void {
    if (this.items.length === 0) return;
    this.queue.stop();
    this.controllers.forEach((controller) => controller.abort());
    this.store.clear();
    this.probes.clear();
    this.keys.clear();
    this.notify.success(title, description);
  }

  /** Reset All: processed files go back to their originals, ready to process again. */
  resetAll(): void {
    const done = this.items.filter(isDone);
    for (const item of done) this.store.update(item.id, { status: "pending", result: undefined, error: undefined });
    this.notify.success("Reset Complete", `${done.length} files returned to their originals.`);
  }

  download(id: string): void {
    const item = this.store.get(id);
    if (!item || !isDone(item)) {
      this.notify.error("File Not Ready", this.definition.messages.notReady);
      return;
    }
    try {
      this.services.save(item.result!.blob, this.outputName(item));
      this.notify.success("Download Started", `Downloading ${this.outputName(item)}`);
      this.track(item, "download");
    } catch {
      this.notify.error("Download Failed", `Failed to download ${item.name}`);
    }
  }

  /**
   * One ZIP of every result, inside the folders the files came from. A ZIP already streamed while
   * the files finished (the table layout's) is passed in when it holds exactly these results.
   */
  async downloadAll(prebuilt?: Blob): Promise<void> {
    const done = this.items.filter(isDone);
    if (done.length === 0) {
      const { title, description } = this.definition.messages.noResults;
      this.notify.error(title, description);
      return;
    }
    this.notify.success("Batch Download Started", `Preparing a ZIP of ${done.length} files.`);
    try {
      const entries = done.map((item) => ({
        name: this.zipPath(item),
        blob: item.result!.blob,
        lastModified: item.lastModified,
      }));
      const zip = prebuilt ?? (await this.services.zip(entries));
      this.services.save(zip, `squish-${this.definition.id}-${done.length}-files.zip`);
      done.forEach((item) => this.track(item, "download"));
    } catch {
      this.notify.error("Download Failed", "Failed to download the ZIP archive");
    }
  }

  /** Where a result goes inside the ZIP: its output name, in the folder it was dropped in. */
  zipPath(item: FileItem<O>): string {
    return item.folder ? `${item.folder}/${this.outputName(item)}` : this.outputName(item);
  }

  outputName(item: FileItem<O>): string {
    const { outputNameFor, outputPrefix, defaultExtension } = this.definition;
    if (outputNameFor && item.result) {
      const position = this.items.findIndex((other) => other.id === item.id) + 1;
      return outputNameFor(item, this.settings, position);
    }
    return outputName(outputPrefix, item.name, item.result?.extension ?? defaultExtension);
  }

  revive(): void {
    this.disposed = false;
  }

  dispose(): void {
    this.disposed = true;
    this.timers.forEach(clearTimeout);
    this.queue.dispose();
    this.controllers.forEach((controller) => controller.abort());
    this.store.clear();
  }

  /**
   * The fingerprint the item's result would have now. Cached per item against the exact options,
   * probe and settings objects (all immutable snapshots), because the page asks on every render,
   * and progress ticks render often while recipes and fingerprints only change with choices.
   */
  private keyFor(item: FileItem<O>): string | null {
    const settings = this.settings;
    const cached = this.keys.get(item.id);
    if (cached && cached.options === item.options && cached.probe === item.probe && cached.settings === settings) {
      return cached.key;
    }
    let key: string | null;
    try {
      key = jobKey(this.definition.recipe(settings, item.options, item.probe));
    } catch {
      // Settings the recipe cannot use yet (an empty size): nothing to compare, so nothing is outdated.
      key = null;
    }
    this.keys.set(item.id, { options: item.options, probe: item.probe, settings, key });
    return key;
  }

  private isOutdated(item: FileItem<O>): boolean {
    if (!isDone(item)) return false;
    const key = this.keyFor(item);
    return key !== null && item.result!.madeWith !== key;
  }

  private async startInOrder(ids: readonly string[], gapMs: number): Promise<void> {
    if (ids.length > 1) {
      const { title, description } = this.definition.messages.batchStarted(ids.length);
      this.notify.success(title, description);
    }
    this.starting++;
    try {
      for (const [index, id] of ids.entries()) {
        if (this.disposed) return;
        if (index > 0 && gapMs > 0) await wait(gapMs);
        // Started only if still waiting (or finished with old choices): a second "process all"
        // pressed while the first still runs must not do a file twice.
        const item = this.store.get(id);
        if (!item || item.status === "processing") continue;
        const due = isUnprocessed(item) || this.isOutdated(item);
        if (due) void this.run(id);
      }
    } finally {
      this.starting--;
      this.batchMayHaveFinished();
    }
  }

  /** Nothing running, starting or waiting in the queue: a batch of two or more files is over. */
  private batchMayHaveFinished(): void {
    if (this.starting > 0 || this.disposed) return;
    if (this.items.some((item) => item.status === "processing" || (item.queued && item.status === "pending"))) return;
    const finished = this.batch;
    this.batch = NO_BATCH;
    if (finished.files + finished.failed >= 2) this.visitor.onBatchFinished?.(finished);
  }

  /** The one way a file is processed, from its card, "process all" or the queue. */
  private async run(id: string): Promise<RunOutcome> {
    const item = this.store.get(id);
    if (!item) return { kind: "failed", message: "File is missing required ID" };
    this.controllers.get(id)?.abort();
    const controller = new AbortController();
    this.controllers.set(id, controller);
    markStarted(this.store, id);
    try {
      const probe = (await this.probes.get(id)) ?? item.probe;
      const settings = this.settings;
      const current = this.store.get(id) ?? item;
      let job;
      try {
        job = this.definition.recipe(settings, current.options, probe);
      } catch (error) {
        // A setting the recipe cannot use: the file is fine, so a retry after a change can work.
        const message = error instanceof Error ? error.message : String(error);
        this.store.update(id, { status: "error", progress: undefined, error: message, retryable: true });
        this.report(id, { kind: "failed", message }, settings);
        return { kind: "failed", message };
      }
      const outcome = await runItem(
        this.store,
        id,
        job,
        jobKey(job),
        this.services.runJob,
        controller.signal,
        () => this.controllers.get(id) === controller,
      );
      this.report(id, outcome, settings);
      return outcome;
    } finally {
      if (this.controllers.get(id) === controller) this.controllers.delete(id);
    }
  }

  private report(id: string, outcome: RunOutcome, settings: S): void {
    const current = this.store.get(id);
    if (!current) return;
    const { messages } = this.definition;
    if (outcome.kind === "failed") {
      this.batch = { ...this.batch, failed: this.batch.failed + 1 };
      this.notify.error(messages.failedTitle, messages.failed(current.name, outcome.message));
    } else if (outcome.kind === "completed") {
      const { files, before, after } = this.batch;
      this.batch = {
        ...this.batch,
        files: files + 1,
        before: before + current.file.size,
        after: after + outcome.result.size,
      };
      const message = this.definition.completedToast?.(current, outcome.result, settings);
      if (message) this.notify.success(message.title, message.description);
      const type = this.definition.activityTypeFor?.(settings) ?? this.definition.activityType;
      this.track({ ...current, result: outcome.result }, type, settings);
      if (this.visitor.signedIn && this.visitor.autoDownload) this.download(id);
    }
    this.batchMayHaveFinished();
  }

  private track(item: FileItem<O>, type: ActivityFacts["activityType"], settings?: S): void {
    if (!this.visitor.signedIn || !item.result) return;
    const description =
      type === "download"
        ? `Downloaded ${this.outputName(item)}`
        : this.definition.describe(settings ?? this.settings, item.options, item.result);
    this.services.track({
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
