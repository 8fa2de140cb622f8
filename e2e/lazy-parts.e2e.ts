/**
 * Parts of a page whose code loads on demand (record 0033) when that code cannot be fetched
 * (offline before it was kept, or a new version of the site replaced the files): the part says so
 * and the rest of the page, with its files, stays; trying again works once the code is reachable.
 * The chunks are refused with page.route, with the service worker blocked so every request is seen.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForShell } from "./support/browser.ts";
import { addByPicker, card, cards, fixture } from "./support/tool-page.ts";

const PHOTO = "photo/recurser-Landscape_1.jpg";
const PHOTO_NAME = "recurser-Landscape_1.jpg";
const SCREEN = "png/debian-desktop-base-preview-600x338.png";
const SCREEN_NAME = "debian-desktop-base-preview-600x338.png";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Refuses the chunks whose file name starts with `prefix` until the returned function is called. */
async function refuse(page: Page, prefix: string): Promise<() => Promise<void>> {
  const pattern = new RegExp(`/assets/${prefix}-[\\w-]+\\.js$`);
  const handler = (route: { abort(): Promise<void> }) => route.abort();
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

async function openTool(page: Page) {
  await page.goto(`${baseUrl}/jpeg-compress`);
  await waitForShell(page);
}

describe("parts loaded on demand, when their code cannot be fetched", () => {
  it("says the sign-in form could not open, keeps the files, and opens it on the next press", async () => {
    const { page, close } = await openPage(browser, { serviceWorkers: "block" });
    await openTool(page);
    await addByPicker(page, [fixture(PHOTO)]);
    await card(page, PHOTO_NAME).waitFor();
    const allow = await refuse(page, "sign-in-dialog");
    await page.getByRole("button", { name: "Sign In" }).first().click();
    await page.getByText("Could not open the sign-in form").waitFor();
    expect(await cards(page).count()).toBe(1);
    expect(await page.getByText("Something went wrong loading this page").count()).toBe(0);

    await allow();
    await page.getByRole("button", { name: "Sign In" }).first().click();
    await page.getByRole("dialog").waitFor();
    await close();
  });

  it("says the file list could not load, and shows the files when tried again", async () => {
    const { page, close } = await openPage(browser, { serviceWorkers: "block" });
    const allow = await refuse(page, "after-files");
    await openTool(page);
    await addByPicker(page, [fixture(PHOTO)]);
    const alert = page.getByRole("alert").filter({ hasText: "Couldn't load the file list" });
    await alert.waitFor();
    expect(await cards(page).count()).toBe(0);

    await allow();
    await alert.getByRole("button", { name: "try again" }).click();
    await card(page, PHOTO_NAME).waitFor();
    await expect.poll(() => alert.count()).toBe(0);
    await close();
  });

  /** Dialogs a tool opens from a file's card, their code loaded on the first press. */
  const CARD_DIALOGS = [
    {
      what: "a file's editor",
      chunk: "crop-editor",
      path: "/image-cropper",
      file: PHOTO,
      name: PHOTO_NAME,
      button: "Adjust",
      toast: "Could not open the editor",
      dialog: `Crop ${PHOTO_NAME}`,
    },
    {
      what: "a preview",
      chunk: "png-preview-dialog",
      path: "/png-optimizer",
      file: SCREEN,
      name: SCREEN_NAME,
      button: `Preview ${SCREEN_NAME}`,
      toast: "Could not open the preview",
      dialog: "PNG Optimizer Preview",
    },
  ];

  it.each(CARD_DIALOGS)(
    "says $what could not open, keeps the file, and opens it on the next press",
    async ({ chunk, path, file, name, button, toast, dialog }) => {
      const { page, close } = await openPage(browser, { serviceWorkers: "block" });
      const allow = await refuse(page, chunk);
      await page.goto(baseUrl + path);
      await waitForShell(page);
      await addByPicker(page, [fixture(file)]);
      const opener = card(page, name).getByRole("button", { name: button });
      await opener.click();
      await page.getByText(toast).waitFor();
      expect(await page.getByRole("dialog").count()).toBe(0);
      expect(await cards(page).count()).toBe(1);

      await allow();
      await opener.click();
      await page.getByRole("dialog", { name: dialog }).waitFor();
      await close();
    },
  );

  it("answers a press on Quick Tools that could not load, and does not open the menu on a later hover", async () => {
    const { page, close } = await openPage(browser, { serviceWorkers: "block" });
    const allow = await refuse(page, "quick-tools-dropdown");
    await page.goto(`${baseUrl}/`);
    await waitForShell(page);
    const trigger = page.getByRole("button", { name: "Quick Tools" });
    await trigger.click();
    await page.getByText("Could not open the menu").waitFor();

    await allow();
    await page.mouse.move(0, 0);
    await trigger.hover();
    // The real menu replaces the stand-in, closed: hovering is not pressing.
    await expect.poll(() => trigger.getAttribute("data-state")).toBe("closed");
    expect(await page.getByRole("menu").count()).toBe(0);
    await trigger.click();
    await page.getByRole("menu").waitFor();
    await close();
  });
});
