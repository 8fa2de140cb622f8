/**
 * The one way a file is processed, whether from its card, "process all" or the queue: the job is
 * made from the file's header and the current choices, run with an abort controller of its own (a
 * newer run of the same file replaces it), and the outcome told: a toast, the batch's tally,
 * activity for a signed-in person, and the download they asked for.
 */
import { isDocumentFile } from "./documents/document-previews.ts";
import type { FileItem, ProbedFile } from "./file-item.ts";
import { jobKey } from "./job-key.ts";
import type { BatchTally } from "./batch-tally.ts";
import { markStarted, runItem, type RunOutcome } from "./run-item.ts";
import type { SessionContext } from "./session-context.ts";
import type { SessionDownloads } from "./session-downloads.ts";

export class FileRunner<S extends object, O extends object> {
  private readonly controllers = new Map<string, AbortController>();
  /** Each file's header read, which its run waits for (the card shows it when it lands). */
  private readonly probes = new Map<string, Promise<ProbedFile>>();
  /**
   * The last image header read asked for. Image reads go one after another: each asks the browser
   * for part of the file, about a millisecond and a half of the page's main thread, so thirty
   * started at once held the page in the very task that added the files (issue 27). A run waits
   * for its own read, so at most for the few milliseconds of the images added before it.
   * Documents are read by their own worker, which takes them in turn already; they stay out of
   * this queue, so a large PDF never holds back the images after it.
   */
  private probing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly context: SessionContext<S, O>,
    private readonly tally: BatchTally<S, O>,
    private readonly downloads: SessionDownloads<S, O>,
  ) {}

  /** Reads a new file's header off the critical path. */
  probe(item: FileItem<O>): void {
    const { store, services } = this.context;
    // A file removed before its turn is not read.
    const read = () => (store.get(item.id) ? services.probe(item.file) : Promise.resolve(item.probe));
    let probe: Promise<ProbedFile>;
    if (isDocumentFile(item.file)) probe = read();
    else {
      probe = this.probing.then(read);
      this.probing = probe.catch(() => undefined);
    }
    this.probes.set(item.id, probe);
    void probe.then((found) => store.get(item.id) && store.update(item.id, { probe: found }));
  }

  async run(id: string): Promise<RunOutcome> {
    const { store, definition, services } = this.context;
    const item = store.get(id);
    if (!item) return { kind: "failed", message: "File is missing required ID" };
    this.controllers.get(id)?.abort();
    const controller = new AbortController();
    this.controllers.set(id, controller);
    markStarted(store, id);
    try {
      const probe = (await this.probes.get(id)) ?? item.probe;
      const settings = this.context.settings();
      const current = store.get(id) ?? item;
      let job;
      try {
        job = definition.recipe(settings, current.options, probe);
      } catch (error) {
        // A setting the recipe cannot use: the file is fine, so a retry after a change can work.
        const message = error instanceof Error ? error.message : String(error);
        store.update(id, { status: "error", progress: undefined, error: message, retryable: true });
        this.report(id, { kind: "failed", message }, settings);
        return { kind: "failed", message };
      }
      const outcome = await runItem(
        store,
        id,
        job,
        jobKey(job),
        services.runJob,
        controller.signal,
        () => this.controllers.get(id) === controller,
      );
      this.report(id, outcome, settings);
      return outcome;
    } finally {
      if (this.controllers.get(id) === controller) this.controllers.delete(id);
    }
  }

  cancel(id: string): void {
    this.controllers.get(id)?.abort();
  }

  cancelAll(): void {
    this.controllers.forEach((controller) => controller.abort());
  }

  /** The file went: nothing of it is kept for a later run. */
  forget(id: string): void {
    this.probes.delete(id);
  }

  forgetAll(): void {
    this.probes.clear();
  }

  /** Tells the outcome of a run whose file is still there; the settings are those it ran with. */
  private report(id: string, outcome: RunOutcome, settings: S): void {
    const { store, definition, services } = this.context;
    const current = store.get(id);
    if (!current) return;
    const { messages } = definition;
    if (outcome.kind === "failed") {
      this.tally.failed();
      services.notifier.error(messages.failedTitle, messages.failed(current.name, outcome.message));
    } else if (outcome.kind === "completed") {
      this.tally.completed(current.file.size, outcome.result.size);
      const message = definition.completedToast?.(current, outcome.result, settings);
      if (message) services.notifier.success(message.title, message.description);
      const type = definition.activityTypeFor?.(settings) ?? definition.activityType;
      this.downloads.track({ ...current, result: outcome.result }, type, settings);
      const visitor = this.context.visitor();
      if (visitor.signedIn && visitor.autoDownload) this.downloads.download(id);
    }
    this.tally.mayHaveFinished();
  }
}
