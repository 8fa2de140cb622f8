/**
 * The PNG optimizer at /png-optimizer, end to end in Chromium against the built server with real
 * fixture PNGs and PNGs made with sharp (image-tools.md sections 2-9, issue 5): the drop area and
 * badges, the guest limit, rejections, optimizing one (with its own level) and all in order, the
 * downloads checked with sharp (smaller, same size, transparency kept), Reset All, Start Over,
 * Clear All, the 'PNG Optimizer Preview' dialog with its keyboard navigation and the before/after
 * slider.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  makePng,
  markToastsSeen,
  saveDownload,
  scratchDir,
  waitForCount,
  waitForStatus,
} from "./support/tool-page.ts";

const RGBA = fixture("png/pillow-pil123rgba-interlaced.png");
const RGBA_NAME = "pillow-pil123rgba-interlaced.png";
const SCREEN = fixture("png/debian-desktop-base-preview-600x338.png");
const SCREEN_NAME = "debian-desktop-base-preview-600x338.png";

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
const scratch = scratchDir("png");
/** Transparent gradients of 320 x 240, as an unoptimised export would save them. */
let gradients: string[] = [];
/** 16 tiny PNGs for the count limit. */
let tiny: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
  gradients = await Promise.all([1, 2, 3].map((seed) => makePng(scratch.dir, `gradient-${seed}.png`, 320, 240, seed)));
  tiny = await Promise.all(
    Array.from({ length: 16 }, (_, i) => makePng(scratch.dir, `tiny-${String(i + 1).padStart(2, "0")}.png`, 24, 16, i)),
  );
});

afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

async function openTool(page: Page): Promise<void> {
  await page.goto(baseUrl + "/png-optimizer");
  await waitForShell(page);
  await page.locator('[data-testid="drop-zone"]').waitFor();
}

/** Pixels that differ in alpha, or in colour where they are not fully transparent. */
async function visibleDifferences(a: Uint8Array, b: Uint8Array): Promise<number> {
  const [pa, pb] = await Promise.all([a, b].map((bytes) => sharp(bytes).ensureAlpha().raw().toBuffer()));
  if (pa!.length !== pb!.length) return Infinity;
  let differing = 0;
  for (let i = 0; i < pa!.length; i += 4) {
    const alpha = pa![i + 3]!;
    if (alpha !== pb![i + 3] || (alpha > 0 && !pa!.subarray(i, i + 3).equals(pb!.subarray(i, i + 3)))) differing++;
  }
  return differing;
}

/** Sizes as the page shows them (spec section 9): 1024 per step, two decimals. */
const shownSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} Bytes`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(2)} KB`
      : `${(bytes / 1024 / 1024).toFixed(2)} MB`;

