/**
 * The service worker (record 0023). It keeps the app shell (the home page's HTML, the entry's
 * scripts and styles, fonts, icons) from install; keeps every hashed file under /assets (tool
 * chunks, codec workers, .wasm) the first time the page loads it; answers navigations from the
 * network, and with the kept shell when offline; and keeps files shared to the installed app, one
 * set per share, until the person acts on them.
 * It never touches /api: those requests go to the network as if it were not here.
 *
 * Everything it answers from a cache came from our own origin with the server's headers (COOP,
 * COEP, CORP, CSP) stored alongside, so pages stay cross-origin isolated offline.
 */
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precache } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import {
  ASSET_CACHE,
  SHARE_CACHE,
  SHARE_FIELD,
  SHARE_PATH,
  SHARED_AT_HEADER,
  SHARED_NAME_HEADER,
  type BuildEntry,
  type PageToWorker,
  type WorkerToPage,
} from "../src/offline/sw-protocol.ts";
import { newShareSetId, shareFilePath } from "../src/share/share-sets.ts";

declare const self: ServiceWorkerGlobalScope;

// The build writes its file list here; each entry also says whether it belongs to the shell.
const BUILD = self.__WB_MANIFEST as unknown as BuildEntry[];
const SHELL = BUILD.filter((entry) => entry.shell).map(({ url, revision }) => ({ url, revision }));
/** Everything else the build made: fetched on first use, or all at once on request. */
const ON_DEMAND = BUILD.filter((entry) => !entry.shell).map((entry) => new URL(entry.url, self.location.origin).href);

precache(SHELL);
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener("activate", (event) => {
  event.waitUntil(pruneAssets());
});

/** Files of earlier builds are dropped when a new worker takes over, so the cache does not grow forever. */
async function pruneAssets() {
  const current = new Set(ON_DEMAND);
  const cache = await caches.open(ASSET_CACHE);
  for (const request of await cache.keys()) {
    if (!current.has(request.url)) await cache.delete(request);
  }
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Files shared to the installed app (manifest share_target, POST multipart). They are kept in
// Cache Storage for the /share page and never reach the server. Any page on the web can post here
// too, and an OS share carries no proof of its origin either, so a share only ever adds a set of
// its own (with its arrival time): it never replaces files still waiting, and the page shows every
// set as received from another app and opens nothing until the person picks a tool (issue 23).
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === SHARE_PATH,
  async ({ request }) => {
    const form = await request.formData();
    const files = form.getAll(SHARE_FIELD).filter((value): value is File => value instanceof File);
    const receivedAt = Date.now();
    const setId = newShareSetId(receivedAt, crypto.randomUUID());
    const cache = await caches.open(SHARE_CACHE);
    await Promise.all(
      files.map((file, index) =>
        cache.put(
          new Request(shareFilePath(setId, index)),
          new Response(file, {
            headers: {
              "content-type": file.type || "application/octet-stream",
              [SHARED_NAME_HEADER]: encodeURIComponent(file.name),
              [SHARED_AT_HEADER]: String(receivedAt),
            },
          }),
        ),
      ),
    );
    return Response.redirect(`${SHARE_PATH}?received=${files.length}`, 303);
  },
  "POST",
);

// Pages: the network first, so online visitors get the server's page (rendered, with its title
// and structured data); offline, the kept shell: the app with an empty root, which draws the right
// page itself. A kept rendered page (the home page) would not match another address's page.
registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && !url.pathname.startsWith("/api/"),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache("/index.html");
      if (shell) return shell;
      throw error;
    }
  },
);

// The shell's own files from the precache.
registerRoute(
  ({ url }) => sameOrigin(url) && getCacheKeyForURL(url.href) !== undefined,
  async ({ url }) => (await matchPrecache(url.href)) ?? fetch(url.href),
);

// Hashed build files never change under one name: cache first, network once.
const assets = new CacheFirst({ cacheName: ASSET_CACHE });
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith("/assets/"), assets);

self.addEventListener("message", (event) => {
  const data = event.data as PageToWorker | { type: "SKIP_WAITING" } | undefined;
  const port = event.ports[0];
  const tell = (message: WorkerToPage) => port?.postMessage(message);
  if (data?.type === "SKIP_WAITING") {
    void self.skipWaiting();
  } else if (data?.type === "cache-everything") {
    const skip = data.skip ? new RegExp(data.skip) : null;
    event.waitUntil(keep(skip ? ON_DEMAND.filter((url) => !skip.test(url)) : ON_DEMAND, tell));
  } else if (data?.type === "cache-urls") {
    const wanted = new Set(ON_DEMAND);
    event.waitUntil(
      keep(
        data.urls.filter((url) => wanted.has(url)),
        tell,
      ),
    );
  }
});

/** Fetches and keeps the files not kept yet, a few at a time, saying how far it has got. */
async function keep(urls: readonly string[], tell: (message: WorkerToPage) => void) {
  const cache = await caches.open(ASSET_CACHE);
  const total = urls.length;
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      if (!(await cache.match(url))) {
        const response = await fetch(url, { cache: "no-cache" });
        if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
        await cache.put(url, response);
      }
      done += 1;
      tell({ type: "cache-progress", done, total });
    }
  };
  try {
    await Promise.all([worker(), worker(), worker(), worker()]);
    tell({ type: "cache-done", total });
  } catch (error) {
    tell({ type: "cache-failed", done, total, message: error instanceof Error ? error.message : String(error) });
  }
}
