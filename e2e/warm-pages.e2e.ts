/**
 * The reused pages of support/warm-pages.ts start as a new visitor would: nothing a test left in
 * one (cookies, storage, databases, listeners, routes, offline mode, theme, window size, init
 * scripts) reaches the next, and a page a test changed for good is replaced; only the site's cached
 * assets stay. They are kept from file to file of a worker, and apart for a policy-passing context.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";

let browser: Browser;
let pages: WarmPages;

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** What a visitor's browser remembers of the site, read from a page of the site. */
async function remembered(page: Page) {
  return page.evaluate(async () => ({
    cookie: document.cookie,
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).map((d) => d.name),
    caches: await caches.keys(),
    dark: matchMedia("(prefers-color-scheme: dark)").matches,
    width: innerWidth,
    online: navigator.onLine,
  }));
}

describe("reused pages", () => {
  it("come back with nothing of the last test but the cached assets", async () => {
    const first = await pages.open({ colorScheme: "dark", viewport: { width: 390, height: 844 } });
    // What the first visit fetched is what the browser can have cached for the second: parts the page
    // loads later, on idle, may not have arrived yet on a busy machine.
    const cached = new Set<string>();
    first.page.on("requestfinished", (request) => {
      if (request.url().includes("/assets/")) cached.add(request.url());
    });
    await first.page.goto(baseUrl + "/about");
    await waitForShell(first.page);
    await first.page.evaluate(async () => {
      document.cookie = "left=behind; path=/";
      localStorage.setItem("left", "behind");
      sessionStorage.setItem("left", "behind");
      await new Promise((done) => {
        const request = indexedDB.open("left-behind");
        request.onsuccess = () => {
          request.result.close();
          done(undefined);
        };
      });
      await caches.open("left-behind");
    });
    let heard = 0;
    first.page.on("console", () => heard++);
    await first.page.route("**/api/**", (route) => route.abort());
    await first.page.context().setOffline(true);
    expect(await remembered(first.page)).toMatchObject({ local: 1, session: 1, dark: true, width: 390, online: false });
    const firstPage = first.page;
    await first.close();
    // What the first test's page logged before it closed (a request the aborted route refused,
    // say, when the page's idle-time session check ran) is not the question; what it hears after is.
    heard = 0;

    const reusedBefore = pages.counts.reused;
    const second = await pages.open();
    expect(second.page).toBe(firstPage);
    // (The first page may itself have been one an earlier file of this worker handed back.)
    expect(pages.counts.reused).toBe(reusedBefore + 1);
    const assets: string[] = [];
    second.page.on("response", (response) => {
      const url = response.url();
      if (url.includes("/assets/") && !response.fromServiceWorker() && cached.has(url)) assets.push(url);
    });
    await second.page.goto(baseUrl + "/about");
    await waitForShell(second.page);
    expect(await remembered(second.page)).toEqual({
      cookie: "",
      local: 0,
      session: 0,
      databases: [],
      caches: [],
      dark: false,
      width: 1280,
      online: true,
    });
    // The route is gone (the session check reached the server) and the old listener hears nothing.
    const session = await second.page.evaluate(() => fetch("/api/auth/get-session").then((r) => r.status));
    expect(session).toBe(200);
    await second.page.evaluate(() => console.log("heard?"));
    expect(heard).toBe(0);
    // The site's scripts the first visit fetched came from Chromium's cache, as for a returning visitor.
    const fromCache = await Promise.all(
      assets.map((url) =>
        second.page.evaluate(
          (u) => (performance.getEntriesByName(u)[0] as PerformanceResourceTiming | undefined)?.transferSize ?? -1,
          url,
        ),
      ),
    );
    expect(fromCache.length).toBeGreaterThan(0);
    expect(fromCache.every((size) => size === 0)).toBe(true);
    await second.close();
  });

  it("take off the init scripts a test added, on the page and its context", async () => {
    const first = await pages.open();
    await first.page.addInitScript(() => localStorage.setItem("from-page-script", "yes"));
    await first.page.context().addInitScript(() => localStorage.setItem("from-context-script", "yes"));
    await first.page.goto(baseUrl + "/about");
    const set = () =>
      first.page.evaluate(() => [
        localStorage.getItem("from-page-script"),
        localStorage.getItem("from-context-script"),
      ]);
    expect(await set()).toEqual(["yes", "yes"]);
    const page = first.page;
    await first.close();
    expect(page.isClosed()).toBe(false);
    const again = await pages.open();
    expect(again.page).toBe(page);
    await again.page.goto(baseUrl + "/about");
    expect(await set()).toEqual([null, null]);
    await again.close();
  });

  it("that pass the site's policy (to inject axe) are reused among themselves, never for a page that keeps it", async () => {
    /** Whether the site's policy let an injected inline script run. */
    const injectedRuns = async (page: Page) => {
      await page.goto(baseUrl + "/about");
      await waitForShell(page);
      await page.addScriptTag({ content: "window.injected = true" }).catch(() => undefined);
      return page.evaluate(() => "injected" in window);
    };
    const passing = await pages.open({ bypassCSP: true });
    expect(await injectedRuns(passing.page)).toBe(true);
    const first = passing.page;
    await passing.close();
    const keeping = await pages.open();
    expect(keeping.page).not.toBe(first);
    expect(await injectedRuns(keeping.page)).toBe(false);
    const again = await pages.open({ bypassCSP: true });
    expect(again.page).toBe(first);
    expect(await injectedRuns(again.page)).toBe(true);
    await Promise.all([keeping.close(), again.close()]);
  });

  it("outlive the file that handed them back, and close with it while still in use", async () => {
    // Two more files of this worker, each with its own view of the worker's browser.
    const file = await launchBrowser();
    const filePages = warmPages(file);
    const [handedBack, held] = [await filePages.open(), await filePages.open()];
    await handedBack.close();
    await file.close();
    expect([handedBack.page.isClosed(), held.page.isClosed()]).toEqual([false, true]);
    const nextFile = await launchBrowser();
    const first = await warmPages(nextFile).open();
    expect(first.page).toBe(handedBack.page);
    await first.close();
    await nextFile.close();
  });

  it("replace a page a test changed for good, and give other options a context of their own", async () => {
    const changed = await pages.open();
    await changed.page.exposeFunction("fromTheTest", () => "stays until the page closes");
    const before = changed.page;
    await changed.close();
    expect(before.isClosed()).toBe(true);
    const next = await pages.open();
    expect(next.page).not.toBe(before);
    await next.close();

    const made = pages.counts.once;
    const phone = await pages.open({ isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } });
    expect(pages.counts.once).toBe(made + 1);
    await phone.page.goto(baseUrl + "/about");
    expect(await phone.page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
    await phone.close();
  });
});
