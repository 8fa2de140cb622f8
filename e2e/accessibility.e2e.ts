/**
 * axe-core over the main states of a tool page (issue 28, item 12): a finished card, a failed card,
 * the sign-in dialog open, in light and dark. Fails on serious and critical violations, and on
 * headings that skip a level or table headers without words. Every route of the site is walked in
 * every-page.e2e.ts. And motion: a visitor who asks their system for less gets none.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/axe.ts";
import { baseUrl, launchBrowser, waitForShell } from "./support/browser.ts";
import { addByPicker, makeJpeg, scratchDir, waitForStatus, writeFile } from "./support/tool-page.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";

/** Moderate and minor rules that still matter here: navigating by headings and reading tables. */
const ALSO = ["heading-order", "empty-table-header"];

let browser: Browser;
let pages: WarmPages;
const scratch = scratchDir("accessibility");

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
});
afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

describe("accessibility of a tool page's states", () => {
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

describe("motion", () => {
  /** The spinner's animation as the site's own stylesheet computes it, with and without the wish. */
  const spinnerDuration = async (reducedMotion: "reduce" | "no-preference") => {
    const { page, close } = await pages.open();
    await page.emulateMedia({ reducedMotion });
    await page.goto(baseUrl + "/");
    await waitForShell(page);
    const duration = await page.evaluate(() => {
      const probe = document.createElement("span");
      probe.className = "animate-spin";
      document.body.append(probe);
      const style = getComputedStyle(probe);
      return { duration: parseFloat(style.animationDuration), count: style.animationIterationCount };
    });
    await close();
    return duration;
  };

  it("stops spinners and transitions for a visitor who asks for less motion", async () => {
    expect(await spinnerDuration("no-preference")).toEqual({ duration: 1, count: "infinite" });
    const reduced = await spinnerDuration("reduce");
    expect(reduced.count).toBe("1");
    expect(reduced.duration).toBeLessThan(0.001);
  });
});
