/**
 * What the page and the service worker (apps/web/sw/sw.ts) say to each other. Plain data, no DOM
 * or worker types, so both sides import it.
 */

/** Cache Storage names. The precache (the app shell) is Workbox's own. */
export const ASSET_CACHE = "squish-assets";
/** Files shared to the installed app, kept until the person opens or discards them (never sent to the server). */
export const SHARE_CACHE = "squish-shared-files";

/** The share target's address (manifest `share_target.action`) and the chooser page. */
export const SHARE_PATH = "/share";
/** The form field that carries the shared files (manifest `share_target.params.files`). */
export const SHARE_FIELD = "files";
/** Header on each stored shared file: its name, URI-encoded. */
export const SHARED_NAME_HEADER = "x-squish-file-name";
/** Header on each stored shared file: when its share arrived, in ms since 1970 (record 0023, issue 23). */
export const SHARED_AT_HEADER = "x-squish-shared-at";

export type PageToWorker =
  /**
   * Fetch and keep every tool chunk, codec and font, so every tool works offline; `skip` (a
   * regular expression's source) leaves out files whose address matches it.
   */
  | { type: "cache-everything"; skip?: string }
  /** Keep these already-loaded files too (loaded before the worker took the page over). */
  | { type: "cache-urls"; urls: string[] };

export type WorkerToPage =
  | { type: "cache-progress"; done: number; total: number }
  | { type: "cache-done"; total: number }
  | { type: "cache-failed"; done: number; total: number; message: string };

/** A precache entry as the build injects it; `shell` marks what is fetched on install. */
export interface BuildEntry {
  url: string;
  revision: string | null;
  shell?: boolean;
}
