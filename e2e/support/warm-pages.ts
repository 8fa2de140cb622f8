/**
 * Pages handed back clean instead of closed, for suites that open many pages of the site one after
 * another (every tool, every seam, every route). A fresh context costs this machine about 1.8
 * CPU-seconds for its first page (a renderer process to start, then every script, stylesheet and
 * WebAssembly module fetched and compiled with no cache); a used page loading the same page again
 * costs 0.4 (`npm run bench:test-costs`). On a two-core machine that set-up was a large part of
 * the browser suite's time.
 *
 * What a visitor's browser would remember is wiped between uses: cookies, local and session storage,
 * IndexedDB, caches, permissions, routes, listeners, offline mode, the media emulation. What stays is
 * only Chromium's HTTP and code cache for the site's own immutable assets, as for a returning visitor.
 * Init scripts a test added are taken off. A page a test changed in another way that outlives a
 * navigation (an exposed function or binding, an installed clock) is closed with its context
 * instead, and the next use starts fresh.
 *
 * Suites about a first visit (what a new visitor downloads, the service worker, lazy loading) keep
 * `openPage`'s fresh contexts.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Disposable, Page } from "playwright-core";
import {
  baseUrl,
  DEFAULT_VIEWPORT,
  keptBrowser,
  openPage,
  waitForAppOnLoad,
  watchPage,
  whenFileCloses,
  type WatchedPage,
} from "./browser.ts";

/** The options a reused page can be given again; any other option gets a context of its own (`openPage`). */
const REUSABLE_OPTIONS = new Set(["viewport", "colorScheme", "storageState", "extraHTTPHeaders", "serviceWorkers"]);
/**
 * The one option fixed when a context is made whose pages are still reused, kept apart among
 * themselves: pages that let a test inject axe-core past the site's policy are most of the
 * accessibility checks' pages.
 */
const POOLED_OPTION = "bypassCSP";

type Cookies = Parameters<BrowserContext["addCookies"]>[0];

/** A signed-in visitor's cookies, when the options hold only that (`createSignedInUser`'s storage state). */
function cookiesOf(options: BrowserContextOptions): Cookies | null | undefined {
  const state = options.storageState;
  if (state === undefined) return undefined;
  if (typeof state === "string" || (state.origins?.length ?? 0) > 0) return null;
  return state.cookies as Cookies;
}

function reusable(options: BrowserContextOptions): boolean {
  return (
    Object.keys(options).every((key) => REUSABLE_OPTIONS.has(key) || key === POOLED_OPTION) &&
    (options.serviceWorkers ?? "block") === "block" &&
    options.viewport !== null &&
    cookiesOf(options) !== null
  );
}

interface Idle {
  page: Page;
  dirty: { value: boolean };
  /** Init scripts added while in use, taken off when the page is handed back. */
  initScripts: Disposable[];
}

/** Every kind of site data a test may leave behind, cleared for the site's origin between uses. */
const SITE_DATA = "cookies,file_systems,indexeddb,local_storage,websql,service_workers,cache_storage,storage_buckets";

/**
 * Methods whose effect outlives a navigation: calling one retires the page. Playwright can take
 * these back too (they hand back a handle, as init scripts do), but no suite on reused pages uses them.
 */
const IRREVERSIBLE = ["exposeBinding", "exposeFunction"] as const;

const PAGE_EVENTS = [
  "console",
  "crash",
  "dialog",
  "domcontentloaded",
  "download",
  "filechooser",
  "frameattached",
  "framedetached",
  "framenavigated",
  "load",
  "pageerror",
  "popup",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
  "websocket",
  "worker",
] as const;
const CONTEXT_EVENTS = [
  "console",
  "dialog",
  "page",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
  "serviceworker",
  "weberror",
] as const;

const siteOrigin = new URL(baseUrl).origin;

/** Init scripts are kept to be taken off again (Playwright hands back a handle for each). */
function collectInitScripts(target: Page | BrowserContext, initScripts: Disposable[]): void {
  const original = target.addInitScript.bind(target) as (...args: unknown[]) => Promise<Disposable>;
  (target as { addInitScript: (...args: unknown[]) => Promise<Disposable> }).addInitScript = async (...args) => {
    const script = await original(...args);
    initScripts.push(script);
    return script;
  };
}

function watchForIrreversible(target: Page | BrowserContext, dirty: { value: boolean }): void {
  const mark = (owner: object, names: readonly string[]) => {
    const methods = owner as Record<string, (...args: unknown[]) => unknown>;
    for (const name of names) {
      const original = methods[name]!.bind(owner);
      methods[name] = (...args: unknown[]) => {
        dirty.value = true;
        return original(...args);
      };
    }
  };
  mark(target, IRREVERSIBLE);
  // A clock the test moves by hand stays installed in the page.
  mark(target.clock, ["install", "setFixedTime", "setSystemTime"]);
}

