/**
 * Feeds a page's finished results into a StreamedZip as they finish, and hands the archive over
 * when the person asks for it: the streamed one when it holds exactly the current results,
 * otherwise (something was retried, renamed or removed since) a fresh one the session builds.
 */
import { isDone, type FileItem } from "../file-item.ts";
import type { ToolSession } from "../tool-session.ts";
import { StreamedZip } from "./streamed-zip.ts";

type AnySession = ToolSession<object, object>;

export class ZipFeeder {
  private zip = new StreamedZip();

  constructor(private readonly session: AnySession) {}

  /** Feeds results as they finish until the returned function is called (an effect's cleanup). */
  attach(): () => void {
    const unsubscribe = this.session.store.subscribe(() => this.feed());
    this.feed();
    return unsubscribe;
  }

  private key(item: FileItem<object>): string {
    return `${item.id}\n${item.result!.madeWith}\n${this.session.zipPath(item)}\n${item.result!.size}`;
  }

  private done(): FileItem<object>[] {
    return this.session.items.filter(isDone);
  }

  private feed(): void {
    for (const item of this.done()) {
      const key = this.key(item);
      if (this.zip.has(key)) continue;
      this.zip.add({ key, path: this.session.zipPath(item), blob: item.result!.blob, lastModified: item.lastModified });
    }
  }

  /** Whether "Download ZIP" can hand over the streamed archive as it is. */
  current(): boolean {
    return this.zip.holdsExactly(this.done().map((item) => this.key(item)));
  }

  /** Downloads the ZIP of every result, then starts a new stream for results still to come. */
  async download(): Promise<void> {
    if (this.done().length === 0 || !this.current()) {
      await this.session.downloadAll();
    } else {
      const blob = await this.zip.finish();
      await this.session.downloadAll(blob);
    }
    this.zip = new StreamedZip();
    this.feed();
  }
}
