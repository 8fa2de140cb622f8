/**
 * Every public page arrives as real HTML (record 0049, issue 25): without JavaScript it already
 * holds the whole text the app shows, and with JavaScript the app takes that HTML over (hydrates
 * it) without an error, without replacing any of it, without moving it and in the visitor's theme.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIXED_BLOG_ARTICLES } from "@squish/shared/blog-articles";
import { PAGE_ROUTES } from "@squish/shared/routes";
import { baseUrl, launchBrowser, openPage, waitForShell, type WatchedPage } from "./support/browser.ts";

/** Every public page the server renders: not the blog's editor, which is an admin's tool. */
const RENDERED_PATHS = PAGE_ROUTES.filter(
  (route) => route.access === "public" && route.id !== "blog-create" && route.id !== "blog-edit",
).flatMap((route) => (route.path.includes(":slug") ? FIXED_BLOG_ARTICLES.map((a) => `/blog/${a.slug}`) : [route.path]));

/** The page's visible text, as a person reads it: runs of white space as one. */
const visibleText = (page: Page) =>
  page.locator("#root").evaluate((root) => (root as HTMLElement).innerText.replace(/\s+/g, " ").trim());

interface StartWatch {
  /** Elements taken out of the server's HTML while the app started. */
  removed: string[];
  /** The layout shift meanwhile (the sum of the layout-shift entries' values). */
  shifted: number;
  /** What moved, when anything did: the elements and their boxes before and after. */
  moved: string[];
}

/**
 * Watches the page from its first byte until the app has started: hydration that does not match
 * throws the HTML away and draws the page again, which a person sees as a flash, and content
 * that arrives late pushes the rest about.
 */
function watchStart() {
  const watch: StartWatch = { removed: [], shifted: 0, moved: [] };
  (window as unknown as { startWatch: StartWatch }).startWatch = watch;
  const mutations = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes)
        if (node instanceof Element) watch.removed.push(node.outerHTML.slice(0, 160));
    }
  });
  mutations.observe(document, { childList: true, subtree: true });
  interface Shift extends PerformanceEntry {
    value: number;
    sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  }
  const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
  const shifts = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      watch.shifted += entry.value;
      for (const source of entry.sources) {
        const what =
          source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName);
        watch.moved.push(`${what}: ${box(source.previousRect)} -> ${box(source.currentRect)}`);
      }
    }
  });
  shifts.observe({ type: "layout-shift", buffered: true });
  // What a page does after it has started (a person's click) is its own business.
  const stop = () => {
    if (!("appReady" in document.documentElement.dataset)) return void requestAnimationFrame(stop);
    // One more frame: the re-render right after hydration (the stored theme) belongs to the start.
    requestAnimationFrame(() => {
      mutations.disconnect();
      shifts.disconnect();
    });
  };
  requestAnimationFrame(stop);
}

const startWatch = (page: Page) => page.evaluate(() => (window as unknown as { startWatch: StartWatch }).startWatch);

let browser: Browser;
let crawler: WatchedPage;
let visitor: WatchedPage;

beforeAll(async () => {
  browser = await launchBrowser();
  crawler = await openPage(browser, { javaScriptEnabled: false });
  visitor = await openPage(browser);
  await visitor.page.addInitScript(watchStart);
});
afterAll(async () => {
  await crawler?.close();
  await visitor?.close();
  await browser?.close();
});

describe("every public page, rendered on the server", () => {
  it.each(RENDERED_PATHS)(
    "%s holds its full text without JavaScript, and the app takes it over as it is",
    async (path) => {
      const served = await crawler.page.goto(baseUrl + path);
      expect(served?.status()).toBe(200);
      const withoutScript = await visibleText(crawler.page);

      visitor.errors.length = 0;
      await visitor.page.goto(baseUrl + path);
      await waitForShell(visitor.page);
      await visitor.page.waitForLoadState("networkidle");
      expect(visitor.errors).toEqual([]);
      const started = await startWatch(visitor.page);
      expect(started.removed).toEqual([]);
      expect(started.shifted, started.moved.join("\n")).toBe(0);
      // The inbox of shared files is in this browser's storage, which only the app can read.
      if (path === "/share") return;
      expect(withoutScript).toBe(await visibleText(visitor.page));
      expect(withoutScript.length).toBeGreaterThan(200);
    },
  );

  it("renders the not-found page for an unknown address, with HTTP 404", async () => {
    const served = await crawler.page.goto(`${baseUrl}/no/such/page`);
    expect(served?.status()).toBe(404);
    expect(await crawler.page.locator("[data-requested-path]").textContent()).toBe("/no/such/page");
    expect(await crawler.page.getByRole("link", { name: "Go home" }).getAttribute("href")).toBe("/");
  });

  it("keeps the forms' fields, the links and the headings for a visitor without JavaScript", async () => {
    const { page } = crawler;
    await page.goto(`${baseUrl}/contact`);
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      expect(await page.getByLabel(label, { exact: false }).count(), label).toBeGreaterThan(0);
    }
    await page.goto(`${baseUrl}/request-tool`);
    expect(await page.locator("main form textarea, main form input").count()).toBeGreaterThan(1);
    await page.goto(`${baseUrl}/faq`);
    expect(await page.locator("main h1").textContent()).toBe("Frequently asked questions");
    expect(await page.getByText("Are my images uploaded?").count()).toBeGreaterThan(0);
    await page.goto(`${baseUrl}/jpeg-compress`);
    expect(await page.locator("main h2").allTextContents()).toContain("How to use the JPEG Compressor");
    expect(await page.locator('header a[href="/tools"]').count()).toBeGreaterThan(0);
  });
});

describe("the visitor's theme on a server-rendered page", () => {
  it.each([
    ["dark", null, true],
    ["light", "dark", true],
    ["dark", "light", false],
  ] as const)(
    "system %s, stored %s: dark is %s from the first paint, with no change as the app starts",
    async (system, stored, dark) => {
      const { page, errors, close } = await openPage(browser, { colorScheme: system });
      try {
        if (stored) await page.addInitScript((theme) => localStorage.setItem("theme", theme), stored);
        await page.addInitScript(watchStart);
        // Before the app's code runs: the class set by the inline script in index.html, and the matching icon.
        await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => setTimeout(() => void route.continue(), 300));
        await page.goto(`${baseUrl}/pricing`, { waitUntil: "domcontentloaded" });
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(dark);
        const toggle = page.locator("header [data-theme-toggle]").first();
        const iconShown = () =>
          toggle
            .locator("svg")
            .evaluateAll((icons) =>
              icons.filter((i) => getComputedStyle(i).display !== "none").map((i) => i.getAttribute("class")),
            );
        const before = await iconShown();
        await waitForShell(page);
        expect(await iconShown()).toEqual(before);
        expect(await toggle.getAttribute("aria-label")).toBe(dark ? "Switch to light theme" : "Switch to dark theme");
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(dark);
        const started = await startWatch(page);
        expect(started.removed).toEqual([]);
        expect(started.shifted, started.moved.join("\n")).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});
