/**
 * The /licenses page on the built site: the list the build wrote, searched and opened with the
 * keyboard, and the footer's links to it and to the source code (decision 11, record 0021).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/axe.ts";
import { baseUrl, launchBrowser, openPage, screenshot, waitForShell } from "./support/browser.ts";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the licences page", () => {
  it("lists the shipped components, searchable, each opening to its licence text", async () => {
    const { page, errors, close } = await openPage(browser, { bypassCSP: true });
    await page.goto(baseUrl + "/licenses");
    await waitForShell(page);
    const count = page.getByText(/^\d+ components$/);
    await count.waitFor();
    // React, the codecs' WebAssembly, and the watermark fonts are all there.
    for (const name of ["react", "libimagequant", "MozJPEG (libjpeg-turbo)", "Inter"]) {
      expect(await page.locator("summary").filter({ hasText: name }).count(), name).toBeGreaterThan(0);
    }

    await page.getByRole("searchbox", { name: "Search components by name or licence" }).fill("GPL-3.0-or-later");
    await page.getByText(/^\d+ of \d+ components$/).waitFor();
    const entry = page.locator("summary").filter({ hasText: "libimagequant" });
    await entry.focus();
    await page.keyboard.press("Enter");
    const text = page.getByLabel("Licence text of libimagequant");
    await text.waitFor();
    expect(await text.textContent()).toContain("GNU GENERAL PUBLIC LICENSE");

    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, "licenses-light-desktop", { fullPage: false });
    expect(errors).toEqual([]);
    await close();
  });

  it("is linked from the footer, with the source code", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(baseUrl + "/about");
    await waitForShell(page);
    const links = page.getByRole("contentinfo").getByRole("list", { name: "Source code and licences" });
    expect(await links.getByRole("link").allTextContents()).toEqual(["Source code", "Licences"]);
    await links.getByRole("link", { name: "Source code" }).click();
    await page.waitForURL((url) => url.pathname === "/licenses");
    await page.getByRole("heading", { name: "Squish's source code" }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
