/**
 * Which finished files were made with choices that have since changed: a result remembers the
 * fingerprint of the job that made it (`madeWith`, job-key.ts), and is outdated when the job the
 * file would get now has another. The page offers to re-run those (outdated-banner.tsx).
 */
import { isDone, type FileItem, type ProbedFile } from "./file-item.ts";
import { jobKey } from "./job-key.ts";
import type { SessionContext } from "./session-context.ts";

interface Cached<S, O> {
  options: Partial<O>;
  probe: ProbedFile;
  settings: S;
  key: string | null;
}

export class OutdatedResults<S extends object, O extends object> {
  private readonly keys = new Map<string, Cached<S, O>>();

  constructor(private readonly context: SessionContext<S, O>) {}

  isOutdated(item: FileItem<O>): boolean {
    if (!isDone(item)) return false;
    const key = this.keyFor(item);
    return key !== null && item.result!.madeWith !== key;
  }

  /** The file went: its cached fingerprint goes too. */
  forget(id: string): void {
    this.keys.delete(id);
  }

  clear(): void {
    this.keys.clear();
  }

  /**
   * The fingerprint the item's result would have now. Cached per item against the exact options,
   * probe and settings objects (all immutable snapshots), because the page asks on every render,
   * and progress ticks render often while recipes and fingerprints only change with choices.
   */
  private keyFor(item: FileItem<O>): string | null {
    const settings = this.context.settings();
    const cached = this.keys.get(item.id);
    if (cached && cached.options === item.options && cached.probe === item.probe && cached.settings === settings) {
      return cached.key;
    }
    let key: string | null;
    try {
      key = jobKey(this.context.definition.recipe(settings, item.options, item.probe));
    } catch {
      // Settings the recipe cannot use yet (an empty size): nothing to compare, so nothing is outdated.
      key = null;
    }
    this.keys.set(item.id, { options: item.options, probe: item.probe, settings, key });
    return key;
  }
}
