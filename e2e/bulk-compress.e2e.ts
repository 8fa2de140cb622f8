/**
 * The bulk compressor: a mixed drop of every format, each through its own compressor, one
 * progress with pause, resume and cancel, a broken file listed with its reason while the batch
 * goes on, folders kept inside the streamed ZIP, the results as CSV, and 100 files for everyone.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/axe.ts";
import { baseUrl, launchBrowser, screenshot, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import {
  addByPicker,
  expectToast,
  fixture,
  makeJpeg,
  makePng,
  POLL_MS,
  saveDownload,
  scratchDir,
} from "./support/tool-page.ts";

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
const scratch = scratchDir("bulk-compress");
beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
});
afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

const rows = (page: Page) => page.getByTestId("result-row");
const status = (page: Page) => page.getByTestId("batch-status");

async function openBulk(page: Page) {
  await page.goto(baseUrl + "/bulk-compress");
  await waitForShell(page);
  await page.getByRole("heading", { name: "Bulk Compressor", exact: true }).waitFor();
}

async function waitFinished(page: Page, timeout = 120_000) {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="batch-status"]')?.textContent === "Finished",
    null,
    { timeout, polling: POLL_MS },
  );
}

async function downloadZip(page: Page) {
  const saved = await saveDownload(page, scratch.dir, () => page.getByRole("button", { name: "Download ZIP" }).click());
  return { name: saved.name, entries: unzipSync(new Uint8Array(readFileSync(saved.path))) };
}

async function saveCsv(page: Page): Promise<string[][]> {
  const saved = await saveDownload(page, scratch.dir, () => page.getByRole("button", { name: "Save CSV" }).click());
  expect(saved.name).toBe("squish-bulk-compress-results.csv");
  return readFileSync(saved.path, "utf8")
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));
}

describe("bulk compressor", () => {
  it("compresses a mixed drop with each format's compressor, lists a broken file, and gives a ZIP and a CSV", async () => {
    // bypassCSP lets the test inject axe-core; the site's policy rightly refuses it otherwise.
    const { page, errors, close } = await pages.open({ bypassCSP: true });
    await openBulk(page);
    const files = [
      "photo/recurser-Landscape_1.jpg",
      "png/debian-desktop-base-preview-600x338.png",
      "gif/pillow-transparent.gif",
      "webp/goximage-yellow_rose.lossy-with-alpha.webp",
      "avif/pillow-avif-transparency.avif",
      "heic/libheif-colors-no-alpha.heic",
      "pdf/pikepdf-congress.pdf",
      "malformed/pngsuite-xs1n0g01.png",
    ];
    await addByPicker(page, files.map(fixture));
    await expect.poll(() => rows(page).count()).toBe(8);
    await page.getByRole("button", { name: "Compress All" }).click();
    await waitFinished(page);

    expect(await page.getByTestId("batch-done").innerText()).toBe("7");
    // The table, the failures and the controls pass axe with the results in.
    expect(await seriousA11yViolations(page)).toEqual([]);
    const failed = page.getByTestId("failed-file");
    expect(await failed.count()).toBe(1);
    expect(await failed.innerText()).toMatch(/pngsuite-xs1n0g01\.png/);
    expect(await failed.innerText()).toMatch(/[A-Za-z]{4,}/);
    expect(await page.getByTestId("batch-saved").innerText()).toMatch(/ saved$/);

    const zip = await downloadZip(page);
    expect(zip.name).toBe("squish-bulk-compress-7-files.zip");
    expect(Object.keys(zip.entries).sort()).toEqual(
      [
        "compressed_recurser-Landscape_1.jpg",
        "compressed_debian-desktop-base-preview-600x338.png",
        "compressed_pillow-transparent.gif",
        "compressed_goximage-yellow_rose.lossy-with-alpha.webp",
        "compressed_pillow-avif-transparency.avif",
        // HEIC photos become JPEG, which every browser and app opens.
        "compressed_libheif-colors-no-alpha.jpg",
        "compressed_pikepdf-congress.pdf",
      ].sort(),
    );
    const heic = await sharp(zip.entries["compressed_libheif-colors-no-alpha.jpg"]!).metadata();
    expect(heic.format).toBe("jpeg");
    expect(new TextDecoder().decode(zip.entries["compressed_pikepdf-congress.pdf"]!.slice(0, 5))).toBe("%PDF-");

    const csv = await saveCsv(page);
    expect(csv[0]).toEqual([
      "file",
      "folder",
      "output",
      "format",
      "before_bytes",
      "after_bytes",
      "saving_percent",
      "score_ssimulacra2",
      "smart_quality",
      "removed",
      "status",
      "note",
    ]);
    expect(csv).toHaveLength(9);
    const photo = csv.find((row) => row[0] === "recurser-Landscape_1.jpg")!;
    expect(photo[2]).toBe("compressed_recurser-Landscape_1.jpg");
    expect(Number(photo[5])).toBe(zip.entries["compressed_recurser-Landscape_1.jpg"]!.length);
    expect(Number(photo[5])).toBeLessThan(Number(photo[4]));
    // Smart quality, on for a new visitor: the photo's own quality, and its score.
    expect(Number(photo[8])).toBeGreaterThanOrEqual(20);
    expect(Number(photo[8])).toBeLessThanOrEqual(95);
    expect(Number(photo[7])).toBeGreaterThan(60);
    expect(csv.find((row) => row[0] === "debian-desktop-base-preview-600x338.png")![8]).toBe("");
    expect(csv.find((row) => row[0] === "pngsuite-xs1n0g01.png")![10]).toBe("error");
    expect(errors).toEqual([]);
    await close();
  });

  it("asks for a locked PDF's password where it failed, and compresses it with the right one", async () => {
    const { page, errors, close } = await pages.open({ bypassCSP: true });
    await openBulk(page);
    // pikepdf's test file: user password "user" (fixtures/corpus/MANIFEST.tsv).
    await addByPicker(page, [fixture("pdf/pikepdf-graph-encrypted.pdf"), fixture("pdf/pikepdf-congress.pdf")]);
    await expect.poll(() => rows(page).count()).toBe(2);
    await page.getByRole("button", { name: "Compress All" }).click();
    await waitFinished(page);
    const failed = page.getByTestId("failed-file");
    await failed.getByText("This PDF is protected by a password. Enter it to compress the file.").waitFor();
    // Its field, and no plain Retry that would fail the same way (nor in its row of the table).
    const field = failed.getByLabel("PDF password");
    expect(await field.getAttribute("type")).toBe("password");
    expect(await page.getByRole("button", { name: /^Retry/ }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await field.fill("not-the-password");
    await field.press("Enter");
    await failed.getByText("That password does not open this PDF. Check it and try again.").waitFor();
    expect(await failed.getByLabel("PDF password").getAttribute("aria-invalid")).toBe("true");
    await failed.scrollIntoViewIfNeeded();
    await screenshot(page, "bulk-compress-pdf-password", { fullPage: false });
    await failed.getByLabel("PDF password").fill("user");
    await failed.getByRole("button", { name: "Try again" }).click();
    await failed.waitFor({ state: "detached" });
    await waitFinished(page);
    expect(await page.getByTestId("batch-done").innerText()).toBe("2");
    const zip = await downloadZip(page);
    expect(Object.keys(zip.entries).sort()).toEqual(
      ["compressed_pikepdf-congress.pdf", "compressed_pikepdf-graph-encrypted.pdf"].sort(),
    );
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps a chosen folder's folders in the ZIP, in a folder it saves each result to, and in a ZIP file it writes", async () => {
    const root = join(scratch.dir, "holiday");
    mkdirSync(join(root, "day 1"), { recursive: true });
    mkdirSync(join(root, "day 2"), { recursive: true });
    await makeJpeg(join(root, "day 1"), "beach.jpg", 640, 480, 3);
    await makePng(join(root, "day 2"), "map.png", 300, 200, 4);
    const { page, errors, close } = await pages.open();
    await openBulk(page);
    await page.getByTestId("tool-folder-input").setInputFiles(root);
    await expect.poll(() => rows(page).count()).toBe(2);

    // "Save to a folder", chosen before the batch runs: the picker is granted a folder of the
    // browser's private file system (a test cannot click a native dialog), read back below.
    const folder = `chosen-${Date.now()}`;
    await page.evaluate((name) => {
      const picking = window as unknown as { showDirectoryPicker(): Promise<FileSystemDirectoryHandle> };
      picking.showDirectoryPicker = async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create: true });
    }, folder);
    await page.getByRole("button", { name: "Save to a folder" }).click();
    await page
      .getByTestId("folder-save")
      .filter({ hasText: `Saving each result to “${folder}”` })
      .waitFor();
    // "Save ZIP as…" at the same time, into a file of that private file system.
    await page.evaluate((name) => {
      const picking = window as unknown as { showSaveFilePicker(): Promise<FileSystemFileHandle> };
      picking.showSaveFilePicker = async () =>
        (await navigator.storage.getDirectory()).getFileHandle(`${name}.zip`, { create: true });
    }, folder);
    await page.getByRole("button", { name: "Save ZIP as…" }).click();
    await page
      .getByTestId("zip-file-save")
      .filter({ hasText: `Writing the ZIP into “${folder}.zip”` })
      .waitFor();
    await page.getByRole("button", { name: "Compress All" }).click();
    await waitFinished(page);
    await expect.poll(() => page.getByTestId("folder-save-count").innerText()).toBe("2");
    await page
      .getByTestId("zip-file-save")
      .filter({ hasText: `ZIP saved as “${folder}.zip”: 2 files.` })
      .waitFor();

    const zip = await downloadZip(page);
    expect(Object.keys(zip.entries).sort()).toEqual([
      "holiday/day 1/compressed_beach.jpg",
      "holiday/day 2/compressed_map.png",
    ]);
    // The folder holds the very files the ZIP does, in the same folders.
    const saved = await page.evaluate(async (name) => {
      const files: Record<string, number[]> = {};
      const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
        for await (const [entry, handle] of dir as unknown as AsyncIterable<[string, FileSystemHandle]>) {
          if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, `${prefix}${entry}/`);
          else {
            const file = await (handle as FileSystemFileHandle).getFile();
            files[`${prefix}${entry}`] = [...new Uint8Array(await file.arrayBuffer())];
          }
        }
      };
      const opfs = await navigator.storage.getDirectory();
      await walk(await opfs.getDirectoryHandle(name), "");
      await opfs.removeEntry(name, { recursive: true });
      const zip = await (await opfs.getFileHandle(`${name}.zip`)).getFile();
      files["the zip"] = [...new Uint8Array(await zip.arrayBuffer())];
      await opfs.removeEntry(`${name}.zip`);
      return files;
    }, folder);
    // The ZIP written into the chosen file holds the same files as the one downloaded.
    const written = unzipSync(new Uint8Array(saved["the zip"]!));
    delete saved["the zip"];
    expect(Object.keys(written).sort()).toEqual(Object.keys(zip.entries).sort());
    for (const [path, bytes] of Object.entries(written)) {
      expect([path, Buffer.from(bytes).equals(Buffer.from(zip.entries[path]!))]).toEqual([path, true]);
    }
    expect(Object.keys(saved).sort()).toEqual(Object.keys(zip.entries).sort());
    for (const [path, bytes] of Object.entries(saved)) {
      expect([path, Buffer.from(bytes).equals(Buffer.from(zip.entries[path]!))]).toEqual([path, true]);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("pauses, resumes and cancels, and turns photos into WebP within a target size", async () => {
    const dir = join(scratch.dir, "photos");
    mkdirSync(dir);
    const paths = await Promise.all(
      Array.from({ length: 8 }, (_, i) => makeJpeg(dir, `photo-${i + 1}.jpg`, 1600, 1200, i + 1)),
    );
    const { page, errors, close } = await pages.open();
    await openBulk(page);
    await page.getByRole("button", { name: "WebP", exact: true }).click();
    await page.getByLabel("Target size per file (optional)").fill("60");
    await addByPicker(page, paths);
    await expect.poll(() => rows(page).count()).toBe(8);

    // Cancel: what runs stops and goes back to waiting; nothing is lost.
    await page.getByRole("button", { name: "Compress All" }).click();
    await page.locator('[data-testid="result-row"][data-status="processing"]').first().waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect
      .poll(() => page.locator('[data-testid="result-row"][data-status="processing"]').count(), { timeout: 10_000 })
      .toBe(0);
    expect(await status(page).innerText()).toBe("Ready");
    expect(await page.getByRole("button", { name: "Compress All" }).isEnabled()).toBe(true);

    // Pause: the files already running finish, no new one starts until Resume.
    await page.getByRole("button", { name: "Compress All" }).click();
    await page.getByRole("button", { name: "Pause" }).click();
    expect(await status(page).innerText()).toBe("Paused");
    await expect
      .poll(() => page.locator('[data-testid="result-row"][data-status="processing"]').count(), { timeout: 60_000 })
      .toBe(0);
    const doneWhilePaused = await page.getByTestId("batch-done").innerText();
    await page.waitForTimeout(1_500);
    expect(await page.getByTestId("batch-done").innerText()).toBe(doneWhilePaused);
    expect(Number(doneWhilePaused)).toBeLessThan(8);
    await page.getByRole("button", { name: "Resume" }).click();
    await waitFinished(page);

    const csv = await saveCsv(page);
    for (const row of csv.slice(1)) {
      expect(row[3]).toBe("webp");
      expect(row[2]).toMatch(/^compressed_photo-\d\.webp$/);
      expect(Number(row[5])).toBeLessThanOrEqual(60 * 1024);
      // No note: each fits its target.
      expect(row[11]).toBe("");
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("takes 100 files for everyone, shows them in a virtualised table, and refuses the 101st", async () => {
    const dir = join(scratch.dir, "many");
    mkdirSync(dir);
    const paths = await Promise.all(
      Array.from({ length: 101 }, (_, i) => makeJpeg(dir, `tiny-${String(i + 1).padStart(3, "0")}.jpg`, 48, 32, i)),
    );
    const { page, errors, close } = await pages.open();
    await openBulk(page);
    await addByPicker(page, paths);
    const refused = await expectToast(page, "File Limit Reached");
    expect(refused).toBe("You can compress up to 100 files at once.");
    // Signing in would not raise the limit, so the toast does not offer it.
    expect(await page.locator("[data-sonner-toast]").getByRole("button", { name: "Login" }).count()).toBe(0);
    await addByPicker(page, paths.slice(0, 100));
    await page.getByRole("table", { name: "Files and results" }).waitFor();
    expect(await page.getByRole("table", { name: "Files and results" }).getAttribute("aria-rowcount")).toBe("101");
    // Only the rows in view are in the page.
    expect(await rows(page).count()).toBeLessThan(40);
    await page.getByRole("button", { name: "Compress All" }).click();
    await waitFinished(page, 180_000);
    expect(await page.getByTestId("batch-done").innerText()).toBe("100");
    expect(errors).toEqual([]);
    await close();
  });
});
