/**
 * A kept original is delivered without its location and camera details, at the size the page
 * shows (issue 22, item 1): /jpeg-compress at "Maximum Quality" keeps a small GPS camera photo, and
 * the card's download, the Downloads panel's and the ZIP's copy are the same stripped file.
 * exiftool reads what the delivered file still carries.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { formatBytes } from "@squish/shared/format-bytes";
import { unzipSync } from "fflate";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import { addByPicker, card, fixture, saveDownload, scratchDir, waitForStatus } from "./support/tool-page.ts";

const run = promisify(execFile);
const GPS_PHOTO = fixture("photo/ianare-Canon_40D-100x68.jpg"); // 100 x 68 Canon photo with a GPS block
const NAME = "ianare-Canon_40D-100x68.jpg";

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
const scratch = scratchDir("kept-original");

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
});

afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

/** Tags that place the picture on the map or name the camera, as exiftool reads them. */
async function privateTags(path: string): Promise<string[]> {
  const { stdout } = await run("exiftool", ["-j", "-G", path]);
  const [tags] = JSON.parse(stdout) as Record<string, unknown>[];
  return Object.keys(tags!).filter((key) => /:(GPS\w*|Make|Model)$/.test(key));
}

describe("a kept original", () => {
  it("downloads without GPS and camera make or model, at the size shown, from the card, the panel and the ZIP", async () => {
    // The fixture itself carries them, so the checks below can fail.
    expect(await privateTags(GPS_PHOTO)).toEqual(
      expect.arrayContaining(["EXIF:GPSVersionID", "EXIF:Make", "EXIF:Model"]),
    );
    const { page, errors, close } = await pages.open();
    await page.goto(baseUrl + "/jpeg-compress");
    await waitForShell(page);
    await page.getByRole("button", { name: /^Maximum Quality/ }).click();
    await addByPicker(page, [GPS_PHOTO]);
    const item = card(page, NAME);
    await item.getByRole("button", { name: "Compress", exact: true }).click();
    await waitForStatus(page, NAME, "completed");
    const kept = await item.getByTestId("kept-original").innerText();
    expect(await item.innerText()).toContain("Removed:");

    const fromCard = await saveDownload(page, scratch.dir, () =>
      item.getByRole("button", { name: "Download" }).click(),
    );
    expect(fromCard.name).toBe(`compressed_${NAME}`);
    const bytes = readFileSync(fromCard.path);
    expect(await privateTags(fromCard.path)).toEqual([]);
    expect(bytes.length).toBeLessThan(readFileSync(GPS_PHOTO).length);
    // The card and the Downloads panel show the size of the file delivered.
    expect(kept).toContain(`(${formatBytes(bytes.length)})`);
    const panel = page.locator('[data-testid="download-panel"]');
    expect(await panel.innerText()).toContain(formatBytes(bytes.length));
    const fromPanel = await saveDownload(page, scratch.dir, () =>
      panel.getByRole("button", { name: `Download compressed_${NAME}` }).click(),
    );
    expect(readFileSync(fromPanel.path)).toEqual(bytes);

    const zip = await saveDownload(page, scratch.dir, () =>
      panel.getByRole("button", { name: "Download All (ZIP)" }).click(),
    );
    const entries = unzipSync(readFileSync(zip.path));
    expect(Object.keys(entries)).toEqual([`compressed_${NAME}`]);
    expect(Buffer.from(entries[`compressed_${NAME}`]!)).toEqual(bytes);
    expect(errors).toEqual([]);
    await close();
  });
});
