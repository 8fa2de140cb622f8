/**
 * The GIF compressor keeps animations: frame count, delays and looping identical in the file
 * a person downloads, and the card says so.
 */
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openGif } from "../packages/engine/src/animation/gif-frames.ts";
import { longAnimatedGif, longGifDelay } from "../packages/engine/src/test-support/long-gif.ts";
import { baseUrl, launchBrowser, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import { addByPicker, card, saveDownload, scratchDir, waitForStatus, writeFile } from "./support/tool-page.ts";

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
const scratch = scratchDir("gif-compress");
beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
});
afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

/** A 6-frame, 120x90 animation with smooth colours (room to compress), delays 100-350 ms, looping forever. */
async function animation(): Promise<Uint8Array> {
  const { GIFEncoder, quantize, applyPalette } = await import("gifenc");
  const gif = GIFEncoder();
  const [w, h] = [120, 90];
  for (let f = 0; f < 6; f++) {
    const rgba = new Uint8Array(w * h * 4);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 4;
        rgba.set([(x * 2 + f * 30) % 256, (y * 2 + f * 10) % 256, ((x + y) * 3) % 256, 255], i);
      }
    }
    const palette = quantize(rgba, 256);
    gif.writeFrame(applyPalette(rgba, palette), w, h, { palette, delay: 100 + f * 50, repeat: 0 });
  }
  gif.finish();
  return gif.bytes();
}

describe("GIF compressor", () => {
  it("keeps every frame, delay and the looping of an animation it makes smaller", async () => {
    const { page, errors, close } = await pages.open();
    await page.goto(baseUrl + "/gif-compress");
    await waitForShell(page);
    const source = await animation();
    const path = writeFile(scratch.dir, "spinner.gif", source);
    await addByPicker(page, [path]);
    await card(page, "spinner.gif").getByRole("button", { name: "Compress", exact: true }).click();
    const done = await waitForStatus(page, "spinner.gif", "completed", 60_000);
    expect(await done.getByTestId("animation-facts").innerText()).toMatch(/^6 frames · 1\.35 s · loops forever$/);
    const saved = await saveDownload(page, scratch.dir, () => done.getByRole("button", { name: "Download" }).click());
    expect(saved.name).toBe("compressed_spinner.gif");
    const bytes = readFileSync(saved.path);
    const before = await sharp(source, { pages: -1 }).metadata();
    const after = await sharp(bytes, { pages: -1 }).metadata();
    expect(after.pages).toBe(6);
    expect(after.delay).toEqual(before.delay);
    expect(after.loop).toBe(before.loop);
    expect(bytes.length).toBeLessThanOrEqual(source.length);
    expect(errors).toEqual([]);
    await close();
  });

  it("compresses a 380-frame clip (the kind once refused for memory) with every frame and delay kept", async () => {
    const { page, errors, close } = await pages.open();
    await page.goto(baseUrl + "/gif-compress");
    await waitForShell(page);
    const frames = 380;
    const source = longAnimatedGif({ width: 472, height: 298, frames });
    const path = writeFile(scratch.dir, "clip.gif", source);
    await addByPicker(page, [path]);
    await card(page, "clip.gif").getByRole("button", { name: "Compress", exact: true }).click();
    const done = await waitForStatus(page, "clip.gif", "completed", 120_000);
    // Delays alternate 40 and 60 ms: 190 of each.
    expect(await done.getByTestId("animation-facts").innerText()).toMatch(/^380 frames · 19(\.00)? s · loops forever$/);
    const saved = await saveDownload(page, scratch.dir, () => done.getByRole("button", { name: "Download" }).click());
    const written = await openGif(new Uint8Array(readFileSync(saved.path)));
    expect([written.width, written.height, written.frameCount, written.loopCount]).toEqual([472, 298, frames, 0]);
    expect(written.delays).toEqual(Array.from({ length: frames }, (_, k) => longGifDelay(k)));
    expect(readFileSync(saved.path).length).toBeLessThan(source.length);
    expect(errors).toEqual([]);
    await close();
  }, 180_000);
});
