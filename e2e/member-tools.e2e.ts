/**
 * The member area's settings and quick upload acting on the tools: files dropped on the
 * dashboard open in the JPEG compressor, and auto-download saves each result as it finishes
 * (with no second copy offered as a ZIP).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, waitForSignedInTool, type SignedInUser } from "./support/account.ts";
import { baseUrl, launchBrowser, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import { card, fixture, waitForCount, waitForStatus } from "./support/tool-page.ts";

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
let user: SignedInUser;
beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
  user = await createSignedInUser(browser, "10.50.2.1", "Quinn Quick");
});
afterAll(async () => {
  await browser?.close();
});

const PHOTOS = [fixture("photo/recurser-Landscape_1.jpg"), fixture("photo/ianare-Canon_40D-100x68.jpg")];

describe("the member area and the tools", () => {
  it("opens the JPEG compressor with the files chosen in the dashboard's quick upload", async () => {
    const { page, errors, close } = await pages.open(user.contextOptions);
    await page.goto(baseUrl + "/dashboard");
    await waitForShell(page).catch(() => undefined);
    await page.getByTestId("quick-upload").waitFor();
    await page.getByTestId("quick-upload").locator('input[type="file"]').setInputFiles(PHOTOS);
    await page.waitForURL(baseUrl + "/jpeg-compress");
    await waitForCount(page, "pending", 2);
    expect(errors).toEqual([]);
    await close();
  });

  it("saves each result as it finishes when auto-download is on, and offers no ZIP of the same files", async () => {
    const headers = { origin: baseUrl, "x-forwarded-for": "10.50.2.1", "content-type": "application/json" };
    const { page, errors, close } = await pages.open(user.contextOptions);
    const saved = await page.request.patch(baseUrl + "/api/settings", {
      headers,
      data: { key: "autoDownload", value: true },
    });
    expect(saved.status()).toBe(200);
    await page.goto(baseUrl + "/jpeg-compress");
    await waitForSignedInTool(page, errors);
    await page.locator('input[type="file"]').first().setInputFiles([PHOTOS[1]!]);
    const name = "ianare-Canon_40D-100x68.jpg";
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 30_000 }),
      card(page, name).getByRole("button", { name: "Compress", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`compressed_${name}`);
    await waitForStatus(page, name, "completed");
    await page.getByTestId("auto-download-note").waitFor();
    expect(await page.getByRole("button", { name: "Download All (ZIP)" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
