/** Screenshots of key pages in both themes and at two widths, for people to look at. */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { baseUrl, launchBrowser, screenshot, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";

const PAGES = [
  { name: "home", path: "/" },
  { name: "tool-jpeg-compress", path: "/jpeg-compress" },
  { name: "tools-catalogue", path: "/tools" },
  { name: "not-found", path: "/this-page-does-not-exist" },
];
const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
];

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
});
afterAll(async () => {
  await browser?.close();
});

for (const theme of ["light", "dark"] as const) {
  for (const { name: size, viewport } of VIEWPORTS) {
    it(`captures the key pages, ${theme}, ${size}`, async () => {
      const { page, close } = await pages.open({ viewport, colorScheme: theme });
      for (const { name, path } of PAGES) {
        await page.goto(baseUrl + path);
        await waitForShell(page);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
        await screenshot(page, `${name}-${theme}-${size}`);
      }
      await close();
    });
  }
}
