/**
 * The WebP compressor in the browser: an animated WebP stays animated (every frame, duration and
 * the loop in the downloaded file, the card saying so), a JPEG becomes a still WebP, and the GIF
 * compressor's "Animated WebP if smaller" hands back a .webp when that wins.
 */
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import { addByPicker, card, fixture, saveDownload, scratchDir, waitForStatus } from "./support/tool-page.ts";

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
const scratch = scratchDir("webp-compress");
beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
});
afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

const ANIMATED = fixture("webp/pillow-iss634-anim.webp");

describe("WebP compressor", () => {
  it("keeps an animated WebP animated, frame for frame, and makes it smaller", async () => {
    const { page, errors, close } = await pages.open();
    await page.goto(baseUrl + "/webp-compress");
    await waitForShell(page);
    await addByPicker(page, [ANIMATED, fixture("photo/recurser-Landscape_2.jpg")]);
    await page.getByRole("button", { name: "Compress All" }).click();
    const done = await waitForStatus(page, "pillow-iss634-anim.webp", "completed", 90_000);
    expect(await done.getByTestId("animation-facts").innerText()).toBe("42 frames · 2.73 s · loops forever");
    expect(await done.getByTestId("result-summary").innerText()).toContain("245 × 245 animated WebP");
    const saved = await saveDownload(page, scratch.dir, () => done.getByRole("button", { name: "Download" }).click());
    expect(saved.name).toBe("compressed_pillow-iss634-anim.webp");
    const source = readFileSync(ANIMATED);
    const bytes = readFileSync(saved.path);
    const before = await sharp(source, { pages: -1 }).metadata();
    const after = await sharp(bytes, { pages: -1 }).metadata();
    expect(after.pages).toBe(42);
    expect(after.delay).toEqual(before.delay);
    expect(after.loop).toBe(before.loop);
    expect(bytes.length).toBeLessThan(source.length);

    const photo = await waitForStatus(page, "recurser-Landscape_2.jpg", "completed", 60_000);
    // A still photo gets Smart quality (the default), and its card says which.
    expect(await photo.getByTestId("smart-choice").innerText()).toMatch(/Smart chose quality \d+/);
    const still = await saveDownload(page, scratch.dir, () => photo.getByRole("button", { name: "Download" }).click());
    expect(still.name).toBe("compressed_recurser-Landscape_2.webp");
    expect((await sharp(readFileSync(still.path)).metadata()).format).toBe("webp");
    expect(errors).toEqual([]);
    await close();
  });

  it("lossless: the card offers no quality, and the result is exact", async () => {
    const { page, errors, close } = await pages.open();
    await page.goto(baseUrl + "/webp-compress");
    await waitForShell(page);
    await page.getByRole("button", { name: "Lossless", exact: true }).click();
    await addByPicker(page, [ANIMATED]);
    const pending = card(page, "pillow-iss634-anim.webp");
    expect(await pending.getByLabel("Quality").count()).toBe(0);
    await pending.getByRole("button", { name: "Compress", exact: true }).click();
    const done = await waitForStatus(page, "pillow-iss634-anim.webp", "completed", 90_000);
    // Exact frames: SSIMULACRA 2 gives them 100, said in words.
    const score = done.getByTestId("score");
    expect(await score.getAttribute("data-score")).toBe("100.00");
    expect(await score.innerText()).toMatch(/^Visually identical/);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("GIF compressor: animated WebP if smaller", () => {
  it("hands back a .webp with the same frames when that is the smaller file", async () => {
    const { page, errors, close } = await pages.open();
    await page.goto(baseUrl + "/gif-compress");
    await waitForShell(page);
    await page.getByRole("button", { name: "Light", exact: true }).click();
    await page.getByLabel("Animated WebP if smaller").check();
    const gif = fixture("gif/pillow-transparent.gif");
    await addByPicker(page, [gif]);
    await card(page, "pillow-transparent.gif").getByRole("button", { name: "Compress", exact: true }).click();
    const done = await waitForStatus(page, "pillow-transparent.gif", "completed", 60_000);
    const saved = await saveDownload(page, scratch.dir, () => done.getByRole("button", { name: "Download" }).click());
    const bytes = readFileSync(saved.path);
    expect(bytes.length).toBeLessThan(readFileSync(gif).length);
    // Measured: at Light this GIF is 8.6 KB as a GIF and 6.1 KB as a WebP of equal quality.
    expect((await sharp(bytes).metadata()).format).toBe("webp");
    expect(saved.name).toBe("compressed_pillow-transparent.webp");
    expect(errors).toEqual([]);
    await close();
  });
});
