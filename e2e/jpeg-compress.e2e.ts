/**
 * The JPEG compressor at /jpeg-compress, end to end in Chromium against the built server with real
 * fixture photos (image-tools.md sections 2-9, issue 5): adding files by the picker and by drag and
 * drop, every limit and rejection toast, compressing one and all, downloads (one file and the ZIP)
 * opened and checked with sharp, rename, the compare viewer and a malformed file failing alone, all
 * as a guest. The signed-in batch queue and activity records are in jpeg-compress-signed-in.e2e.ts.
 */
import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJob } from "../packages/engine/src/pipeline/run-job.ts";
import { useNodeWasm } from "../packages/engine/src/wasm/node-wasm.ts";
import { initialJpegSettings, jpegRecipe } from "../apps/web/src/tools/jpeg-compress/jpeg-settings.ts";
import { baseUrl, launchBrowser, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import {
  addByPicker,
  card,
  cards,
  dropFileFrom,
  dropFiles,
  expectToast,
  fileCount,
  fixture,
  imageFacts,
  makeJpeg,
  markToastsSeen,
  saveDownload,
  scratchDir,
  toast,
  waitForCount,
  waitForStatus,
  writeFile,
} from "./support/tool-page.ts";

useNodeWasm();

const LANDSCAPE = (n: number) => fixture(`photo/recurser-Landscape_${n}.jpg`);
const LANDSCAPE_NAME = (n: number) => `recurser-Landscape_${n}.jpg`;
const CANON = fixture("photo/ianare-Canon_40D-100x68.jpg");
const CMYK = fixture("photo/go-video-001.cmyk.jpeg");

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
const scratch = scratchDir("jpeg");
/** 16 small distinct JPEGs for the count limit. */
let smallJpegs: string[] = [];
/** 2501 x 1667: fitted inside 2048 it is 2048 x 1365.06, made even: 2048 x 1364. */
let largeJpeg: string;

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
  smallJpegs = await Promise.all(
    Array.from({ length: 16 }, (_, i) =>
      makeJpeg(scratch.dir, `small-${String(i + 1).padStart(2, "0")}.jpg`, 64, 48, i),
    ),
  );
  largeJpeg = await makeJpeg(scratch.dir, "large-2501x1667.jpg", 2501, 1667, 3);
});

afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

async function openTool(page: Page): Promise<void> {
  await page.goto(baseUrl + "/jpeg-compress");
  await waitForShell(page);
  await page.locator('[data-testid="drop-zone"]').waitFor();
}

const apiActivityRequests = (requests: Request[]) => requests.filter((r) => r.url().includes("/api/activities"));

