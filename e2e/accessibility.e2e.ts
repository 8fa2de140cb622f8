/**
 * axe-core over the whole site (issue 28, item 12): every route, member and admin sections
 * included, and every blog article, in light and dark; and the main states of a tool page (a
 * finished card, a failed card, the sign-in dialog open). Fails on serious and critical violations,
 * and on headings that skip a level or table headers without words, which screen-reader users
 * navigate by.
 */
import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/axe.ts";
import { baseUrl, launchBrowser, waitForShell } from "./support/browser.ts";
import { createFullMember, everyPath, settled } from "./support/every-page.ts";
import { addByPicker, makeJpeg, scratchDir, waitForStatus, writeFile } from "./support/tool-page.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";

/** Moderate and minor rules that still matter here: navigating by headings and reading tables. */
const ALSO = ["heading-order", "empty-table-header"];

let browser: Browser;
let pages: WarmPages;
let member: BrowserContextOptions;
const scratch = scratchDir("accessibility");

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
  member = await createFullMember(browser, "10.91.1.1");
});
afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

describe("accessibility of every page", () => {
  it.each(["light", "dark"] as const)(
    "has no serious violation on any route in %s",
    async (scheme) => {
      const { page, close } = await pages.open({ ...member, colorScheme: scheme, bypassCSP: true });
      const found: string[] = [];
      // Every article once: their tables and headings do not change with the theme.
      for (const path of everyPath({ allArticles: scheme === "light" })) {
        await page.goto(baseUrl + path);
        await settled(page, path);
        found.push(...(await seriousA11yViolations(page, ALSO)).map((v) => `${path}: ${v}`));
      }
      expect(found).toEqual([]);
      await close();
    },
    240_000,
  );

  it.each(["light", "dark"] as const)(
    "has none on a tool page with a finished card, a failed card and the sign-in dialog in %s",
    async (scheme) => {
      const { page, close } = await pages.open({ colorScheme: scheme, bypassCSP: true });
      const photo = await makeJpeg(scratch.dir, "photo.jpg", 320, 240, 3);
      // A JPEG's signature and nothing a decoder can read: its card fails with a sentence.
      const broken = writeFile(scratch.dir, "broken.jpg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3]));
      await page.goto(baseUrl + "/jpeg-compress");
      await waitForShell(page);
      await addByPicker(page, [photo, broken]);
      await page.getByRole("button", { name: "Compress All", exact: true }).click();
      await waitForStatus(page, "photo.jpg", "completed");
      await waitForStatus(page, "broken.jpg", "error");
      const found = (await seriousA11yViolations(page, ALSO)).map((v) => `cards: ${v}`);
      await page.getByRole("button", { name: "Sign In", exact: true }).first().click();
      await page.getByRole("dialog", { name: "Welcome Back" }).waitFor();
      found.push(...(await seriousA11yViolations(page, ALSO)).map((v) => `dialog: ${v}`));
      expect(found).toEqual([]);
      await close();
    },
  );
});
