/**
 * The JPEG and PNG tools as a newcomer finds them (issue 17), fixed in the shared framework so
 * every tool inherits it: focus that stays where the person is, finished files done again at a
 * new setting, readable JPEGs not called damaged, honest words, and a phone layout that scrolls as
 * one page with toasts out of the way.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, screenshot, transitionsDone, waitForShell } from "./support/browser.ts";
import {
  addByPicker,
  card,
  expectToast,
  fixture,
  POLL_MS,
  scratchDir,
  toast,
  waitForCount,
  waitForStatus,
  writeFile,
} from "./support/tool-page.ts";

let browser: Browser;
const scratch = scratchDir("newcomer");
const PHOTO = fixture("photo/recurser-Landscape_1.jpg");
const PHOTO_NAME = "recurser-Landscape_1.jpg";
const SMALL = fixture("photo/ianare-Canon_40D-100x68.jpg");
const SMALL_NAME = "ianare-Canon_40D-100x68.jpg";

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

async function open(page: Page, path = "/jpeg-compress"): Promise<void> {
  await page.goto(baseUrl + path);
  await waitForShell(page);
  await page.locator('[data-testid="drop-zone"]').waitFor();
}

/** What has focus: its accessible name (or text) and whether it is inside a card. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      label: active?.getAttribute("aria-label") ?? active?.textContent?.trim() ?? "",
      tag: active?.tagName ?? "",
      card: active?.closest("[data-testid=file-card]")?.getAttribute("data-name") ?? null,
      ring: active
        ? getComputedStyle(active).outlineStyle !== "none" || getComputedStyle(active).boxShadow !== "none"
        : false,
    };
  });

describe("focus stays where the person is", () => {
  it("Enter on a card's Compress keeps focus on the card, then on its Download", async () => {
    const { page, errors, close } = await openPage(browser);
    await open(page);
    await addByPicker(page, [SMALL]);
    await waitForCount(page, "pending", 1);
    await card(page, SMALL_NAME).getByRole("button", { name: "Compress", exact: true }).focus();
    await page.keyboard.press("Enter");
    await waitForStatus(page, SMALL_NAME, "completed");
    await expect.poll(async () => (await focused(page)).label).toBe("Download");
    expect((await focused(page)).card).toBe(SMALL_NAME);
    await screenshot(page, "focus-ring-after-compress", { fullPage: false });
    expect((await focused(page)).ring).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("renaming with Enter or Escape puts focus back on the name", async () => {
    const { page, errors, close } = await openPage(browser);
    await open(page);
    await addByPicker(page, [SMALL]);
    await waitForCount(page, "pending", 1);
    const rename = card(page, SMALL_NAME).getByRole("button", { name: /Rename/ });
    await rename.click();
    await page.keyboard.type("holiday");
    await page.keyboard.press("Enter");
    const place = async () => {
      const f = await focused(page);
      return [f.card, f.tag];
    };
    await expect.poll(place).toEqual(["holiday.jpg", "BUTTON"]);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    await expect.poll(place).toEqual(["holiday.jpg", "BUTTON"]);
    expect(errors).toEqual([]);
    await close();
  });

  it("closing the sign-in dialog returns focus to what opened it, or to the page when that is gone", async () => {
    const { page, errors, close } = await openPage(browser);
    await open(page);
    const signIn = page.getByRole("button", { name: "Sign In", exact: true });
    await signIn.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(async () => (await focused(page)).label).toBe("Sign In");

    // From a toast's Login button: the toast goes away, so focus goes to the page's content.
    await addByPicker(
      page,
      ["a", "b", "c", "d"].map((n) => writeFile(scratch.dir, `${n}.jpg`, readFileSync(SMALL))),
    );
    await waitForCount(page, "pending", 4);
    await page.getByRole("button", { name: "Compress All" }).click();
    const login = toast(page, "Batch Processing Limited").getByRole("button", { name: "Login" });
    await login.click();
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await expect.poll(async () => (await focused(page)).tag).not.toBe("BODY");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("finished files can be done again", () => {
  it("a card's own quality re-runs it, and a changed page setting offers to re-run all finished files", async () => {
    const { page, errors, close } = await openPage(browser);
    await open(page);
    await addByPicker(page, [PHOTO]);
    await waitForCount(page, "pending", 1);
    await card(page, PHOTO_NAME).getByRole("button", { name: "Compress", exact: true }).click();
    await waitForStatus(page, PHOTO_NAME, "completed");
    const size = () =>
      card(page, PHOTO_NAME).getByTestId("result-summary").locator("span.font-semibold").first().innerText();
    const before = await size();
    // The per-file slider stays on a finished card; a new value offers "Compress again".
    const slider = card(page, PHOTO_NAME).getByRole("slider", { name: "Quality" });
    await slider.fill("30");
    await card(page, PHOTO_NAME).getByTestId("outdated-note").waitFor();
    await card(page, PHOTO_NAME).getByRole("button", { name: "Compress again" }).click();
    await expect.poll(size, { timeout: 30_000 }).not.toBe(before);
    expect(await card(page, PHOTO_NAME).getAttribute("data-status")).toBe("completed");

    // A page setting that changes the result: the page offers to re-run.
    await page.getByLabel("Max dimension").selectOption("512");
    await page.getByTestId("outdated-banner").getByRole("button", { name: "Compress it again" }).click();
    await page.waitForFunction(
      (name) =>
        document
          .querySelector(`[data-testid="file-card"][data-name="${name}"] [data-testid="result-summary"]`)
          ?.textContent?.includes("512 × 340"),
      PHOTO_NAME,
      { polling: POLL_MS },
    );
    expect(errors).toEqual([]);
    await close();
  });
});

describe("readable files and honest words", () => {
  it("compresses a JPEG with a cut-short Adobe segment that browsers display", async () => {
    const { page, errors, close } = await openPage(browser);
    await open(page);
    const source = readFileSync(PHOTO);
    const odd = Buffer.concat([
      source.subarray(0, 2),
      Buffer.from([0xff, 0xee, 0, 0x40, 0x41, 0x64, 0x6f, 0x62, 0x65]),
      source.subarray(2),
    ]);
    const path = writeFile(scratch.dir, "adobe-cut-short.jpg", odd);
    await addByPicker(page, [path]);
    await card(page, "adobe-cut-short.jpg").getByRole("button", { name: "Compress", exact: true }).click();
    await waitForStatus(page, "adobe-cut-short.jpg", "completed");
    expect(errors).toEqual([]);
    await close();
  });

  it("no badge contradicts the quality label, and a kept original is not called compressed", async () => {
    const { page, errors, close } = await openPage(browser);
    await open(page);
    const estimate = await page.getByTestId("estimated-reduction").innerText();
    expect(estimate).toMatch(/^Estimated reduction:\s*~\d+%$/);
    // A tiny photo already compressed hard: re-encoding at 95 would grow it, so it is kept.
    await page.getByRole("button", { name: /Maximum Quality/ }).click();
    await addByPicker(page, [SMALL]);
    await card(page, SMALL_NAME).getByRole("button", { name: "Compress", exact: true }).click();
    await waitForStatus(page, SMALL_NAME, "completed");
    if (await card(page, SMALL_NAME).getByTestId("kept-original").count()) {
      expect(await card(page, SMALL_NAME).innerText()).toContain("Kept original");
      expect(await card(page, SMALL_NAME).innerText()).not.toMatch(/^Compressed$/m);
    }
    expect(errors).toEqual([]);
    await close();
  });
});

describe("phones", () => {
  it("scroll as one page (no nested file scroller) and keep toasts at the top, below the header and under dialogs", async () => {
    const { page, errors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await open(page);
    await addByPicker(page, [PHOTO, SMALL, fixture("photo/recurser-Landscape_2.jpg")]);
    await waitForCount(page, "pending", 3);
    const grid = page.getByTestId("file-grid");
    expect(await grid.evaluate((el) => getComputedStyle(el).overflowY)).toBe("visible");
    // The second card's name and buttons are reachable by scrolling the page itself.
    const second = page.locator('[data-testid="file-card"]').nth(1);
    await second.getByRole("button", { name: "Compress", exact: true }).scrollIntoViewIfNeeded();
    expect(await second.getByRole("button", { name: "Compress", exact: true }).isVisible()).toBe(true);
    await addByPicker(page, [SMALL]);
    await expectToast(page, "Duplicate Files Detected");
    const toaster = page.locator("[data-sonner-toaster]");
    expect(await toaster.getAttribute("data-y-position")).toBe("top");
    expect(Number(await toaster.evaluate((el) => getComputedStyle(el).zIndex))).toBeLessThan(50);
    // Below the header: a toast (which stays while touched) never covers the menu button.
    const menuButton = (await page.getByRole("button", { name: "Open menu" }).boundingBox())!;
    await transitionsDone(page); // the toast slides in from above the page
    const shownToast = (await page.locator("[data-sonner-toast]").first().boundingBox())!;
    expect(shownToast.y).toBeGreaterThanOrEqual(menuButton.y + menuButton.height);
    await screenshot(page, "jpeg-compress-phone-layout");
    expect(errors).toEqual([]);
    await close();
  });
});
