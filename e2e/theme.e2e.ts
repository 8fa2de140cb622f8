/** Light and dark: the starting theme, the toggle surviving a reload, no flash of the wrong theme. */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForShell } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

describe("theme", () => {
  it("starts light with no stored choice and a light system", async () => {
    const { page, close } = await openPage(browser, { colorScheme: "light" });
    await page.goto(baseUrl + "/");
    await waitForShell(page);
    expect(await isDark(page)).toBe(false);
    await close();
  });

  it("follows a dark system preference when nothing is stored", async () => {
    const { page, close } = await openPage(browser, { colorScheme: "dark" });
    await page.goto(baseUrl + "/");
    await waitForShell(page);
    expect(await isDark(page)).toBe(true);
    await close();
  });

  it("saves the toggle under `theme` and keeps it after a reload", async () => {
    const { page, errors, close } = await openPage(browser, { colorScheme: "light" });
    await page.goto(baseUrl + "/tools");
    await waitForShell(page);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await waitForShell(page);
    expect(await isDark(page)).toBe(true);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await page.reload();
    await waitForShell(page);
    expect(await isDark(page)).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it("applies the stored theme before the app's code runs (no flash)", async () => {
    const { page, close } = await openPage(browser, { colorScheme: "light" });
    await page.goto(baseUrl + "/");
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    // Refuse the app's scripts: whatever is on screen now is what the first paint shows.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(baseUrl + "/", { waitUntil: "domcontentloaded" });
    // No app code ran: the page the server rendered is there, and the app has not started.
    expect(await page.locator("[data-shell] main h1").count()).toBe(1);
    expect(await page.locator("html[data-app-ready]").count()).toBe(0);
    expect(await isDark(page)).toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
    expect(background).toBe("dark");
    await close();
  });
});