export interface WarmPages {
  /**
   * A page with the given viewport, theme and visitor, reused when one is idle; options a page
   * cannot be given again (a phone's touch, JavaScript off, the service worker) get a fresh context.
   */
  open(options?: BrowserContextOptions): Promise<WatchedPage>;
  /** How many pages were reused, and how many contexts made for reuse or, for other options, once. */
  readonly counts: { reused: number; made: number; once: number };
}

/**
 * Idle pages of each worker's browser, apart by whether they pass the site's policy. They outlive the file that made them: the
 * worker keeps its modules and its browser from file to file, and a file's first page was a fresh
 * context for each of the 28 files that reuse pages.
 */
const idleOf = new WeakMap<Browser, Map<boolean, Idle[]>>();

export function warmPages(browser: Browser): WarmPages {
  const kept = keptBrowser(browser);
  if (!idleOf.has(kept)) idleOf.set(kept, new Map());
  const idle = idleOf.get(kept)!;
  /** Pages handed out and not yet back: closed with the file, as its own contexts are. */
  const inUse = new Set<Idle>();
  whenFileCloses(browser, async () => {
    await Promise.all([...inUse].map((entry) => entry.page.context().close()));
    inUse.clear();
  });
  const counts = { reused: 0, made: 0, once: 0 };

  async function fresh(bypassCSP: boolean): Promise<Idle> {
    counts.made++;
    const context = await kept.newContext({ bypassCSP, viewport: DEFAULT_VIEWPORT, serviceWorkers: "block" });
    const page = await context.newPage();
    waitForAppOnLoad(page);
    const dirty = { value: false };
    const initScripts: Disposable[] = [];
    watchForIrreversible(page, dirty);
    watchForIrreversible(context, dirty);
    collectInitScripts(page, initScripts);
    collectInitScripts(context, initScripts);
    return { page, dirty, initScripts };
  }

  async function clean({ page, initScripts }: Idle): Promise<void> {
    const context = page.context();
    for (const script of initScripts.splice(0)) await script.dispose();
    for (const other of context.pages()) if (other !== page) await other.close();
    // Only the events tests listen to: Playwright itself listens for "close".
    for (const event of PAGE_EVENTS) page.removeAllListeners(event);
    for (const event of CONTEXT_EVENTS) context.removeAllListeners(event);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.unrouteAll({ behavior: "ignoreErrors" });
    await context.setOffline(false);
    // Session storage belongs to the tab and can only be cleared from a document of the site: the
    // icon is one that runs none of its code, and by the time it has loaded the app's page has
    // unloaded, so nothing the app writes while leaving (React Router's scroll positions) survives.
    await page.goto(`${siteOrigin}/favicon.svg`);
    await page.evaluate(() => sessionStorage.clear());
    await page.goto("about:blank");
    await context.clearPermissions();
    await context.clearCookies();
    await context.setExtraHTTPHeaders({});
    await page.setExtraHTTPHeaders({});
    await page.emulateMedia({ media: null, colorScheme: "light", reducedMotion: null, forcedColors: null });
    const cdp = await context.newCDPSession(page);
    try {
      await cdp.send("Storage.clearDataForOrigin", { origin: siteOrigin, storageTypes: SITE_DATA });
    } finally {
      await cdp.detach();
    }
  }

  async function open(options: BrowserContextOptions = {}): Promise<WatchedPage> {
    if (!reusable(options)) {
      counts.once++;
      return openPage(browser, options);
    }
    const bypassCSP = options.bypassCSP ?? false;
    if (!idle.has(bypassCSP)) idle.set(bypassCSP, []);
    const pool = idle.get(bypassCSP)!;
    const reused = pool.pop();
    if (reused) counts.reused++;
    const entry = reused ?? (await fresh(bypassCSP));
    inUse.add(entry);
    const { page } = entry;
    const context = page.context();
    await page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
    if (options.colorScheme !== undefined) await page.emulateMedia({ colorScheme: options.colorScheme });
    if (options.extraHTTPHeaders) await context.setExtraHTTPHeaders(options.extraHTTPHeaders);
    const cookies = cookiesOf(options);
    if (cookies) await context.addCookies(cookies);
    let handedBack = false;
    return watchPage(page, async () => {
      if (handedBack) return;
      handedBack = true;
      inUse.delete(entry);
      if (entry.dirty.value || page.isClosed()) {
        await context.close();
        return;
      }
      try {
        await clean(entry);
        pool.push(entry);
      } catch (error) {
        // Not reusable after all (say why, so a cost that comes back is visible): the next use starts fresh.
        console.warn(`A page was not handed back for reuse: ${(error as Error).message}`);
        await context.close().catch(() => undefined);
      }
    });
  }

  return { open, counts };
}
