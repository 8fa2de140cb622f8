/** A Chromium page for a test, with every console error and page error collected. */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { inject } from "vitest";

export const baseUrl = inject("baseUrl");

export const SCREENSHOT_DIR = resolve(import.meta.dirname, "../../test-output/screenshots");

/**
 * The suite's one Chromium, started by the global setup: a file connects in its `beforeAll`, and
 * its `browser.close()` closes the contexts it made and disconnects, leaving the browser to the rest.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject("browserEndpoint"));
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
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    serviceWorkers: "block",
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/** Saves a screenshot for people to look at; `fullPage: false` for dialogs and menus over a page. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
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

/** Waits until the page's code has loaded and rendered inside a shell. */
export async function waitForShell(page: Page): Promise<void> {
  await page.locator("[data-shell] main").waitFor();
  await page.locator("[data-page-loading]").waitFor({ state: "detached" });
}

/** For suites about the service worker's work (offline, sharing, privacy, CSP): as a visitor's browser runs it. */
export const WITH_SERVICE_WORKER: BrowserContextOptions = { serviceWorkers: "allow" };
