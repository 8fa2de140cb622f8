/**
 * Everything a tool page does with its files, outside React and in one place: the files and their
 * states, the settings, intake, rename, reset and remove. Running files (one now, "process all",
 * the signed-in queue, re-runs) is SessionRuns' (session-runs.ts); downloads and activity
 * tracking are SessionDownloads' (session-downloads.ts). All three share the page's injected
 * services and the one FileStore, so the page renders one set of snapshots; what it says to the
 * person goes through the injected notifier.
 */
import type { BatchQueue } from "./batch-queue.ts";
import { isDone, isPictureResult, type FileItem } from "./file-item.ts";
import { FileStore } from "./file-store.ts";
import { intakeFiles } from "./intake.ts";
import type { Notifier } from "./notifier.ts";
import type { RunOutcome } from "./run-item.ts";
import type { SessionContext } from "./session-context.ts";
import { SessionDownloads } from "./session-downloads.ts";
import { SessionRuns } from "./session-runs.ts";
import type { SessionServices } from "./session-services.ts";
import { SettingsStore } from "./settings-store.ts";
import type { ToolDefinition, ToolSessionApi, UserDefaults } from "./tool-definition.ts";
import type { Visitor } from "./visitor.ts";

export class ToolSession<S extends object, O extends object> implements ToolSessionApi<S, O> {
  readonly store = new FileStore<O>();
  readonly settingsStore: SettingsStore<S>;
  readonly queue: BatchQueue<O>;
  private readonly runs: SessionRuns<S, O>;
  private readonly downloads: SessionDownloads<S, O>;
  private disposed = false;

  constructor(
    readonly definition: ToolDefinition<S, O>,
    private visitor: Visitor,
    private readonly services: SessionServices,
    defaults: UserDefaults | null = null,
  ) {
    this.settingsStore = new SettingsStore(definition.initialSettings(defaults));
    const context: SessionContext<S, O> = {
      definition,
      store: this.store,
      services,
      visitor: () => this.visitor,
      settings: () => this.settings,
      disposed: () => this.disposed,
    };
    this.downloads = new SessionDownloads(context);
    this.runs = new SessionRuns(context, this.downloads);
    this.queue = this.runs.queue;
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

  add(files: readonly File[]): void {
    const wasBatch = this.runs.batchMode();
    const added = intakeFiles<O>(this.definition, this.items, files, this.visitor, this.notify);
    if (added.length === 0) return;
    this.store.add(added);
    for (const item of added) this.prepare(item);
    this.runs.queueArrivals(added, wasBatch);
  }

  /** Reads the header and makes the card's small preview, both off the critical path. */
  private prepare(item: FileItem<O>): void {
    this.runs.probe(item);
    // A table of a hundred files shows no pictures: decoding each original would compete with the batch.
    if (this.definition.layout === "table") return;
    void this.services
      .thumbnail(item.file)
      .then((blob) => {
        if (blob && this.store.get(item.id)) this.store.update(item.id, { thumbnail: URL.createObjectURL(blob) });
      })
      .catch(() => undefined);
  }

  /** Whether a file has a picture result to compare; says why not when it has none. */
  canCompare(id: string): boolean {
    const item = this.store.get(id);
    if (item && isDone(item) && isPictureResult(item.result!)) return true;
    this.notify.error(this.definition.messages.notProcessedTitle, this.definition.messages.notProcessed);
    return false;
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
    this.runs.forget(id);
    const item = this.store.remove(id);
    this.queue.pump();
    if (item) this.notify.success("File Removed", `${item.name} was removed.`);
  }

  /** Clear All and Start Over: every file goes, its memory with it. */
  clear(title = "All Files Cleared", description = "All files have been removed."): void {
    if (this.items.length === 0) return;
    this.runs.stopAll();
    this.store.clear();
    this.notify.success(title, description);
  }

  /** Reset All: processed files go back to their originals, ready to process again. */
  resetAll(): void {
    const done = this.items.filter(isDone);
    for (const item of done) this.store.update(item.id, { status: "pending", result: undefined, error: undefined });
    this.notify.success("Reset Complete", `${done.length} files returned to their originals.`);
  }

  revive(): void {
    this.disposed = false;
  }

  dispose(): void {
    this.disposed = true;
    this.runs.dispose();
    this.store.clear();
  }

  // Running files (session-runs.ts), for the page and the cards.

  unprocessed(): FileItem<O>[] {
    return this.runs.unprocessed();
  }

  /** Batch mode: signed in, with 10 or more files still to process. */
  batchMode(): boolean {
    return this.runs.batchMode();
  }

  /** Why nothing can run with the current settings, or null. */
  blocked(): string | null {
    return this.runs.blocked();
  }

  process(id: string): Promise<RunOutcome> {
    return this.runs.process(id);
  }

  processAll(): void {
    this.runs.processAll();
  }

  outdated(): FileItem<O>[] {
    return this.runs.outdated();
  }

  rerunOutdated(): void {
    this.runs.rerunOutdated();
  }

  enqueue(ids: readonly string[]): void {
    this.runs.enqueue(ids);
  }

  cancel(id: string): void {
    this.runs.cancel(id);
  }

  // What leaves the page (session-downloads.ts).

  download(id: string): void {
    this.downloads.download(id);
  }

  downloadAll(prebuilt?: Blob): Promise<void> {
    return this.downloads.downloadAll(prebuilt);
  }

  zipPath(item: FileItem<O>): string {
    return this.downloads.zipPath(item);
  }

  outputName(item: FileItem<O>): string {
    return this.downloads.outputName(item);
  }
}