describe("PNG optimizer", () => {
  it("shows the drop area, its badges and the guest limit, and takes PNGs by the picker and by drag and drop", async () => {
    const { page, errors, close } = await pages.open();
    await openTool(page);
    const zone = page.locator('[data-testid="drop-zone"]');
    expect(await zone.getByRole("heading").innerText()).toBe("Drag & Drop PNG Files");
    await zone.locator("button", { hasText: "Choose PNG Files" }).waitFor();
    const badges = await page.getByRole("list", { name: "Features" }).getByRole("listitem").allInnerTexts();
    expect(badges).toEqual([
      "PNG Support",
      "Transparency Preserved",
      "Lossless or Palette Compression",
      "Guest - Up to 15 images (Login for 30)",
    ]);

    await addByPicker(page, [RGBA]);
    await waitForStatus(page, RGBA_NAME, "pending");
    await dropFiles(page, [dropFileFrom(SCREEN)], async () => {
      expect(await zone.getByRole("heading").innerText()).toBe("Drop your PNG files here");
    });
    await waitForStatus(page, SCREEN_NAME, "pending");
    expect(await zone.getByRole("heading").innerText()).toBe("Drag & Drop PNG Files");
    expect(await fileCount(page)).toBe("2 / 15 images");

    // A JPEG is refused by type, the same PNG again as a duplicate.
    await dropFiles(page, [dropFileFrom(fixture("photo/ianare-Canon_40D-100x68.jpg"))]);
    await expectToast(
      page,
      "Some Files Rejected",
      "ianare-Canon_40D-100x68.jpg: Only PNG images (.png) are accepted here.",
    );
    await dropFiles(page, [dropFileFrom(SCREEN)]);
    await expectToast(page, "Duplicate Files Detected", "1 duplicate files were not added.");
    expect(await fileCount(page)).toBe("2 / 15 images");

    // Past 15 files the whole addition is refused, with the PNG page's own sentence.
    await addByPicker(page, tiny.slice(0, 13));
    await waitForCount(page, "pending", 15);
    expect(await fileCount(page)).toBe("15 / 15 images");
    await addByPicker(page, tiny.slice(13, 14));
    await expectToast(
      page,
      "File Limit Reached",
      "Free users can process up to 15 PNG images. Login to process up to 30 images.",
    );
    expect(await fileCount(page)).toBe("15 / 15 images");
    expect(errors).toEqual([]);
    await close();
  });

  it("optimizes one file with the default level and another with its own, then the rest in order; downloads keep size and transparency", async () => {
    const { page, errors, close } = await pages.open();
    await openTool(page);
    await addByPicker(page, [...gradients, RGBA]);
    await waitForCount(page, "pending", 4);
    const [g1, g2, g3] = ["gradient-1.png", "gradient-2.png", "gradient-3.png"];

    // While pending each card offers its level (Medium by default) and an estimate.
    const first = card(page, g1);
    const level = first.getByRole("combobox", { name: "Compression level" });
    expect(await level.inputValue()).toBe("balanced");
    expect(await level.locator("option").allInnerTexts()).toEqual([
      "Low (~12%)",
      "Medium (~28%)",
      "High (~45%)",
      "Very High (~60%)",
      "Extreme (~75%)",
    ]);
    const size = readFileSync(gradients[0]!).length;
    expect(await first.innerText()).toContain(`Estimated: ${shownSize(Math.round(size * 0.72))} (-28%)`);

    await first.getByRole("button", { name: "Optimize", exact: true }).click();
    await waitForStatus(page, g1, "completed");
    await expectToast(page, "Optimization Complete", /^gradient-1\.png optimized by \d+% using Medium compression$/);
    // Once optimized there is nothing to press until its level changes; then it can be done again.
    expect(await first.getByRole("button", { name: "Optimize", exact: true }).count()).toBe(0);
    expect(await first.getByRole("button", { name: "Optimize again" }).count()).toBe(0);
    expect(await first.innerText()).not.toContain("Estimated:");

    // A file's own level: Low (lossless).
    await card(page, g2).getByRole("combobox", { name: "Compression level" }).selectOption("lossless");
    await card(page, g2).getByRole("button", { name: "Optimize", exact: true }).click();
    await waitForStatus(page, g2, "completed");
    await expectToast(page, "Optimization Complete", /^gradient-2\.png optimized by \d+% using Low compression$/);

    // Optimize All takes the rest, one after another in the order shown.
    await page.evaluate(() => {
      const started: string[] = [];
      (window as unknown as { started: string[] }).started = started;
      new MutationObserver((changes) => {
        for (const change of changes) {
          const target = change.target as HTMLElement;
          if (target.dataset.status === "processing") started.push(target.dataset.name!);
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["data-status"] });
    });
    await page.getByRole("button", { name: "Optimize All" }).click();
    await expectToast(page, "Batch Optimization Started", "Optimizing 2 images...");
    await waitForCount(page, "completed", 4);
    expect(await page.evaluate(() => (window as unknown as { started: string[] }).started)).toEqual([g3, RGBA_NAME]);
    await page.getByRole("button", { name: "Optimize All" }).click();
    await expectToast(page, "No Files to Optimize", "All files are already optimized");

    // Downloads: optimized_{name}, a smaller PNG with the same size and its transparency.
    for (const [path, name] of [
      [gradients[0]!, g1],
      [gradients[1]!, g2],
      [RGBA, RGBA_NAME],
    ] as const) {
      const saved = await saveDownload(page, scratch.dir, () =>
        card(page, name).getByRole("button", { name: "Download" }).click(),
      );
      expect(saved.name).toBe(`optimized_${name}`);
      const bytes = readFileSync(saved.path);
      const source = readFileSync(path);
      expect(bytes.length).toBeLessThan(source.length);
      const before = await imageFacts(source);
      expect(await imageFacts(bytes)).toEqual({ ...before, format: "png", hasAlpha: true });
    }
    // Low is lossless: every pixel looks the same (the colour hidden under fully transparent
    // pixels may be cleaned, which is invisible).
    const lossless = await saveDownload(page, scratch.dir, () =>
      page
        .locator('[data-testid="download-panel"]')
        .getByRole("button", { name: `Download optimized_${g2}` })
        .click(),
    );
    expect(await visibleDifferences(readFileSync(lossless.path), readFileSync(gradients[1]!))).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("resets optimized files to their originals, starts over and clears all, each with its toast", async () => {
    const { page, errors, close } = await pages.open();
    await openTool(page);
    await addByPicker(page, [gradients[0]!, gradients[1]!]);
    await waitForCount(page, "pending", 2);
    await page.getByRole("button", { name: "Optimize All" }).click();
    await waitForCount(page, "completed", 2);

    await page.getByRole("button", { name: "Reset All" }).click();
    await expectToast(page, "Reset Complete", "2 files returned to their originals.");
    await waitForCount(page, "pending", 2);
    expect(await card(page, "gradient-1.png").getByRole("combobox", { name: "Compression level" }).count()).toBe(1);
    expect(await page.locator('[data-testid="download-panel"]').innerText()).toContain(
      "Processed files appear here, ready to download.",
    );

    await page.getByRole("button", { name: "Start Over" }).click();
    await expectToast(page, "Fresh Start", "All files were removed. Add new images to begin again.");
    expect(await cards(page).count()).toBe(0);

    await addByPicker(page, [gradients[2]!]);
    await waitForStatus(page, "gradient-3.png", "pending");
    await page.getByRole("button", { name: "Clear All" }).click();
    await expectToast(page, "All Files Cleared", "All files have been removed.");
    expect(await cards(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("previews files in the 'PNG Optimizer Preview' dialog with sizes and details, arrow keys, Escape, and the before/after slider", async () => {
    const { page, errors, close } = await pages.open();
    await openTool(page);
    await addByPicker(page, [gradients[0]!, gradients[1]!, RGBA, SCREEN]);
    await waitForCount(page, "pending", 4);
    await card(page, "gradient-1.png").getByRole("button", { name: "Optimize", exact: true }).click();
    await waitForStatus(page, "gradient-1.png", "completed");
    const saved = await saveDownload(page, scratch.dir, () =>
      card(page, "gradient-1.png").getByRole("button", { name: "Download" }).click(),
    );
    const originalSize = readFileSync(gradients[0]!).length;
    const resultSize = readFileSync(saved.path).length;

    await card(page, "gradient-1.png").getByRole("button", { name: "Preview gradient-1.png" }).click();
    const dialog = page.locator('[data-testid="png-preview"]');
    await dialog.waitFor();
    await page.getByRole("dialog", { name: "PNG Optimizer Preview" }).waitFor();
    expect(await dialog.getByText("gradient-1.png (1 of 4)").count()).toBe(1);
    const details = async () =>
      Object.fromEntries(
        await dialog
          .locator('[data-testid="png-preview-details"] > div')
          .evaluateAll((all) =>
            all.map((d) => [d.querySelector("dt")!.textContent, d.querySelector("dd")!.textContent]),
          ),
      );
    expect(await details()).toEqual({
      "Original size": shownSize(originalSize),
      "Optimized size": shownSize(resultSize),
      "Size reduction": `${Math.round(100 * (1 - resultSize / originalSize))}%`,
      Format: "PNG",
      Status: "Optimized",
      "Space saved": shownSize(originalSize - resultSize),
    });

    // The before/after slider: divider at 50%, zoom 100% in steps of 25 between 50% and 200%.
    const slider = dialog.locator('[data-testid="before-after-slider"]');
    expect(await slider.getAttribute("data-position")).toBe("50");
    expect(await slider.getAttribute("data-zoom")).toBe("100");
    await slider.getByRole("img", { name: "Before: gradient-1.png" }).waitFor();
    await slider.getByRole("img", { name: "After: gradient-1.png" }).waitFor();
    const zoomIn = slider.getByRole("button", { name: "Zoom in" });
    const zoomOut = slider.getByRole("button", { name: "Zoom out" });
    await zoomIn.click();
    expect(await slider.getAttribute("data-zoom")).toBe("125");
    await zoomOut.click();
    await zoomOut.click();
    await zoomOut.click();
    expect(await slider.getAttribute("data-zoom")).toBe("50");
    expect(await zoomOut.getAttribute("aria-disabled")).toBe("true");
    await zoomOut.click({ force: true });
    expect(await slider.getAttribute("data-zoom")).toBe("50");
    for (let i = 0; i < 6; i++) await zoomIn.click();
    expect(await slider.getAttribute("data-zoom")).toBe("200");
    expect(await zoomIn.getAttribute("aria-disabled")).toBe("true");
    await slider.getByRole("slider", { name: "Comparison position" }).fill("30");
    expect(await slider.getAttribute("data-position")).toBe("30");

    // Arrow keys move between files (wrapping round); an unoptimized file shows its original.
    await dialog.focus();
    await page.keyboard.press("ArrowRight");
    expect(await dialog.getByText("gradient-2.png (2 of 4)").count()).toBe(1);
    expect(await details()).toMatchObject({
      "Optimized size": "Not optimized yet",
      "Size reduction": "-",
      Status: "Original",
      "Space saved": "-",
    });
    expect(await dialog.locator('[data-testid="before-after-slider"]').count()).toBe(0);
    await dialog.getByRole("img", { name: "gradient-2.png" }).waitFor();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await dialog.getByText(`${SCREEN_NAME} (4 of 4)`).count()).toBe(1);
    await dialog.getByRole("button", { name: "Next" }).click();
    expect(await dialog.getByText("gradient-1.png (1 of 4)").count()).toBe(1);
    // Each opening of a file's slider starts again at 50% and 100%.
    expect(await dialog.locator('[data-testid="before-after-slider"]').getAttribute("data-position")).toBe("50");
    expect(await dialog.locator('[data-testid="before-after-slider"]').getAttribute("data-zoom")).toBe("100");

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // The full-screen compare viewer works here too, labelled "Optimized".
    await card(page, "gradient-1.png").getByRole("button", { name: "Compare gradient-1.png" }).click();
    const viewer = page.locator('[data-testid="compare-viewer"]');
    await viewer.waitFor();
    expect(await viewer.getAttribute("data-mode")).toBe("side-by-side");
    await viewer.getByRole("img", { name: "Optimized: gradient-1.png" }).waitFor();
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await close();
  });

  it("fails a damaged PNG alone with 'Optimization Failed' while the others finish", async () => {
    const { page, errors, close } = await pages.open();
    await openTool(page);
    await markToastsSeen(page);
    // PngSuite's xs1n0g01.png: a PNG whose signature is damaged.
    await addByPicker(page, [gradients[2]!, fixture("malformed/pngsuite-xs1n0g01.png"), RGBA]);
    await waitForCount(page, "pending", 3);
    await page.getByRole("button", { name: "Optimize All" }).click();
    const failed = await waitForStatus(page, "pngsuite-xs1n0g01.png", "error");
    const reason = (await failed.getByRole("alert").innerText()).trim();
    expect(reason.length).toBeGreaterThan(0);
    await expectToast(page, "Optimization Failed", `Failed to optimize pngsuite-xs1n0g01.png. ${reason}`);
    await waitForStatus(page, "gradient-3.png", "completed");
    await waitForStatus(page, RGBA_NAME, "completed");
    expect(errors).toEqual([]);
    await close();
  });

  it("refuses a JPEG chosen through the picker", async () => {
    const { page, close } = await pages.open();
    await openTool(page);
    const jpeg = await makeJpeg(scratch.dir, "photo.jpg", 40, 30);
    await addByPicker(page, [jpeg]);
    await expectToast(page, "Some Files Rejected", "photo.jpg: Only PNG images (.png) are accepted here.");
    expect(await cards(page).count()).toBe(0);
    await close();
  });
});
