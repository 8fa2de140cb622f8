/**
 * Animated PNG (APNG) on the PNG optimizer, in Chromium against the built site (issue 22, item 4):
 * an `.apng` is taken by the picker, stays animated at the default (palette) level and at the
 * lossless one, and the downloaded file holds every frame, delay and the loop count, read by our
 * container reader and by Debian's apngdis (an independent reader that composes each frame).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { zlibSync } from "fflate";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseApng, writeApng } from "../packages/engine/src/animation/apng-container.ts";
import { baseUrl, launchBrowser, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import { addByPicker, card, saveDownload, scratchDir, waitForCount, waitForStatus } from "./support/tool-page.ts";

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
const scratch = scratchDir("apng");
const DURATIONS = [100, 120, 140, 160, 180];

/**
 * A 96 x 64 APNG of 5 frames (a textured gradient with a square moving over it), stored without
 * compression, as an unoptimised export would be: every level makes it smaller.
 */
function makeApng(path: string): void {
  const [width, height] = [96, 64];
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([8, 6], 8); // 8-bit RGBA
  const frames = DURATIONS.map((duration, f) => {
    const raw = new Uint8Array(height * (1 + width * 4));
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const at = y * (1 + width * 4) + 1 + x * 4;
        const square = x >= 10 + f * 12 && x < 30 + f * 12 && y >= 20 && y < 40;
        raw.set(square ? [240, 30, 30, 255] : [(x * 255) / width, (y * 255) / height, (x * y + f) % 97, 255], at);
      }
    }
    return { x: 0, y: 0, width, height, duration, dispose: 0, blend: 0, zlib: zlibSync(raw, { level: 0 }) };
  });
  writeFileSync(path, writeApng({ plays: 0, header, before: [], frames }));
}

/** apngdis's composed frames (RGBA, read by sharp) and delays in milliseconds. */
async function apngdis(bytes: Uint8Array): Promise<{ pixels: Buffer[]; delays: number[] }> {
  const dir = join(scratch.dir, `dis-${Date.now()}`);
  mkdirSync(dir);
  writeFileSync(join(dir, "in.png"), bytes);
  execFileSync("apngdis", ["in.png", "f"], { cwd: dir, stdio: "pipe" });
  const names = readdirSync(dir)
    .filter((name) => /^f\d+\.txt$/.test(name))
    .map((name) => name.slice(0, -4))
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  const delays = names.map((name) => {
    const [num, den] = readFileSync(join(dir, `${name}.txt`), "utf8")
      .trim()
      .replace("delay=", "")
      .split("/")
      .map(Number);
    return Math.round((num! * 1000) / (den || 100));
  });
  const pixels = await Promise.all(
    names.map((name) =>
      sharp(join(dir, `${name}.png`))
        .ensureAlpha()
        .raw()
        .toBuffer(),
    ),
  );
  return { pixels, delays };
}

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
  makeApng(join(scratch.dir, "spin.apng"));
  makeApng(join(scratch.dir, "spin-exact.apng"));
});

afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

describe("PNG optimizer: animated PNG", () => {
  it("takes .apng files and keeps every frame, delay and the loop, at the default level and losslessly", async () => {
    const { page, errors, close } = await pages.open();
    await page.goto(baseUrl + "/png-optimizer");
    await waitForShell(page);
    await page.locator('[data-testid="drop-zone"]').waitFor();
    const source = join(scratch.dir, "spin.apng");
    await addByPicker(page, [source, join(scratch.dir, "spin-exact.apng")]);
    await waitForCount(page, "pending", 2);
    await card(page, "spin-exact.apng").getByRole("combobox", { name: "Compression level" }).selectOption("lossless");
    await page.getByRole("button", { name: "Optimize All" }).click();
    await waitForCount(page, "completed", 2, 90_000);

    const sourceBytes = new Uint8Array(readFileSync(source));
    const reference = await apngdis(sourceBytes);
    expect(reference.delays).toEqual(DURATIONS);
    for (const name of ["spin.apng", "spin-exact.apng"]) {
      const done = await waitForStatus(page, name, "completed");
      expect(await done.getByTestId("animation-facts").innerText()).toBe("5 frames · 0.70 s · loops forever");
      expect(await done.getByTestId("result-summary").innerText()).toContain("96 × 64 animated PNG");
      const saved = await saveDownload(page, scratch.dir, () => done.getByRole("button", { name: "Download" }).click());
      expect(saved.name).toMatch(new RegExp(`^optimized_${name.replace(".apng", "")}\\.(a?png)$`));
      const bytes = new Uint8Array(readFileSync(saved.path));
      expect(bytes.length).toBeLessThan(sourceBytes.length);
      // Our reader: the acTL frame count, every delay, plays forever.
      const parsed = parseApng(bytes);
      expect(parsed.frames.length).toBe(5);
      expect(parsed.frames.map((f) => f.duration)).toEqual(DURATIONS);
      expect(parsed.plays).toBe(0);
      // apngdis: the same frames and delays; at the lossless level the same pixels too.
      const out = await apngdis(bytes);
      expect(out.delays).toEqual(DURATIONS);
      expect(out.pixels.length).toBe(5);
      if (name === "spin-exact.apng") {
        expect(out.pixels.map((p, i) => p.equals(reference.pixels[i]!))).toEqual([true, true, true, true, true]);
      }
    }
    expect(errors).toEqual([]);
    await close();
  });
});
