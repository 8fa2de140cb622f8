/**
 * The files of one tool page, outside React so that workers, timers and the queue can update them
 * while React reads consistent snapshots (useSyncExternalStore). Object URLs are revoked here, when
 * an item or its result goes, so clearing files gives their memory back.
 */
import type { FileItem, ToolResult } from "./file-item.ts";
import { releaseOriginalUrl } from "./original-url.ts";

type Listener = () => void;

export class FileStore<O> {
  private items: readonly FileItem<O>[] = [];
  private readonly listeners = new Set<Listener>();

  readonly subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.items;

  get(id: string): FileItem<O> | undefined {
    return this.items.find((item) => item.id === id);
  }

  add(items: FileItem<O>[]): void {
    this.set([...this.items, ...items]);
  }

  update(id: string, patch: Partial<FileItem<O>> | ((item: FileItem<O>) => Partial<FileItem<O>>)): void {
    this.set(
      this.items.map((item) => {
        if (item.id !== id) return item;
        const next = { ...item, ...(typeof patch === "function" ? patch(item) : patch) };
        if (item.result && item.result !== next.result) revokeResult(item.result);
        if (item.thumbnail && item.thumbnail !== next.thumbnail) URL.revokeObjectURL(item.thumbnail);
        return next;
      }),
    );
  }

  remove(id: string): FileItem<O> | undefined {
    const item = this.get(id);
    if (!item) return undefined;
    release(item);
    this.set(this.items.filter((i) => i.id !== id));
    return item;
  }

  clear(): void {
    this.items.forEach(release);
    this.set([]);
  }

  private set(items: readonly FileItem<O>[]): void {
    this.items = items;
    this.listeners.forEach((listener) => listener());
  }
}

function revokeResult(result: ToolResult): void {
  URL.revokeObjectURL(result.url);
}

function release(item: FileItem<unknown>): void {
  releaseOriginalUrl(item.file);
  if (item.thumbnail) URL.revokeObjectURL(item.thumbnail);
  if (item.result) revokeResult(item.result);
}
