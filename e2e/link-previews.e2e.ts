/**
 * What a link preview (a crawler without JavaScript) reads from the built site: each tool page,
 * article and other public page names its Open Graph picture, drawn at build time (record 0032),
 * and that address answers with a 1200 × 630 PNG. The pictures stay out of the offline precache.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";

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

describe("link previews", () => {
  it.each([
    ["/jpeg-compress", "/og/jpeg-compress.png"],
    ["/bulk-compress", "/og/bulk-compress.png"],
    ["/workspace", "/og/workspace.png"],
    ["/blog/jpeg-compression-guide", "/og/blog/jpeg-compression-guide.png"],
    ["/pricing", "/og/default.png"],
    ["/", "/og/default.png"],
  ])("%s names %s, which answers with a 1200 x 630 PNG", async (path, picture) => {
    const { page, close } = await pages.open({ javaScriptEnabled: false });
    await page.goto(baseUrl + path);
    const content = (selector: string) => page.locator(selector).getAttribute("content");
    expect(await content('meta[property="og:image"]')).toBe(baseUrl + picture);
    expect(await content('meta[property="og:image:width"]')).toBe("1200");
    expect(await content('meta[property="og:image:height"]')).toBe("630");
    expect(await content('meta[property="og:image:alt"]')).toMatch(/Squish/);
    expect(await content('meta[name="twitter:card"]')).toBe("summary_large_image");

    const response = await page.request.get(baseUrl + picture);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const bytes = await response.body();
    expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    await close();
  });

  it("keeps the pictures out of the service worker's offline precache", async () => {
    const { page, close } = await pages.open();
    const worker = await (await page.request.get(`${baseUrl}/sw.js`)).text();
    // The precache lists the app's own PNG icons, so the check would see pictures if they were there.
    expect(worker).toContain("icons/icon-192.png");
    expect(worker).not.toMatch(/og\/[\w/-]+\.png/);
    await close();
  });
});
