/**
 * "Save ZIP as…": the batch's ZIP written straight into a file the person chose (File System
 * Access API), each result added as soon as it finishes, so the archive is never held anywhere but
 * on the disk. It is completed when the batch has finished (every file done or failed, nothing
 * running); results that change afterwards need a new ZIP, which the button then offers again.
 */
import { isDone } from "../file-item.ts";
import type { ToolSession } from "../tool-session.ts";
import { StreamedZip } from "./streamed-zip.ts";

type AnySession = ToolSession<object, object>;

export interface ZipFileState {
  /** The chosen file's name. */
  file: string;
  written: number;
  complete: boolean;
  /** What went wrong, in a sentence; the file is then left incomplete. */
  error: string | null;
}

/** The save picker of the File System Access API, which TypeScript's DOM types do not carry yet. */
interface FilePicking {
  showSaveFilePicker(options: {
    id?: string;
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }): Promise<FileSystemFileHandle>;
}

/** Whether this browser can write into a file the person picks (Chromium-based browsers today). */
export const canSaveZipAs = () => typeof window !== "undefined" && "showSaveFilePicker" in window;

/** Asks where to write the ZIP; null when the person closed the picker. */
export async function pickZipFile(suggestedName: string): Promise<FileSystemFileHandle | null> {
  try {
    return await (window as unknown as FilePicking).showSaveFilePicker({
      id: "squish-zip",
      suggestedName,
      types: [{ description: "ZIP archive", accept: { "application/zip": [".zip"] } }],
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return null;
    throw error;
  }
}

export class ZipFileSaver {
  private readonly added = new Set<string>();
  private writes: Promise<void> = Promise.resolve();
  private zip: StreamedZip | null = null;
  private finishing = false;
  private state: ZipFileState;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly session: AnySession,
    private readonly handle: FileSystemFileHandle,
  ) {
    this.state = { file: handle.name, written: 0, complete: false, error: null };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.state;

  /** Opens the file, then adds results as they finish until the batch is done. */
  attach(): () => void {
    let stopped = false;
    const unsubscribe: (() => void)[] = [];
    void this.handle
      .createWritable()
      .then((writable) => {
        if (stopped) return void writable.abort();
        // Pieces are written in the order the archive makes them, one write after another.
        this.zip = new StreamedZip((chunk) => {
          this.writes = this.writes.then(() => writable.write(chunk as Uint8Array<ArrayBuffer>));
          // A failed write (a full disk) is said at once; the writes after it are skipped.
          this.writes.catch((error: unknown) => this.fail(error));
        });
        const finished = this.finishedWith(writable);
        unsubscribe.push(this.session.store.subscribe(() => this.feed(finished)));
        unsubscribe.push(this.session.queue.subscribe(() => this.feed(finished)));
        this.feed(finished);
      })
      .catch((error: unknown) => this.fail(error));
    return () => {
      stopped = true;
      unsubscribe.forEach((stop) => stop());
    };
  }

  private finishedWith(writable: FileSystemWritableFileStream) {
    return async () => {
      await this.zip!.finish();
      await this.writes;
      await writable.close();
      this.update({ complete: true });
    };
  }

  private feed(finish: () => Promise<void>): void {
    const zip = this.zip;
    if (!zip || this.finishing || this.state.error) return;
    for (const item of this.session.items.filter(isDone)) {
      // A result is added once: the archive cannot take back what it already holds.
      if (this.added.has(item.id)) continue;
      this.added.add(item.id);
      zip.add({
        key: item.id,
        path: this.session.zipPath(item),
        blob: item.result!.blob,
        lastModified: item.lastModified,
      });
      this.update({ written: this.added.size });
    }
    const items = this.session.items;
    const settled = items.every((item) => isDone(item) || item.status === "error");
    if (this.added.size > 0 && settled && !this.session.queue.getSnapshot().running) {
      this.finishing = true;
      finish().catch((error: unknown) => this.fail(error));
    }
  }

  private fail(error: unknown): void {
    if (this.state.error) return;
    const reason = error instanceof Error && error.message ? error.message : String(error);
    this.update({ error: `The ZIP could not be written to "${this.state.file}": ${reason}` });
  }

  private update(next: Partial<ZipFileState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }
}
