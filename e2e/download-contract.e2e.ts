/**
 * The download contract (issue 22): what you download is what the card says. For every tool in
 * the registry, the corpus files it takes that sit on the seams (a Canon photo with its camera
 * model that is "Kept original" at high quality, a GPS phone photo that is re-encoded, a HEIC, a
 * rotated AVIF, an APNG, an animated GIF, a lossless WebP, a PDF) run once with the tool's defaults and once with the setting most likely to
 * keep the original (support/keep-settings.ts). Every result is downloaded from its card and from
 * the ZIP, and read by tools that are not ours (support/file-readers.ts):
 *
 * - bytes: the extension matches the magic bytes; the format is one the tool's recipe writes;
 * - privacy: no GPS position and no camera make or model where the job removes metadata;
 * - sizes: the file's size, in the site's own formatting, is the one on the card and in the
 *   Downloads panel (the table's "After" column for the bulk compressor), and the ZIP holds the
 *   same bytes as the card's button;
 * - animations: frame count and total length equal the source's, or the card refused with a
 *   sentence, or the tool's job asked for the first frame (the converter to a still format);
 * - words: "kept" is the original's format and no bigger, "-N%" / "N% larger" and the format and
 *   size on the card are those of the file; "Tried:" names the kept candidate and says the original
 *   is smaller than all of them only when it is.
 *
 * Checks that do not apply:
 * | check                        | where                                   | why                                        |
 * | ---------------------------- | --------------------------------------- | ------------------------------------------ |
 * | GPS, make, model             | pdf-compress; PDFs in bulk-compress     | a PDF's document info is not EXIF: the    |
 * |                              |                                         | PDF compressor promises nothing about it   |
 * | GPS, make, model             | png-optimizer with "Remove metadata"    | the person chose to keep it (keepMetadata) |
 * |                              | off (not a setting used here)           |                                            |
 * | frames and length            | stills (JPEG, HEIC, AVIF, still WebP),  | one frame, nothing to keep                 |
 * |                              | PDFs                                    |                                            |
 * | picture size and format word | pdf-compress, PDFs in bulk-compress     | a document's card shows pages, not pixels  |
 * | Downloads panel size         | bulk-compress                           | its table has no panel: the "After" column |
 * |                              |                                         | is checked instead                         |
 * | dimensions on the card       | bulk-compress                           | the table shows no dimensions              |
 *
 * One page load and one run per tool and setting; downloads are saved together. Every problem of
 * a run is collected and reported at once, so one failure shows the whole state of a tool.
 */
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { unzipSync } from "fflate";
import type { Browser, Download, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolById } from "@squish/shared/tools";
import type { AnyToolDefinition } from "../apps/web/src/tools/framework/tool-definition.ts";
import { BUILT_TOOL_IDS, loadToolDefinition } from "../apps/web/src/tools/registry.ts";
import { baseUrl, launchBrowser, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import { checkFile, probeOf, sizesIn, type Delivered, type Shown, type Source } from "./support/download-checks.ts";
import { exifTags, formatOf, framesOf } from "./support/file-readers.ts";
import { KEEP_SETTINGS, keepSettingFor } from "./support/keep-settings.ts";
import { addByPicker, card, fixture, POLL_MS, scratchDir, waitForCount } from "./support/tool-page.ts";

/** The seams, each a committed corpus file (fixtures/corpus/MANIFEST.tsv says where it is from). */
const SEAMS = [
  "photo/pillow-exif_gps.jpg", // 8 x 8 with GPS and a camera model: re-encoded, even at quality 95
  "photo/ianare-Canon_40D-100x68.jpg", // Canon make and model, sRGB profile: "Kept original" at quality 95
  "heic/libheif-colors-no-alpha.heic", // never a valid output of the converter
  "avif/pillow-avif-rot1mir0.avif", // irot and imir: the picture must come out turned
  "png/pillow-apng-blend_op_over.png", // APNG, 2 frames
  "gif/linku-star-anim.gif", // animated GIF, 4 frames of 100 ms
  "webp/goximage-gopher-doc.8bpp.lossless.webp", // lossless: "same" must stay lossless
  "pdf/asymptote-TeXShopAndAsymptote.pdf", // the smallest unencrypted PDF
].map(fixture);

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
const scratch = scratchDir("download-contract");
const sources = new Map<string, Source>();

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
  for (const path of SEAMS) {
    const bytes = new Uint8Array(readFileSync(path));
    const format = formatOf(bytes)!;
    sources.set(basename(path), { path, name: basename(path), bytes, format, frames: await framesOf(path, bytes) });
  }
});
afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

const readShown = (item: Locator) =>
  item.evaluate((el): Shown => {
    const text = (selector: string) => (el.querySelector(selector) as HTMLElement | null)?.innerText ?? null;
    const summary = el.querySelector('[data-testid="result-summary"]') as HTMLElement | null;
    return {
      status: el.getAttribute("data-status") ?? "",
      error: text('[data-testid="card-error"]') ?? "",
      kept: text('[data-testid="kept-original"]'),
      sizes: (summary?.firstElementChild as HTMLElement | null)?.innerText ?? null,
      summary: summary?.innerText ?? null,
      candidates: text('[data-testid="auto-candidates"]'),
      animation: text('[data-testid="animation-facts"]'),
      cells: Array.from(el.querySelectorAll('[role="cell"]'), (cell) => (cell as HTMLElement).innerText.trim()),
    };
  });

