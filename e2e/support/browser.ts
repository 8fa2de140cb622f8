/** A Chromium page for a test, with every console error and page error collected. */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { CHROMIUM_ARGS } from "./chromium-args.ts";

export const baseUrl = inject("baseUrl");

export const SCREENSHOT_DIR = resolve(import.meta.dirname, "../../test-output/screenshots");

/**
 * The test worker's Chromium, started by the first file that asks and kept for every file the
 * worker runs after it (the e2e project's workers keep their modules between files). Driven
 * directly, not through one browser server shared by both workers: every call and every byte of a
 * screenshot, picked file or download crossed a WebSocket into Vitest's main process and out again:
 * Vitest's main process spent 106 CPU-s of a full run on it, 19 now (issue 27). Playwright stops the browser when the
 * worker exits.
 */
let workerBrowser: Promise<Browser> | undefined;

/**
 * The suites browse as a visitor who asked their system for less motion: the site then stops its
 * spinners, pulses and transitions (styles.css), and Chromium draws no frames for them. The GPU
 * process, which composites those frames, used half the CPU on the download-contract suite
 * (issue 27). No suite is about movement; accessibility.e2e.ts checks both wishes, by emulation.
 */
const TEST_ARGS = ["--force-prefers-reduced-motion"];

const KEPT = Symbol("the worker's browser, kept from file to file");
const ON_CLOSE = Symbol("what a file's close also does");

/** The worker's browser behind a file's view of it: contexts made on it outlive the file. */
export function keptBrowser(browser: Browser): Browser {
  return (browser as Browser & { [KEPT]?: Browser })[KEPT] ?? browser;
}

/**
 * Runs `task` when the file's `browser.close()` is called. A browser not from `launchBrowser` has
 * nothing kept beyond its close, so nothing to add to it.
 */
export function whenFileCloses(browser: Browser, task: () => Promise<void>): void {
  const tasks = (browser as Browser & { [ON_CLOSE]?: (() => Promise<void>)[] })[ON_CLOSE];
  tasks?.push(task);
}

/**
 * The worker's browser as a file sees it: its `browser.close()` closes the contexts that file made
 * and leaves the browser to the files after it.
 */
export async function launchBrowser(): Promise<Browser> {
  workerBrowser ??= chromium.launch({ executablePath: inject("chromePath"), args: [...CHROMIUM_ARGS, ...TEST_ARGS] });
  const browser = await workerBrowser;
  const made = new Set<BrowserContext>();
  const onClose: (() => Promise<void>)[] = [];
  const track = (context: BrowserContext) => {
    made.add(context);
    context.once("close", () => made.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key === "newContext") {
        return async (options?: BrowserContextOptions) => track(await target.newContext(options));
      }
      if (key === "newPage") {
        return async (options?: BrowserContextOptions) => {
          const page = await target.newPage(options);
          track(page.context());
          return page;
        };
      }
      if (key === KEPT) return target;
      if (key === ON_CLOSE) return onClose;
      if (key === "close") {
        return async () =>
          void (await Promise.all([...onClose.splice(0).map((task) => task()), ...[...made].map((c) => c.close())]));
      }
      const value: unknown = Reflect.get(target, key);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * Opens a page in a fresh context. The service worker is blocked unless a suite asks for it
 * (`serviceWorkers: "allow"`, as the offline, sharing, privacy and CSP suites do): installing it
 * fetches and stores the whole shell, about a third of the CPU of opening a page, and only those
 * suites are about what it does.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT, serviceWorkers: "block", ...options });
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false) waitForAppOnLoad(page);
  return watchPage(page, () => context.close());
}

const PATCHED = Symbol("waits for the app on load");

/**
 * Makes `goto` and `reload` return once the app has started on a server-rendered page (record
 * 0049): such a page shows its buttons and its file picker before its code runs, and a click or
 * a file given then would go nowhere. A page the app draws itself (its root empty in the HTML),
 * or that is not the app's, returns as before, and so does a `goto` asked to return early
 * (`waitUntil: "commit"` or `"domcontentloaded"`: a test of what shows before the code runs).
 */
export function waitForAppOnLoad(page: Page): void {
  const patched = page as Page & { [PATCHED]?: true };
  if (patched[PATCHED]) return;
  patched[PATCHED] = true;
  const started = () =>
    page.waitForFunction(() => {
      const rendered = document.querySelector("#root[data-server-rendered]") !== null;
      return !rendered || "appReady" in document.documentElement.dataset;
    });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    const early = args[1]?.waitUntil === "commit" || args[1]?.waitUntil === "domcontentloaded";
    if (!early) await started();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await started();
    return response;
  };
}

/** The window size a test page has unless it asks for another. */
export const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/** Collects a page's console errors and uncaught exceptions; `close` is how the page is let go of. */
export function watchPage(page: Page, close: () => Promise<void>): WatchedPage {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, close };
}

/**
 * Saves a screenshot for people to look at; `fullPage: false` for dialogs and menus over a page.
 * JPEG at quality 90: the suite takes about 170 of them, and Chromium's PNG encoder made each cost
 * half as much again as the picture itself (issue 27); text and edges stay sharp enough to judge.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.jpg`), fullPage, quality: 90 });
}

/**
 * Waits until every finite CSS transition and animation on the page has finished (colours fading
 * after a theme change or a press), so a screenshot shows the page at rest. Endless ones
 * (spinners) are left running.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The two widths the tool pages are photographed at. */
export const SCREENSHOT_VIEWPORTS = {
  desktop: { width: 1400, height: 1000 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Photographs the page as it is, in both themes at both widths, as `<name>-<theme>-<device>`, and
 * checks each time that the theme took and that nothing is wider than the window. The page
 * follows the system's theme live and lays itself out again on a resize, as for a visitor who
 * turns a phone, so a result made once is enough for all four pictures.
 */
export async function photographInEveryThemeAndWidth(page: Page, name: string): Promise<void> {
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const [device, viewport] of Object.entries(SCREENSHOT_VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      // The page hears the system's switch as a media-query event, a moment after it happens.
      await page
        .waitForFunction((dark) => document.documentElement.classList.contains("dark") === dark, theme === "dark", {
          timeout: 5_000,
        })
        .catch(() => expect.fail(`${name}: the page did not follow the system's ${theme} theme`));
      await transitionsDone(page);
      await screenshot(page, `${name}-${theme}-${device}`);
      // Nothing wider than the screen (a long download name once made the phone page scroll sideways).
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect
        .soft(width, `${name} is ${width} px wide in a ${viewport.width} px window`)
        .toBeLessThanOrEqual(viewport.width);
    }
  }
}

/** Waits until the page's code has loaded and rendered inside a shell. */
export async function waitForShell(page: Page): Promise<void> {
  // A server-rendered page shows its shell before the app has started (record 0049): wait for the app.
  await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
  await page.locator("[data-shell] main").waitFor();
  await page.locator("[data-page-loading]").waitFor({ state: "detached" });
}

/** For suites about the service worker's work (offline, sharing, privacy, CSP): as a visitor's browser runs it. */
export const WITH_SERVICE_WORKER: BrowserContextOptions = { serviceWorkers: "allow" };
