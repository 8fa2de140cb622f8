/** The public shell: header, quick tools, mobile menu, footer, sign-in dialog and page loading. */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForShell } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("header on a desktop", () => {
  it("shows the guest navigation, quick tools and Sign In", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(baseUrl + "/");
    await waitForShell(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const labels = await nav.getByRole("link").allTextContents();
    expect(labels).toEqual(["Home", "Workspace", "Compress", "Tools", "Blog"]);
    expect(await page.getByRole("button", { name: "Sign In" }).isVisible()).toBe(true);

    await nav.getByRole("button", { name: "Quick Tools" }).click();
    // The dropdown's code loads on first hover or press (record 0033): wait for it to open.
    await page.getByRole("menuitem", { name: "View All Tools" }).waitFor();
    const items = await page.getByRole("menuitem").allTextContents();
    expect(items).toHaveLength(7);
    expect(items.at(-1)).toBe("View All Tools");
    await page.getByRole("menuitem", { name: "PNG Optimizer" }).click();
    await page.waitForURL((url) => url.pathname === "/png-optimizer");
    expect(errors).toEqual([]);
    await close();
  });

  it("opens the sign-in dialog titled Welcome Back, and closes it with Escape", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(baseUrl + "/tools");
    await waitForShell(page);
    await page.getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog");
    // The dialog's code loads on first hover, focus or opening (record 0033): wait for it.
    await dialog.getByRole("heading", { name: "Welcome Back" }).waitFor();
    expect(await dialog.getByRole("heading", { name: "Welcome Back" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await close();
  });

  it("shows a spinner while a page's code loads", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(baseUrl + "/");
    await waitForShell(page);
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/about-page-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
    await page.locator("[data-page-loading]").waitFor();
    release();
    await page.getByRole("heading", { name: "About Squish" }).waitFor();
    expect(await page.locator("[data-page-loading]").count()).toBe(0);
    await close();
  });
});

describe("footer", () => {
  it("has social, quick, support and popular-tool links and this year's copyright", async () => {
    const { page, close } = await openPage(browser);
    await page.goto(baseUrl + "/about");
    await waitForShell(page);
    const footer = page.getByRole("contentinfo");
    for (const name of ["Quick Links", "Support", "Popular Tools"]) {
      expect(await footer.getByRole("navigation", { name }).getByRole("link").count()).toBeGreaterThan(2);
    }
    expect(await footer.getByRole("list", { name: "Social links" }).getByRole("link").count()).toBeGreaterThan(2);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Squish`);
    await close();
  });
});

describe("on a phone", () => {
  it("hides the desktop navigation and opens the mobile menu", async () => {
    const { page, errors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(baseUrl + "/");
    await waitForShell(page);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    expect(await menu.getByRole("navigation", { name: "Mobile" }).getByRole("link").allTextContents()).toEqual([
      "Home",
      "Workspace",
      "Compress",
      "Tools",
      "Blog",
    ]);
    expect(await menu.getByRole("button", { name: "Sign In" }).isVisible()).toBe(true);
    await menu.getByRole("link", { name: "Tools", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/tools");
    await menu.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await close();
  });
});
