/**
 * Every built tool, from the registry: the same checks for each, so a new tool is covered the
 * moment it is registered. Intake (accepted, wrong type, over 10 MB, duplicates), the visitor's
 * file limit with its sign-in offer, and screenshots of results in both themes at phone and desktop
 * widths. A file processed and downloaded under the tool's name, with no request carrying its
 * bytes, is e2e/every-tool-privacy.e2e.ts's pass over every tool (as a guest, signed in and offline).
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolById } from "@squish/shared/tools";
import { toolLimit } from "../apps/web/src/tools/framework/intake.ts";
import type { AnyToolDefinition } from "../apps/web/src/tools/framework/tool-definition.ts";
import { BUILT_TOOL_IDS, loadToolDefinition } from "../apps/web/src/tools/registry.ts";
import {
  baseUrl,
  launchBrowser,
  photographInEveryThemeAndWidth,
  SCREENSHOT_VIEWPORTS,
  waitForShell,
} from "./support/browser.ts";
import {
  addByPicker,
  expectToast,
  fileItems,
  fixture,
  makePng,
  markToastsSeen,
  scratchDir,
  toast,
  waitForCount,
  writeFile,
} from "./support/tool-page.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";

let browser: Browser;
/** One tool after another in pages reused clean (support/warm-pages.ts): a fresh context for each costs more than its checks. */
let pages: WarmPages;
const scratch = scratchDir("every-tool");
const definitions: AnyToolDefinition[] = [];
let png: string;
let notes: string;

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
  for (const id of BUILT_TOOL_IDS) definitions.push(await loadToolDefinition(id));
  png = await makePng(scratch.dir, "sample-gradient.png", 320, 200, 3);
  notes = writeFile(scratch.dir, "notes.txt", new TextEncoder().encode("Not a picture."));
});
afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

const PHOTO = fixture("photo/recurser-Landscape_1.jpg");

const GIF = fixture("gif/pillow-transparent.gif");

const PDF = fixture("pdf/pikepdf-congress.pdf");

/** A file the tool takes (a photo where it can, else a PNG, a PDF or a GIF) and one it does not. */
function samplesFor(definition: AnyToolDefinition): { accepted: string; rejected: string } {
  const takes = (extension: string) => definition.accept.extensions.includes(extension);
  // The first of these the tool refuses: a PDF for the image tools, a PNG for the PDF tool, a text
  // file for the bulk compressor, which takes both.
  const refused = [fixture("pdf/asymptote-TeXShopAndAsymptote.pdf"), png, notes].find(
    (path) => !takes(path.split(".").pop()!),
  )!;
  return { accepted: takes("jpg") ? PHOTO : takes("png") ? png : takes("pdf") ? PDF : GIF, rejected: refused };
}

async function openTool(page: Page, definition: AnyToolDefinition): Promise<void> {
  await page.goto(baseUrl + toolById(definition.id)!.path);
  await waitForShell(page);
  await page.locator('[data-testid="drop-zone"]').waitFor();
}

describe("every built tool", () => {
  it("is registered with the catalogue, and there are at least the seven tools built so far", () => {
    expect(BUILT_TOOL_IDS.size).toBeGreaterThanOrEqual(7);
    for (const id of BUILT_TOOL_IDS) expect(toolById(id), id).toBeDefined();
  });

  // One test a tool, each with the whole timeout: on a slow machine eleven tools in one test ran out of it.
  const eachTool = (name: string, check: (definition: AnyToolDefinition) => Promise<void>) => {
    for (const id of BUILT_TOOL_IDS) it(`${id}: ${name}`, () => check(definitions.find((d) => d.id === id)!));
  };

  eachTool(
    "takes its files, refuses others with the tool's sentence, refuses 10 MB and duplicates",
    async (definition) => {
      const { page, errors, close } = await pages.open();
      await openTool(page, definition);
      const { accepted, rejected } = samplesFor(definition);
      await addByPicker(page, [accepted]);
      await waitForCount(page, "pending", 1);
      await addByPicker(page, [rejected]);
      await expectToast(page, "Some Files Rejected", `${basename(rejected)}: ${definition.texts.wrongType}`);
      const big = writeFile(scratch.dir, `big.${definition.accept.extensions[0]}`, new Uint8Array(11 * 1024 * 1024));
      await addByPicker(page, [big]);
      await expectToast(page, "Some Files Rejected", /File size must be less than 10MB/);
      await markToastsSeen(page);
      await addByPicker(page, [accepted]);
      await expectToast(page, "Duplicate Files Detected", "1 duplicate files were not added.");
      expect([definition.id, await fileItems(page).count()]).toEqual([definition.id, 1]);
      expect(errors).toEqual([]);
      await close();
    },
  );

  eachTool(
    "refuses a whole addition past the guest limit, with a Login button where signing in raises it",
    async (definition) => {
      const { page, errors, close } = await pages.open();
      await openTool(page, definition);
      const limit = toolLimit(definition, false);
      const files = [];
      for (let i = 0; i <= limit; i++) files.push(await makePng(scratch.dir, `limit-${i}.png`, 8, 8, i + 1));
      const accepted = definition.accept.extensions.includes("png") ? files : [];
      if (accepted.length === 0) {
        // A JPEG-only or GIF-only tool: the same count of its own kind of file.
        const { accepted: sample } = samplesFor(definition);
        const extension = sample.split(".").pop()!;
        for (let i = 0; i <= limit; i++) {
          accepted.push(writeFile(scratch.dir, `limit-${i}.${extension}`, readFileSync(sample)));
        }
      }
      await addByPicker(page, accepted);
      await expectToast(page, "File Limit Reached", definition.texts.limit.guest);
      const login = toast(page, "File Limit Reached").getByRole("button", { name: "Login" });
      if (toolLimit(definition, true) > limit) await login.waitFor();
      else expect([definition.id, await login.count()]).toEqual([definition.id, 0]);
      expect(await fileItems(page).count()).toBe(0);
      expect(await page.locator('[data-testid="limit-badge"]').innerText()).toContain(String(limit));
      expect(errors).toEqual([]);
      await close();
    },
  );

  describe("screenshots with a result", () => {
    // Every tool but the two with suites of their own (tool-screenshots.e2e.ts), its result made once.
    for (const id of [...BUILT_TOOL_IDS].filter((id) => !["jpeg-compress", "png-optimizer"].includes(id))) {
      it(`${id}: light and dark, desktop and phone`, async () => {
        const definition = definitions.find((d) => d.id === id)!;
        const { page, errors, close } = await pages.open({
          viewport: SCREENSHOT_VIEWPORTS.desktop,
          colorScheme: "light",
        });
        await openTool(page, definition);
        const { accepted } = samplesFor(definition);
        const files = definition.accept.extensions.includes("png") ? [...new Set([accepted, png])] : [accepted];
        await addByPicker(page, files);
        await page.getByRole("button", { name: definition.texts.verbAll, exact: true }).click();
        await waitForCount(page, "completed", files.length, 60_000);
        await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
        await page.addStyleTag({ content: "[data-sonner-toaster] { display: none !important; }" });
        await photographInEveryThemeAndWidth(page, `${definition.id}-results`);
        expect(errors).toEqual([]);
        await close();
      });
    }
  });
});
