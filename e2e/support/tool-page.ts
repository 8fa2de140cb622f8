/**
 * Helpers for the tool pages' browser tests (the JPEG compressor and the PNG optimizer): test
 * images from the committed fixture corpus or made with sharp at test time, adding them by the
 * picker and by a synthesized drag and drop, waiting on cards and toasts, and saving downloads.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import type { Download, Locator, Page } from "playwright-core";
import sharp from "sharp";
import type { AnyToolDefinition } from "../../apps/web/src/tools/framework/tool-definition.ts";

export const FIXTURE_CORPUS = resolve(import.meta.dirname, "../../fixtures/corpus");

/** A committed fixture file, by its path inside fixtures/corpus. */
export const fixture = (path: string) => join(FIXTURE_CORPUS, path);

/** A scratch folder for one test file's generated images and downloads, removed by `remove()`. */
export function scratchDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `squish-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Smooth colour fields with a little texture, different for each seed (so no two files share bytes). */
function pixels(width: number, height: number, channels: 3 | 4, seed: number): Buffer {
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      data[at] = (x * 255) / width + seed * 23;
      data[at + 1] = (y * 255) / height + seed * 41;
      data[at + 2] = 128 + 90 * Math.sin(x / (6 + (seed % 5)) + seed) * Math.cos(y / 9);
      if (channels === 4) data[at + 3] = Math.min(255, (x * 2 * 255) / width); // transparent on the left
    }
  }
  return data;
}

/** Writes a JPEG (quality 92, like a camera's) into `dir` and returns its path. */
export async function makeJpeg(dir: string, name: string, width: number, height: number, seed = 1): Promise<string> {
  const path = join(dir, name);
  await sharp(pixels(width, height, 3, seed), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toFile(path);
  return path;
}

/** Writes an RGBA PNG with a transparent gradient (as an unoptimised export would) and returns its path. */
export async function makePng(dir: string, name: string, width: number, height: number, seed = 1): Promise<string> {
  const path = join(dir, name);
  await sharp(pixels(width, height, 4, seed), { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 3 })
    .toFile(path);
  return path;
}

/** Writes `bytes` under `name` in `dir`. */
export function writeFile(dir: string, name: string, bytes: Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

/** Adds files through the drop zone's hidden file input, as the "Choose … Files" button does. */
export async function addByPicker(page: Page, paths: readonly string[]): Promise<void> {
  await page.locator('[data-testid="tool-file-input"]').setInputFiles([...paths]);
}

export interface DropFile {
  name: string;
  type: string;
  bytes: Uint8Array;
  lastModified?: number;
}

/** A file on disk as a drop payload; its type comes from the extension. */
export function dropFileFrom(path: string, name = basename(path)): DropFile {
  const ext = name.split(".").pop()!.toLowerCase();
  const type = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png" }[ext] ?? "application/octet-stream";
  return { name, type, bytes: readFileSync(path), lastModified: 1_700_000_000_000 };
}

/**
 * Drags files onto the drop zone the way a browser does: a DataTransfer holding File objects,
 * with dragenter and dragover first and then the drop. `beforeDrop` runs while the files hover.
 */
export async function dropFiles(
  page: Page,
  files: readonly DropFile[],
  beforeDrop?: () => Promise<void>,
): Promise<void> {
  const payload = files.map((f) => ({ ...f, bytes: Buffer.from(f.bytes).toString("base64") }));
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.bytes), (c) => c.charCodeAt(0));
      data.items.add(new File([bytes], f.name, { type: f.type, lastModified: f.lastModified ?? Date.now() }));
    }
    return data;
  }, payload);
  const zone = page.locator('[data-testid="drop-zone"]');
  await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  if (beforeDrop) await beforeDrop();
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
  await transfer.dispose();
}

export const cards = (page: Page) => page.locator('[data-testid="file-card"]');

/** A file's card, or its row where the tool shows a table (the bulk compressor). */
const ITEM = (extra: string) => `[data-testid="file-card"]${extra}, [data-testid="result-row"]${extra}`;

export const card = (page: Page, name: string) => page.locator(ITEM(`[data-name="${name}"]`));

/** Every file's card or row. */
export const fileItems = (page: Page) => page.locator(ITEM(""));

/** Waits until the card (or row) of `name` has this status. */
export async function waitForStatus(page: Page, name: string, status: string, timeout = 30_000): Promise<Locator> {
  const located = page.locator(ITEM(`[data-name="${name}"][data-status="${status}"]`));
  await located.waitFor({ timeout });
  return located;
}

/**
 * How often a wait on the page's work asks again, in ms. Playwright's default asks on every
 * animation frame, which keeps the page, its compositor and the browser drawing 60 frames a second
 * for as long as a batch runs: about 0.07 CPU-seconds for each second of waiting on this machine,
 * against 0.01 at this interval, taken from the very work being waited for.
 */
export const POLL_MS = 100;

/** Waits until `count` cards (or rows) have this status. */
export async function waitForCount(page: Page, status: string, count: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    ([selector, n]) => document.querySelectorAll(selector).length === n,
    [ITEM(`[data-status="${status}"]`), count] as const,
    { timeout, polling: POLL_MS },
  );
}

/**
 * Runs one added file: its card's own button (the verb, exactly), or, where the tool shows a
 * table and starts its files together, the page's "process all" button.
 */
export async function runFile(page: Page, definition: AnyToolDefinition, name: string): Promise<void> {
  if (definition.layout === "table") {
    await page.getByRole("button", { name: definition.texts.verbAll, exact: true }).click();
  } else {
    await card(page, name).getByRole("button", { name: definition.texts.verb, exact: true }).click();
  }
}

export const fileCount = (page: Page) => page.locator('[data-testid="file-count"]').innerText();

/** A sonner toast whose title is exactly `title` (and description exactly `description`, when given). */
export function toast(page: Page, title: string, description?: string | RegExp): Locator {
  let located = page
    .locator("[data-sonner-toast]:not([data-e2e-seen])")
    .filter({ has: page.locator("[data-title]").getByText(title, { exact: true }) });
  if (description !== undefined) {
    located = located.filter({
      has: page.locator("[data-description]").getByText(description, { exact: true }),
    });
  }
  return located.first();
}

/** Waits for the toast and returns its description text. */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<string> {
  const found = toast(page, title, description);
  await found.waitFor({ timeout: 10_000 });
  return (
    await found
      .locator("[data-description]")
      .innerText()
      .catch(() => "")
  ).trim();
}

/**
 * Marks the toasts on screen as seen, so `toast()` and `expectToast()` look only at newer ones
 * (the same toast twice in a row). Only an attribute: sonner still owns and removes the elements.
 */
export async function markToastsSeen(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.querySelectorAll("[data-sonner-toast]").forEach((t) => t.setAttribute("data-e2e-seen", "")),
  );
}

/** Runs `action`, waits for the download it starts and saves it in `dir` under its suggested name. */
export async function saveDownload(
  page: Page,
  dir: string,
  action: () => Promise<void>,
): Promise<{ path: string; name: string; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), action()]);
  const name = download.suggestedFilename();
  const path = join(dir, `${Date.now()}-${name}`);
  await download.saveAs(path);
  return { path, name, download };
}

/** Image facts from the bytes themselves (sharp), for checking downloads. */
export async function imageFacts(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  // Decoding every pixel proves the file is whole, not just that its header parses.
  await sharp(bytes).raw().toBuffer();
  return { format: meta.format, width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha };
}