describe("JPEG compressor (guest)", () => {
  it("adds JPEGs by the picker and by drag and drop", async () => {
    const { page, errors, close } = await pages.open();
    await openTool(page);
    const zone = page.locator('[data-testid="drop-zone"]');
    expect(await zone.getByRole("heading").innerText()).toBe("Drag & Drop JPEG Files");
    await zone.locator("button", { hasText: "Choose JPEG Files" }).waitFor();
    expect(await page.locator('[data-testid="limit-badge"]').innerText()).toBe(
      "Guest - Up to 15 images (Login for 30)",
    );

    await addByPicker(page, [LANDSCAPE(1)]);
    await waitForStatus(page, LANDSCAPE_NAME(1), "pending");
    expect(await fileCount(page)).toBe("1 / 15 images");

    await dropFiles(page, [dropFileFrom(CANON), dropFileFrom(CMYK)], async () => {
      // While files hover over it, the drop zone says so.
      expect(await zone.getByRole("heading").innerText()).toBe("Drop your JPEG files here");
    });
    await waitForStatus(page, "ianare-Canon_40D-100x68.jpg", "pending");
    await waitForStatus(page, "go-video-001.cmyk.jpeg", "pending");
    expect(await zone.getByRole("heading").innerText()).toBe("Drag & Drop JPEG Files");
    expect(await fileCount(page)).toBe("3 / 15 images");
    expect(await cards(page).evaluateAll((all) => all.map((c) => c.getAttribute("data-name")))).toEqual([
      LANDSCAPE_NAME(1),
      "ianare-Canon_40D-100x68.jpg",
      "go-video-001.cmyk.jpeg",
    ]);
    // Each card waits with its own quality slider and Compress button.
    const first = card(page, LANDSCAPE_NAME(1));
    await first.getByRole("button", { name: "Compress", exact: true }).waitFor();
    expect(await first.getByRole("slider", { name: "Quality" }).inputValue()).toBe("75");

    await page.getByRole("button", { name: "Clear All" }).click();
    await expectToast(page, "All Files Cleared", "All files have been removed.");
    expect(await cards(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("refuses a whole addition past 15 files for a guest, with a Login button that opens the sign-in dialog", async () => {
    const { page, errors, close } = await pages.open();
    await openTool(page);
    const limitText = "You can only process 15 images without logging in. Please log in to process up to 30 images.";

    await addByPicker(page, smallJpegs.slice(0, 13));
    await waitForCount(page, "pending", 13);
    expect(await fileCount(page)).toBe("13 / 15 images");

    // Three more would make 16: none of them is added.
    await addByPicker(page, smallJpegs.slice(13, 16));
    await expectToast(page, "File Limit Reached", limitText);
    expect(await fileCount(page)).toBe("13 / 15 images");
    expect(await cards(page).count()).toBe(13);

    await addByPicker(page, smallJpegs.slice(13, 15));
    await waitForCount(page, "pending", 15);
    expect(await fileCount(page)).toBe("15 / 15 images");

    // The 16th file on its own is refused too, and the toast offers to log in.
    await markToastsSeen(page);
    await addByPicker(page, [smallJpegs[15]!]);
    const limitToast = toast(page, "File Limit Reached", limitText);
    await limitToast.waitFor();
    expect(await fileCount(page)).toBe("15 / 15 images");
    await limitToast.getByRole("button", { name: "Login" }).click();
    await page.getByRole("dialog", { name: "Welcome Back" }).waitFor();
    expect(await page.getByRole("dialog").getByRole("tab", { name: "Sign In" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(errors).toEqual([]);
    await close();
  });

  it("rejects an 11 MB file, a duplicate and a PNG, each with its toast", async () => {
    const { page, errors, close } = await pages.open();
    await openTool(page);

    // 11 MB that starts like a JPEG: refused on size before anything is read.
    const head = readFileSync(LANDSCAPE(1));
    const huge = new Uint8Array(11 * 1024 * 1024);
    huge.set(head);
    const hugePath = writeFile(scratch.dir, "huge-11mb.jpg", huge);
    await addByPicker(page, [hugePath, LANDSCAPE(2)]);
    await waitForStatus(page, LANDSCAPE_NAME(2), "pending");
    const sizeMessage = await expectToast(page, "Some Files Rejected");
    expect(sizeMessage).toContain("File size must be less than 10MB. Current size: 11.00 MB");
    expect(sizeMessage).toBe("huge-11mb.jpg: File size must be less than 10MB. Current size: 11.00 MB");
    expect(await fileCount(page)).toBe("1 / 15 images");
    expect(await card(page, "huge-11mb.jpg").count()).toBe(0);

    // The same file again (same name, size and date) is skipped.
    await addByPicker(page, [LANDSCAPE(2)]);
    await expectToast(page, "Duplicate Files Detected", "1 duplicate files were not added.");
    expect(await fileCount(page)).toBe("1 / 15 images");

    // A PNG dropped on the JPEG page is refused by type.
    const png = fixture("png/debian-desktop-base-preview-600x338.png");
    await dropFiles(page, [dropFileFrom(png)]);
    await expectToast(
      page,
      "Some Files Rejected",
      "debian-desktop-base-preview-600x338.png: Only JPEG images (.jpg, .jpeg) are accepted here.",
    );
    expect(await fileCount(page)).toBe("1 / 15 images");
    expect(errors).toEqual([]);
    await close();
  });

  it("compresses one file and downloads compressed_{name}: a smaller JPEG fitted inside 2048, sides even, never enlarged", async () => {
    const { page, errors, close } = await pages.open();
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    await openTool(page);
    await addByPicker(page, [largeJpeg, LANDSCAPE(1)]);
    await waitForCount(page, "pending", 2);

    // Download and compare appear only once a file is compressed.
    const large = card(page, "large-2501x1667.jpg");
    expect(await large.getByRole("button", { name: "Download" }).count()).toBe(0);
    expect(await large.getByRole("button", { name: "Compare large-2501x1667.jpg" }).count()).toBe(0);
    await large.getByRole("button", { name: "Compress", exact: true }).click();
    await waitForStatus(page, "large-2501x1667.jpg", "completed");
    // Only that file was compressed.
    expect(await card(page, LANDSCAPE_NAME(1)).getAttribute("data-status")).toBe("pending");
    expect(await large.locator('[data-testid="result-summary"]').innerText()).toContain("2048 × 1364");
    await large.getByRole("button", { name: "Compare large-2501x1667.jpg" }).waitFor();
    await large.getByRole("button", { name: "Copy large-2501x1667.jpg" }).waitFor();
    // Desktop Chromium cannot share files, so Share is not offered to end in an error.
    expect(await page.evaluate(() => navigator.canShare?.({ files: [new File(["x"], "x.jpg")] }) ?? false)).toBe(false);
    expect(await large.getByRole("button", { name: "Share large-2501x1667.jpg" }).count()).toBe(0);

    const one = await saveDownload(page, scratch.dir, () => large.getByRole("button", { name: "Download" }).click());
    expect(one.name).toBe("compressed_large-2501x1667.jpg");
    await expectToast(page, "Download Started", "Downloading compressed_large-2501x1667.jpg");
    const bytes = readFileSync(one.path);
    expect(bytes.length).toBeLessThan(readFileSync(largeJpeg).length);
    expect(await imageFacts(bytes)).toMatchObject({ format: "jpeg", width: 2048, height: 1364 });

    // A photo smaller than 2048 keeps its size: never enlarged. Downloaded from the panel's list.
    const small = card(page, LANDSCAPE_NAME(1));
    await small.getByRole("button", { name: "Compress", exact: true }).click();
    await waitForStatus(page, LANDSCAPE_NAME(1), "completed");
    const panel = page.locator('[data-testid="download-panel"]');
    const listed = await saveDownload(page, scratch.dir, () =>
      panel.getByRole("button", { name: `Download compressed_${LANDSCAPE_NAME(1)}` }).click(),
    );
    expect(listed.name).toBe(`compressed_${LANDSCAPE_NAME(1)}`);
    const photo = readFileSync(listed.path);
    expect(photo.length).toBeLessThan(readFileSync(LANDSCAPE(1)).length);
    expect(await imageFacts(photo)).toMatchObject({ format: "jpeg", width: 1800, height: 1200 });

    // Guests send nothing about what they did.
    expect(apiActivityRequests(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("starts on Balanced (smart): the card says the quality chosen and how alike it looks, and the download is that JPEG; the slider gives a fixed 75", async () => {
    const { page, errors, close } = await pages.open();
    await openTool(page);
    const settings = page.locator('[data-testid="settings-panel"]');
    expect(await settings.getByRole("button", { name: /Balanced \(smart\)/ }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(await settings.getByLabel("Quality choice").inputValue()).toBe("balanced");
    expect(await settings.getByTestId("score-note").innerText()).toContain("SSIMULACRA 2");

    await addByPicker(page, [LANDSCAPE(5)]);
    const photo = card(page, LANDSCAPE_NAME(5));
    await photo.getByRole("button", { name: "Compress", exact: true }).click();
    await waitForStatus(page, LANDSCAPE_NAME(5), "completed");
    const chosen = Number(/Smart chose quality (\d+)/.exec(await photo.getByTestId("smart-choice").innerText())?.[1]);
    expect(chosen).toBeGreaterThanOrEqual(20);
    expect(chosen).toBeLessThanOrEqual(95);
    // The score in words, its number on hover and for screen readers.
    const score = photo.getByTestId("score");
    expect(await score.innerText()).toMatch(/^(Visually identical|Hard to tell apart|Differences only side by side)/);
    expect(await score.getAttribute("title")).toMatch(/^SSIMULACRA 2 \d+\.\d of 100\./);
    // The card's own slider now starts at the quality Smart chose.
    expect(await photo.getByRole("slider", { name: "Quality" }).inputValue()).toBe(String(chosen));

    // The download is exactly what the engine writes at that quality: Smart chose it, nothing else changed.
    const smart = await saveDownload(page, scratch.dir, () => photo.getByRole("button", { name: "Download" }).click());
    const atChosen = await runJob(new Uint8Array(readFileSync(LANDSCAPE(5))), {
      ...jpegRecipe({ ...initialJpegSettings(null), smart: null, quality: chosen }, {}),
      measureQuality: false,
    });
    expect(new Uint8Array(readFileSync(smart.path))).toEqual(atChosen.bytes);

    // Moving the panel's slider is a fixed quality: Smart is off and the file is made again at 75.
    // (The slider sits at 75 under Smart: a step away and back is what a person's drag does.)
    await settings.getByRole("slider", { name: "Quality" }).fill("80");
    await settings.getByRole("slider", { name: "Quality" }).fill("75");
    expect(await settings.getByLabel("Quality choice").inputValue()).toBe("fixed");
    await photo.getByRole("button", { name: "Compress again" }).click();
    await page.waitForFunction((name) => {
      const item = document.querySelector(`[data-testid="file-card"][data-name="${name}"]`);
      return item?.getAttribute("data-status") === "completed" && !item.querySelector('[data-testid="smart-choice"]');
    }, LANDSCAPE_NAME(5));
    const fixed = await saveDownload(page, scratch.dir, () => photo.getByRole("button", { name: "Download" }).click());
    const at75 = await runJob(new Uint8Array(readFileSync(LANDSCAPE(5))), {
      ...jpegRecipe({ ...initialJpegSettings(null), smart: null, quality: 75 }, {}),
      measureQuality: false,
    });
    expect(new Uint8Array(readFileSync(fixed.path))).toEqual(at75.bytes);
    expect(errors).toEqual([]);
    await close();
  });

  it("caps Compress All at 3 files for a guest, compresses all in one go, and downloads them as one ZIP", async () => {
    const { page, errors, close } = await pages.open();
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    await openTool(page);
    await addByPicker(page, [LANDSCAPE(1), LANDSCAPE(2), LANDSCAPE(3), LANDSCAPE(4)]);
    await waitForCount(page, "pending", 4);

    await page.getByRole("button", { name: "Compress All" }).click();
    await expectToast(page, "Batch Processing Limited", "Please log in to compress multiple files at once.");
    expect(await cards(page).evaluateAll((all) => all.map((c) => c.getAttribute("data-status")))).toEqual([
      "pending",
      "pending",
      "pending",
      "pending",
    ]);

    await card(page, LANDSCAPE_NAME(4))
      .getByRole("button", { name: `Remove ${LANDSCAPE_NAME(4)}` })
      .click();
    await expectToast(page, "File Removed", `${LANDSCAPE_NAME(4)} was removed.`);
    expect(await fileCount(page)).toBe("3 / 15 images");

    await page.getByRole("button", { name: "Compress All" }).click();
    await expectToast(page, "Compression Started", "Compressing 3 images...");
    await waitForCount(page, "completed", 3);

    await page.getByRole("button", { name: "Compress All" }).click();
    await expectToast(page, "No Files to Compress", "All files are already compressed");

    const panel = page.locator('[data-testid="download-panel"]');
    const zip = await saveDownload(page, scratch.dir, () =>
      panel.getByRole("button", { name: "Download All (ZIP)" }).click(),
    );
    expect(zip.name).toBe("squish-jpeg-compress-3-files.zip");
    await expectToast(page, "Batch Download Started", "Preparing a ZIP of 3 files.");
    const entries = unzipSync(new Uint8Array(readFileSync(zip.path)));
    expect(Object.keys(entries).sort()).toEqual([1, 2, 3].map((n) => `compressed_${LANDSCAPE_NAME(n)}`));
    for (const n of [1, 2, 3]) {
      const entry = entries[`compressed_${LANDSCAPE_NAME(n)}`]!;
      expect(entry.length).toBeLessThan(readFileSync(LANDSCAPE(n)).length);
      const facts = await imageFacts(entry);
      expect(facts.format).toBe("jpeg");
      // The originals are 1800 x 1200 (stored sideways for orientations 5-8): never enlarged.
      expect([facts.width, facts.height].sort()).toEqual([1200, 1800]);
    }
    expect(apiActivityRequests(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("renames a file inline: Enter confirms (and the download follows), Escape cancels, an empty name is ignored", async () => {
    const { page, errors, close } = await pages.open();
    await openTool(page);
    await addByPicker(page, [CANON]);
    const original = "ianare-Canon_40D-100x68.jpg";
    await card(page, original).getByRole("button", { name: "Compress", exact: true }).click();
    await waitForStatus(page, original, "completed");

    await card(page, original).getByRole("button", { name: "Rename" }).click();
    const field = page.getByRole("textbox", { name: "New file name" });
    expect(await field.inputValue()).toBe(original);
    await field.fill("holiday.jpg");
    await field.press("Enter");
    await expectToast(page, "File Renamed", "Renamed to holiday.jpg");
    await waitForStatus(page, "holiday.jpg", "completed");
    expect(await card(page, original).count()).toBe(0);
    const panel = page.locator('[data-testid="download-panel"]');
    const renamed = await saveDownload(page, scratch.dir, () =>
      panel.getByRole("button", { name: "Download compressed_holiday.jpg" }).click(),
    );
    expect(renamed.name).toBe("compressed_holiday.jpg");

    // Escape keeps the old name.
    await card(page, "holiday.jpg").getByRole("button", { name: "Rename" }).click();
    await field.fill("not-this.jpg");
    await field.press("Escape");
    await field.waitFor({ state: "detached" });
    expect(await cards(page).getAttribute("data-name")).toBe("holiday.jpg");

    // An empty name is ignored, with no toast.
    await markToastsSeen(page);
    await card(page, "holiday.jpg").getByRole("button", { name: "Rename" }).click();
    await field.fill("   ");
    await field.press("Enter");
    await field.waitFor({ state: "detached" });
    expect(await cards(page).getAttribute("data-name")).toBe("holiday.jpg");
    expect(await toast(page, "File Renamed").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("compares the original and the result side by side, overlaid and split, with zoom keys and limits, and a toggle on a phone", async () => {
    const { page, errors, close } = await pages.open({ viewport: { width: 1400, height: 1000 } });
    await openTool(page);
    await addByPicker(page, [LANDSCAPE(1)]);
    const name = LANDSCAPE_NAME(1);
    await card(page, name).getByRole("button", { name: "Compress", exact: true }).click();
    await waitForStatus(page, name, "completed");

    await card(page, name)
      .getByRole("button", { name: `Compare ${name}` })
      .click();
    const viewer = page.locator('[data-testid="compare-viewer"]');
    await viewer.waitFor();
    await viewer.getByRole("heading", { name: `Compare: ${name}` }).waitFor();
    expect(await viewer.getAttribute("data-mode")).toBe("side-by-side");
    expect(await viewer.getAttribute("data-zoom")).toBe("100");
    const modes = viewer.getByRole("radiogroup", { name: "Comparison mode" });
    expect(await modes.getByRole("radio").allInnerTexts()).toEqual(["Side by Side", "Overlay", "Split"]);
    expect(await modes.getByRole("radio", { name: "Side by Side" }).getAttribute("aria-checked")).toBe("true");
    await viewer.getByRole("img", { name: `Original: ${name}` }).waitFor();
    await viewer.getByRole("img", { name: `Compressed: ${name}` }).waitFor();

    await modes.getByRole("radio", { name: "Overlay" }).click();
    expect(await viewer.getAttribute("data-mode")).toBe("overlay");
    await viewer.getByRole("slider", { name: "Compressed opacity" }).waitFor();
    await viewer.getByRole("button", { name: "Hold to show original" }).waitFor();

    await modes.getByRole("radio", { name: "Split" }).click();
    expect(await viewer.getAttribute("data-mode")).toBe("split");
    const divider = viewer.getByRole("slider", { name: "Divider position" });
    expect(await divider.inputValue()).toBe("50");
    await divider.fill("20");
    expect(await divider.inputValue()).toBe("20");

    // Keyboard zoom (data-zoom is relative to the fitted size): + and - step by 25, 0 fits; the
    // buttons stop at 25% and 400% of fitted. The shown scale is checked in viewer-fit.e2e.ts.
    await viewer.getByRole("button", { name: "Fit", exact: true }).focus();
    await page.keyboard.press("+");
    expect(await viewer.getAttribute("data-zoom")).toBe("125");
    await page.keyboard.press("-");
    await page.keyboard.press("-");
    expect(await viewer.getAttribute("data-zoom")).toBe("75");
    await page.keyboard.press("0");
    expect(await viewer.getAttribute("data-zoom")).toBe("100");
    for (let i = 0; i < 4; i++) await page.keyboard.press("-");
    expect(await viewer.getAttribute("data-zoom")).toBe("25");
    expect(await viewer.getByRole("button", { name: "Zoom out" }).getAttribute("aria-disabled")).toBe("true");
    const zoomIn = viewer.getByRole("button", { name: "Zoom in" });
    for (let i = 0; i < 15; i++) await zoomIn.click();
    expect(await viewer.getAttribute("data-zoom")).toBe("400");
    expect(await zoomIn.getAttribute("aria-disabled")).toBe("true");
    // At the limit the button stays focusable but does nothing, and so does the key.
    await zoomIn.click({ force: true });
    await page.keyboard.press("+");
    expect(await viewer.getAttribute("data-zoom")).toBe("400");
    await viewer.getByRole("button", { name: "Fit", exact: true }).click();
    expect(await viewer.getAttribute("data-zoom")).toBe("100");

    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });

    // On a phone: one image at a time, with a toggle between the original and the result.
    await page.setViewportSize({ width: 390, height: 844 });
    await card(page, name)
      .getByRole("button", { name: `Compare ${name}` })
      .click();
    await viewer.waitFor();
    expect(await viewer.getAttribute("data-mode")).toBe("toggle");
    expect(await viewer.getByRole("radiogroup", { name: "Comparison mode" }).count()).toBe(0);
    const shown = viewer.getByRole("radiogroup", { name: "Image shown" });
    expect(await shown.getByRole("radio").allInnerTexts()).toEqual(["Original", "Compressed"]);
    expect(await shown.getByRole("radio", { name: "Compressed" }).getAttribute("aria-checked")).toBe("true");
    expect(await viewer.getByRole("img", { name: `Compressed: ${name}` }).isVisible()).toBe(true);
    expect(await viewer.getByRole("img", { name: `Original: ${name}` }).isVisible()).toBe(false);
    await shown.getByRole("radio", { name: "Original" }).click();
    expect(await viewer.getByRole("img", { name: `Original: ${name}` }).isVisible()).toBe(true);
    expect(await viewer.getByRole("img", { name: `Compressed: ${name}` }).isVisible()).toBe(false);
    await viewer.getByRole("button", { name: "Close" }).click();
    await viewer.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await close();
  });

  it("fails a malformed JPEG alone, with its message, while the others complete", async () => {
    const { page, errors, close } = await pages.open();
    await openTool(page);
    // The first 250 bytes of a real photo: cut inside the header, before the frame that holds the
    // size. (The fixtures' pillow-truncated_jpeg.jpg is cut inside the image data, which decoders
    // fill in with grey, as browsers do, so it compresses.)
    const cut = writeFile(scratch.dir, "cut-short.jpg", readFileSync(LANDSCAPE(1)).subarray(0, 250));
    await addByPicker(page, [LANDSCAPE(2), cut, CANON]);
    await waitForCount(page, "pending", 3);
    await page.getByRole("button", { name: "Compress All" }).click();

    const failed = await waitForStatus(page, "cut-short.jpg", "error");
    const reason = "This JPEG file is cut short: its header is incomplete.";
    await expectToast(page, "Compression Failed", `Failed to compress cut-short.jpg. ${reason}`);
    expect(await failed.getByRole("alert").innerText()).toBe(reason);
    // A damaged file would fail the same way again: it offers Remove, not a retry or a quality.
    await failed.getByText("Remove it, or add a different file.").waitFor();
    await failed.getByRole("button", { name: "Remove cut-short.jpg" }).waitFor();
    expect(await failed.getByRole("button", { name: "Try again" }).count()).toBe(0);
    expect(await failed.getByRole("slider").count()).toBe(0);
    expect(await failed.getByRole("button", { name: "Download" }).count()).toBe(0);
    await waitForStatus(page, LANDSCAPE_NAME(2), "completed");
    await waitForStatus(page, "ianare-Canon_40D-100x68.jpg", "completed");
    // The download panel offers only the two results.
    const panel = page.locator('[data-testid="download-panel"]');
    expect(await panel.getByRole("list", { name: "Individual downloads" }).getByRole("listitem").count()).toBe(2);
    // The failure is reported on the page, not as a console error.
    expect(errors).toEqual([]);
    await close();
  });

  it("shares and copies a result: a cancelled share shows nothing, a copy puts a PNG on the clipboard", async () => {
    const { page, errors, close } = await pages.open({ permissions: ["clipboard-read", "clipboard-write"] });
    // A system share sheet the person closes without sharing.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "canShare", { value: () => true, configurable: true });
      Object.defineProperty(navigator, "share", {
        value: () => Promise.reject(new DOMException("Share canceled", "AbortError")),
        configurable: true,
      });
    });
    await openTool(page);
    await addByPicker(page, [CANON]);
    const name = "ianare-Canon_40D-100x68.jpg";
    await card(page, name).getByRole("button", { name: "Compress", exact: true }).click();
    await waitForStatus(page, name, "completed");

    await card(page, name)
      .getByRole("button", { name: `Share ${name}` })
      .click();
    await card(page, name)
      .getByRole("button", { name: `Copy ${name}` })
      .click();
    await expectToast(page, "Copied", `compressed_${name} is on the clipboard.`);
    // The cancelled share came first: a toast of it would be showing by now, above the copy's.
    expect(await toast(page, "Share Failed").count()).toBe(0);
    const types = await page.evaluate(async () => (await navigator.clipboard.read()).flatMap((item) => item.types));
    expect(types).toContain("image/png");
    expect(errors).toEqual([]);
    await close();
  });
});
