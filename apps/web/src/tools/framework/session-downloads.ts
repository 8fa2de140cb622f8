/**
 * What leaves a tool session: one result saved under its output name, every result as one ZIP
 * inside the folders the files came from, and the activity record of a signed-in person's work
 * and downloads (decision 10: names and sizes only, never contents).
 */
import type { ActivityFacts } from "./activity.ts";
import { outputName } from "./download.ts";
import { isDone, type FileItem } from "./file-item.ts";
import type { SessionContext } from "./session-context.ts";

export class SessionDownloads<S extends object, O extends object> {
  constructor(private readonly context: SessionContext<S, O>) {}

  download(id: string): void {
    const { store, services, definition } = this.context;
    const item = store.get(id);
    if (!item || !isDone(item)) {
      services.notifier.error("File Not Ready", definition.messages.notReady);
      return;
    }
    try {
      services.save(item.result!.blob, this.outputName(item));
      services.notifier.success("Download Started", `Downloading ${this.outputName(item)}`);
      this.track(item, "download");
    } catch {
      services.notifier.error("Download Failed", `Failed to download ${item.name}`);
    }
  }

  /**
   * One ZIP of every result, inside the folders the files came from. A ZIP already streamed while
   * the files finished (the table layout's) is passed in when it holds exactly these results.
   */
  async downloadAll(prebuilt?: Blob): Promise<void> {
    const { store, services, definition } = this.context;
    const done = store.getSnapshot().filter(isDone);
    if (done.length === 0) {
      const { title, description } = definition.messages.noResults;
      services.notifier.error(title, description);
      return;
    }
    services.notifier.success("Batch Download Started", `Preparing a ZIP of ${done.length} files.`);
    try {
      const entries = done.map((item) => ({
        name: this.zipPath(item),
        blob: item.result!.blob,
        lastModified: item.lastModified,
      }));
      const zip = prebuilt ?? (await services.zip(entries));
      services.save(zip, `squish-${definition.id}-${done.length}-files.zip`);
      done.forEach((item) => this.track(item, "download"));
    } catch {
      services.notifier.error("Download Failed", "Failed to download the ZIP archive");
    }
  }

  /** Where a result goes inside the ZIP: its output name, in the folder it was dropped in. */
  zipPath(item: FileItem<O>): string {
    return item.folder ? `${item.folder}/${this.outputName(item)}` : this.outputName(item);
  }

  outputName(item: FileItem<O>): string {
    const { outputNameFor, outputPrefix, defaultExtension } = this.context.definition;
    if (outputNameFor && item.result) {
      const position = this.context.store.getSnapshot().findIndex((other) => other.id === item.id) + 1;
      return outputNameFor(item, this.context.settings(), position);
    }
    return outputName(outputPrefix, item.name, item.result?.extension ?? defaultExtension);
  }

  /**
   * Records a signed-in person's finished file (described by the tool, with the settings it was
   * made with) or download; guests' work is never recorded.
   */
  track(item: FileItem<O>, type: ActivityFacts["activityType"], settings?: S): void {
    if (!this.context.visitor().signedIn || !item.result) return;
    const description =
      type === "download"
        ? `Downloaded ${this.outputName(item)}`
        : this.context.definition.describe(settings ?? this.context.settings(), item.options, item.result);
    this.context.services.track({
      activityType: type,
      fileName: item.name,
      description,
      originalSize: item.originalSize,
      resultSize: item.result.size,
    });
  }
}