/** Saves several downloads at once, each started by its click in turn. */
async function downloadAll(page: Page, clicks: (() => Promise<void>)[]): Promise<Delivered[]> {
  const started: Download[] = [];
  for (const click of clicks) {
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), click()]);
    started.push(download);
  }
  return Promise.all(
    started.map(async (download, i) => {
      const name = download.suggestedFilename();
      const path = join(scratch.dir, `${Date.now()}-${i}-${name}`);
      await download.saveAs(path);
      return { name, path, bytes: new Uint8Array(readFileSync(path)) };
    }),
  );
}

/** One run of a tool over every seam file it takes; returns the problems found. */
async function runTool(tool: AnyToolDefinition, keep: boolean): Promise<string[]> {
  const problems: string[] = [];
  const takes = [...sources.values()].filter((s) =>
    tool.accept.extensions.includes(s.name.split(".").pop()!.toLowerCase()),
  );
  const initial = tool.initialSettings(null);
  const keepSetting = keepSettingFor(tool.id, initial);
  if (!keepSetting) return [`no keep setting in e2e/support/keep-settings.ts for ${tool.id}`];
  const settings = keep ? keepSetting.settings(initial) : initial;
  const { page, errors, close } = await pages.open();
  await page.goto(baseUrl + toolById(tool.id)!.path);
  await waitForShell(page);
  await page.locator('[data-testid="drop-zone"]').waitFor();
  await addByPicker(
    page,
    takes.map((s) => s.path),
  );
  await waitForCount(page, "pending", takes.length);
  if (keep) await keepSetting.apply(page);
  await page.getByRole("button", { name: tool.texts.verbAll, exact: true }).click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-status="completed"], [data-status="error"]').length === n,
    takes.length,
    { timeout: 90_000, polling: POLL_MS },
  );
  const shown = new Map<string, Shown>();
  for (const source of takes) shown.set(source.name, await readShown(card(page, source.name)));
  const done = takes.filter((s) => shown.get(s.name)!.status === "completed");
  for (const source of takes.filter((s) => !done.includes(s))) {
    // A refusal is allowed, with a sentence.
    const error = shown.get(source.name)!.error;
    if (!/\w.*[.!]$/.test(error)) problems.push(`${source.name}: failed without a sentence: "${error}"`);
  }
  const delivered = await downloadAll(
    page,
    done.map((source) => () => {
      const item = card(page, source.name);
      const button =
        tool.layout === "table"
          ? item.getByRole("button", { name: /^Download / })
          : item.getByRole("button", { name: "Download", exact: true });
      return button.click();
    }),
  );
  const panelSizes = new Map<string, string>();
  if (tool.layout !== "table") {
    const rows = await page
      .getByTestId("download-panel")
      .locator("li")
      .evaluateAll((lis) =>
        lis.map((li) => [li.querySelector("[title]")?.getAttribute("title") ?? "", (li as HTMLElement).innerText]),
      );
    for (const [name, text] of rows) panelSizes.set(name!, sizesIn(text!).pop()!);
  }
  const [zip] = await downloadAll(page, [
    () => page.getByRole("button", { name: /^Download (All \(ZIP\)|ZIP)$/ }).click(),
  ]);
  const entries = unzipSync(zip!.bytes);
  const tags = await exifTags(delivered.map((d) => d.path));
  for (const [i, source] of done.entries()) {
    const file = delivered[i]!;
    const job = tool.recipe(settings, {}, probeOf(source));
    await checkFile(
      problems,
      tool,
      job,
      source,
      shown.get(source.name)!,
      file,
      tags.get(file.path) ?? {},
      panelSizes.get(file.name),
    );
    const entry = entries[file.name];
    if (!entry)
      problems.push(`${source.name}: the ZIP has no ${file.name} (it has ${Object.keys(entries).join(", ")})`);
    else if (Buffer.compare(Buffer.from(entry), Buffer.from(file.bytes)) !== 0) {
      problems.push(
        `${source.name}: the ZIP's ${file.name} (${entry.length} bytes) is not the card's (${file.bytes.length})`,
      );
    }
  }
  if (errors.length > 0) problems.push(...errors.map((e) => `page error: ${e}`));
  await close();
  return problems;
}

describe("what you download is what the card says, in every tool", () => {
  for (const id of BUILT_TOOL_IDS) {
    for (const keep of [false, true]) {
      const label = keep ? `with ${KEEP_SETTINGS[id]?.label ?? "its keep setting"}` : "with its defaults";
      it(`${id}, ${label}`, async () => {
        const tool = await loadToolDefinition(id);
        expect(await runTool(tool, keep)).toEqual([]);
      }, 150_000);
    }
  }
});
