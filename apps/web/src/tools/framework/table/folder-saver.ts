/**
 * "Save to a folder": every result written into a folder the person chose, as soon as it finishes,
 * inside the folders the files were dropped in (File System Access API). Nothing is gathered for a
 * ZIP, so a batch of a hundred 10 MB photos never has to fit anywhere but on the disk, and the
 * files are where they belong without unpacking anything. No other online compressor does this.
 *
 * Results that change after they were written (a retry, a rename) are written again; a name that
 * is already taken in this run gets " (2)", as inside a ZIP. Writing goes one file at a time, in
 * the order the results finish.
 */
import { isDone, type FileItem } from "../file-item.ts";
import type { ToolSession } from "../tool-session.ts";
import { uniqueNames } from "../zip.ts";

type AnySession = ToolSession<object, object>;

export interface FolderSaveState {
  /** The chosen folder's name, as the browser gives it. */
  folder: string;
  written: number;
  /** The last failure, in a sentence (a full disk, a folder removed meanwhile...). */
  error: string | null;
}

/** The picker of the File System Access API, which TypeScript's DOM types do not carry yet. */
interface FolderPicking {
  showDirectoryPicker(options: { id?: string; mode: "readwrite" }): Promise<FileSystemDirectoryHandle>;
}

/** Whether this browser can write into a folder the person picks (Chromium-based browsers today). */
export const canSaveToFolder = () => typeof window !== "undefined" && "showDirectoryPicker" in window;

/** Asks for a folder to write into; null when the person closed the picker. */
export async function pickFolder(): Promise<FileSystemDirectoryHandle | null> {
  try {
    return await (window as unknown as FolderPicking).showDirectoryPicker({ id: "squish-results", mode: "readwrite" });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return null;
    throw error;
  }
}

/** The folder handle for `parts` below `root`, made where missing. */
async function folderFor(root: FileSystemDirectoryHandle, parts: readonly string[]) {
  let folder = root;
  for (const part of parts) folder = await folder.getDirectoryHandle(part, { create: true });
  return folder;
}

export class FolderSaver {
  private readonly written = new Map<string, string>();
  private readonly paths = new Set<string>();
  private chain: Promise<void> = Promise.resolve();
  private state: FolderSaveState;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly session: AnySession,
    private readonly root: FileSystemDirectoryHandle,
  ) {
    this.state = { folder: root.name, written: 0, error: null };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.state;

  /** Writes results as they finish until the returned function is called. */
  attach(): () => void {
    const unsubscribe = this.session.store.subscribe(() => this.feed());
    this.feed();
    return unsubscribe;
  }

  /** Resolves once every result seen so far is on disk (or failed). */
  settled(): Promise<void> {
    return this.chain;
  }

  private key(item: FileItem<object>): string {
    return `${item.result!.madeWith}\n${this.session.zipPath(item)}\n${item.result!.size}`;
  }

  private feed(): void {
    for (const item of this.session.items.filter(isDone)) {
      const key = this.key(item);
      if (this.written.get(item.id) === key) continue;
      const firstTime = !this.written.has(item.id);
      this.written.set(item.id, key);
      const wanted = this.session.zipPath(item);
      // A result written again keeps its place; a new one must not overwrite another file's.
      const path = firstTime ? uniqueNames([...this.paths, wanted]).at(-1)! : wanted;
      this.paths.add(path);
      const blob = item.result!.blob;
      this.chain = this.chain.then(() => this.write(path, blob, firstTime));
    }
  }

  private async write(path: string, blob: Blob, counts: boolean): Promise<void> {
    const parts = path.split("/");
    const name = parts.pop()!;
    try {
      const folder = await folderFor(this.root, parts);
      const file = await folder.getFileHandle(name, { create: true });
      const writable = await file.createWritable();
      // Streamed from the result's Blob into the file: no copy of it in the page.
      await blob.stream().pipeTo(writable);
      this.update({ written: this.state.written + (counts ? 1 : 0), error: null });
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : String(error);
      this.update({ error: `${path} could not be written to "${this.state.folder}": ${reason}` });
    }
  }

  private update(next: Partial<FolderSaveState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }
}
