/**
 * Every page fits a phone (issue 28, item 1): each route of the route table, public, member and
 * admin (with each admin section), at 360 and 390 px, is no wider than the window, so nothing is
 * cut off on the right and nothing scrolls sideways. The visitor is a member with a long name,
 * activity with long file names and pinned tools, who is also an admin, so every page shows its
 * fullest rows.
 */
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, screenshot } from "./support/browser.ts";
import { createFullMember, everyPath, settled } from "./support/every-page.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";

let browser: Browser;
let pages: WarmPages;
let member: BrowserContextOptions;

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
  member = await createFullMember(browser, "10.90.1.1");
});
afterAll(async () => {
  await browser?.close();
});

/** The elements that reach past the window's right edge, innermost first, to name in a failure. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= limit + 0.5) continue;
      // Only the innermost: an element none of whose children also overflow.
      const child = [...element.children].some((c) => c.getBoundingClientRect().right > limit + 0.5);
      if (child) continue;
      const name = element.tagName.toLowerCase();
      const id = element.getAttribute("data-testid") ?? element.getAttribute("class")?.split(" ").slice(0, 3).join(".");
      found.push(`${name}${id ? `[${id}]` : ""} to ${Math.round(box.right)} px`);
    }
    return found.slice(0, 5);
  });
}

describe("every page on a phone", () => {
  it.each([360, 390])("is no wider than a %i px window", async (width) => {
    const { page, errors, close } = await pages.open({ ...member, viewport: { width, height: 800 } });
    const tooWide: string[] = [];
    for (const path of everyPath()) {
      await page.goto(baseUrl + path);
      await settled(page, path);
      const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (documentWidth > width) {
        tooWide.push(`${path} is ${documentWidth} px wide: ${(await overflowing(page)).join(", ")}`);
      }
    }
    if (width === 360) {
      for (const path of ["/dashboard", "/my-tools"]) {
        await page.goto(baseUrl + path);
        await settled(page, path);
        await screenshot(page, `phone-360${path.replace("/", "-")}`);
      }
    }
    expect(tooWide).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
