/**
 * The workspace as a person uses it: a chain built with the mouse and reordered with the keyboard
 * and by dragging, the live preview's size, a batch run and its ZIP checked file by file, the
 * chain exported and imported, opened from a share link, and kept as a preset (in the browser for
 * a guest, on the server when signed in).
 */
import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAIN_STEP_OPS, chainFileSchema } from "@squish/shared/chain";
import { createSignedInUser, waitForSignedInTool } from "./support/account.ts";
import { seriousA11yViolations } from "./support/axe.ts";
import { baseUrl, launchBrowser, screenshot, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import {
  addByPicker,
  expectToast,
  fixture,
  imageFacts,
  saveDownload,
  scratchDir,
  waitForCount,
  writeFile,
} from "./support/tool-page.ts";

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
const scratch = scratchDir("workspace");
const PHOTOS = [1, 2].map((n) => fixture(`photo/recurser-Landscape_${n}.jpg`)); // 1800 x 1200 each

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
});
afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

async function open(page: Page, path = "/workspace"): Promise<void> {
  await page.goto(baseUrl + path);
  await waitForShell(page);
  await page.locator('[data-testid="drop-zone"]').waitFor();
}

const steps = (page: Page) => page.locator('[data-testid="chain-step"]');
const step = (page: Page, op: string): Locator => page.locator(`[data-testid="chain-step"][data-op="${op}"]`);
const order = (page: Page) => steps(page).evaluateAll((rows) => rows.map((row) => row.getAttribute("data-op")));
const announced = (page: Page) => page.getByTestId("chain-announcer").innerText();

async function addStep(page: Page, label: string): Promise<void> {
  await page.getByRole("button", { name: "Add step" }).click();
  await page.getByRole("menuitem", { name: label, exact: true }).click();
}

/** A fresh page starts with one Compress step: the tests build their own chains. */
async function clearChain(page: Page): Promise<void> {
  while ((await steps(page).count()) > 0) {
    await steps(page)
      .first()
      .getByRole("button", { name: /^Remove / })
      .click();
  }
}

/** Resize to 800 wide, WebP, named {name}-{width}w. */
async function buildWebChain(page: Page): Promise<void> {
  await clearChain(page);
  await addStep(page, "Resize");
  await step(page, "resize").getByLabel("Width", { exact: true }).fill("800");
  await addStep(page, "Convert");
  await addStep(page, "Rename");
  expect(await step(page, "rename").getByLabel("Name pattern").inputValue()).toBe("{name}-{width}w");
}

describe("workspace", () => {
  it("builds a chain with the mouse, reorders it by keyboard and drag, previews it, and runs the batch into a ZIP", async () => {
    const { page, errors, close } = await pages.open();
    await open(page);
    expect(await order(page)).toEqual(["compress"]);
    await addByPicker(page, PHOTOS);
    await waitForCount(page, "pending", 2);

    await clearChain(page);
    expect(await announced(page)).toBe("Compress removed; 0 steps left");
    await addStep(page, "Rename");
    await addStep(page, "Resize");
    await step(page, "resize").getByLabel("Width", { exact: true }).fill("800");
    await addStep(page, "Convert");
    expect(await order(page)).toEqual(["rename", "resize", "convert"]);

    // The keyboard: Alt+Arrow on the focused step moves it, focus stays with it, and it is announced.
    const renameHeader = step(page, "rename").getByRole("button", { name: /^1 Rename/ });
    await renameHeader.focus();
    await page.keyboard.press("Alt+ArrowDown");
    expect(await announced(page)).toBe("Rename moved to position 2 of 3");
    await page.keyboard.press("Alt+ArrowDown");
    expect(await announced(page)).toBe("Rename moved to position 3 of 3");
    expect(await order(page)).toEqual(["resize", "convert", "rename"]);
    expect(await step(page, "rename").evaluate((row) => row.contains(document.activeElement))).toBe(true);

    // The mouse: Convert's handle dropped on the top half of Resize puts it first.
    await step(page, "convert")
      .getByTestId("drag-handle")
      .dragTo(step(page, "resize"), { targetPosition: { x: 40, y: 4 } });
    expect(await order(page)).toEqual(["convert", "resize", "rename"]);
    expect(await announced(page)).toBe("Convert moved to position 1 of 3");
    // And the Move buttons.
    await page.getByRole("button", { name: "Move Resize (step 2) up" }).click();
    expect(await order(page)).toEqual(["resize", "convert", "rename"]);

    // The live preview: the whole chain on the selected photo, with the output's size.
    const after = page.getByTestId("preview-after");
    await expect
      .poll(() => after.innerText(), { timeout: 30_000 })
      .toMatch(/^800 × 533 px, WebP, [\d.]+ KB \(\d+% smaller\)$/);
    expect(await page.getByTestId("preview-before").innerText()).toBe("1800 × 1200 px, JPEG, 339.19 KB");
    await page.getByTestId("chain-preview").scrollIntoViewIfNeeded();
    await screenshot(page, "workspace-chain", { fullPage: false });

    await page.getByRole("button", { name: "Run All" }).click();
    await waitForCount(page, "completed", 2, 60_000);
    const zip = await saveDownload(page, scratch.dir, () =>
      page.getByRole("button", { name: "Download All (ZIP)" }).click(),
    );
    expect(zip.name).toBe("squish-workspace-2-files.zip");
    const entries = unzipSync(new Uint8Array(readFileSync(zip.path)));
    expect(Object.keys(entries).sort()).toEqual(["recurser-Landscape_1-800w.webp", "recurser-Landscape_2-800w.webp"]);
    for (const bytes of Object.values(entries)) {
      expect(await imageFacts(bytes)).toMatchObject({ format: "webp", width: 800, height: 533 });
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("says which step cannot run, and runs nothing until it can", async () => {
    const { page, errors, close } = await pages.open();
    await open(page);
    await addStep(page, "Rename");
    await step(page, "rename").getByLabel("Name pattern").fill("{name}-{size}");
    expect(await page.getByTestId("chain-problem").innerText()).toBe(
      "Step 2, Rename: A name pattern may use {name}, {width}, {height}, {format}, {n}.",
    );
    await addByPicker(page, [PHOTOS[0]!]);
    await waitForCount(page, "pending", 1);
    await page.getByRole("button", { name: "Run All" }).click();
    await expectToast(
      page,
      "Processing Failed",
      "Step 2, Rename: A name pattern may use {name}, {width}, {height}, {format}, {n}.",
    );
    await waitForCount(page, "pending", 1);
    expect(errors).toEqual([]);
    await close();
  });

  it("exports the chain as a file and imports it back; a bad file changes nothing", async () => {
    const { page, errors, close } = await pages.open();
    await open(page);
    await buildWebChain(page);
    await page.getByLabel("Chain name").fill("Web 800");
    const exported = await saveDownload(page, scratch.dir, () =>
      page.getByRole("button", { name: "Export JSON" }).click(),
    );
    expect(exported.name).toBe("Web 800.squish-chain.json");
    const file = chainFileSchema.parse(JSON.parse(readFileSync(exported.path, "utf8")));
    expect(file).toEqual({
      squish: "chain",
      version: 1,
      name: "Web 800",
      steps: [
        { op: "resize", width: 800 },
        { op: "convert", format: "webp" },
        { op: "rename", pattern: "{name}-{width}w" },
      ],
    });

    await page.reload();
    await waitForShell(page);
    expect(await order(page)).toEqual(["compress"]);
    await page.getByTestId("chain-import-input").setInputFiles(exported.path);
    await expectToast(page, "Chain Imported", '"Web 800", 3 steps.');
    expect(await order(page)).toEqual(["resize", "convert", "rename"]);
    expect(await page.getByLabel("Chain name").inputValue()).toBe("Web 800");

    const wrong = writeFile(
      scratch.dir,
      "wrong.squish-chain.json",
      new TextEncoder().encode(JSON.stringify({ ...file, version: 2 })),
    );
    await page.getByTestId("chain-import-input").setInputFiles(wrong);
    await expectToast(
      page,
      "Import Failed",
      "This chain file's version is not one this Squish reads (version 1) (at version). Your chain was not changed.",
    );
    expect(await order(page)).toEqual(["resize", "convert", "rename"]);
    expect(errors).toEqual([]);
    await close();
  });

  it("opens a share link with the chain in its hash, and says so when a link is damaged", async () => {
    const { page, errors, close } = await pages.open();
    await open(page);
    await buildWebChain(page);
    await page.getByLabel("Chain name").fill("Shared");
    await page.getByRole("button", { name: "Copy share link" }).click();
    const link = await page.getByTestId("share-link").inputValue();
    expect(link.startsWith(`${baseUrl}/workspace#chain=`)).toBe(true);
    await close();

    const other = await pages.open();
    await open(other.page, link.slice(baseUrl.length));
    await expectToast(other.page, "Chain Loaded");
    expect(await order(other.page)).toEqual(["resize", "convert", "rename"]);
    expect(await other.page.getByLabel("Chain name").inputValue()).toBe("Shared");
    expect(await step(other.page, "resize").getByTestId("step-summary").innerText()).toBe("Resize to 800 px wide");
    // The hash is read once and taken out of the address, so a reload keeps later edits.
    expect(new URL(other.page.url()).hash).toBe("");

    await open(other.page, `${link.slice(baseUrl.length, -12)}`);
    await expectToast(other.page, "Link Not Loaded");
    expect(await other.page.getByTestId("link-problem").innerText()).toMatch(/^This link's chain/);
    // Nothing lost: the chain loaded before is still there.
    expect(await order(other.page)).toEqual(["resize", "convert", "rename"]);
    expect([...errors, ...other.errors]).toEqual([]);
    await other.close();
  });

  it("keeps a guest's preset in the browser across a reload", async () => {
    const { page, errors, close } = await pages.open();
    await open(page);
    await buildWebChain(page);
    await page.getByLabel("Chain name").fill("Thumbs");
    await page.getByRole("button", { name: "Save as preset" }).click();
    await expectToast(page, "Chain Saved", '"Thumbs" is in your presets.');

    await page.reload();
    await waitForShell(page);
    expect(await order(page)).toEqual(["compress"]);
    await page.getByRole("button", { name: "Load preset Thumbs" }).click();
    expect(await order(page)).toEqual(["resize", "convert", "rename"]);
    expect(await page.getByLabel("Chain name").inputValue()).toBe("Thumbs");
    await page.getByRole("button", { name: "Delete preset Thumbs" }).click();
    await page.getByRole("button", { name: "Load preset Thumbs" }).waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await close();
  });

  it("has every kind of step open with labelled controls and no serious accessibility problem, in both themes", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      // bypassCSP lets the test inject axe-core; the site's policy rightly refuses it otherwise.
      const { page, errors, close } = await pages.open({ bypassCSP: true, colorScheme });
      await open(page);
      await addByPicker(page, [PHOTOS[0]!]);
      await clearChain(page);
      for (const label of [
        "Resize",
        "Crop to a ratio",
        "Rotate",
        "Flip",
        "Watermark",
        "Convert",
        "Compress",
        "Metadata",
        "Rename",
      ]) {
        await addStep(page, label);
      }
      expect(await order(page)).toEqual([...CHAIN_STEP_OPS]);
      // Two of a kind keep their fields apart (each panel's ids are the step's own).
      await addStep(page, "Watermark");
      expect(await page.getByLabel("Text", { exact: true }).count()).toBe(2);
      await page.getByTestId("preview-after").filter({ hasText: /px/ }).waitFor({ timeout: 30_000 });
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it("keeps a signed-in person's preset on the server", async () => {
    const user = await createSignedInUser(browser, "10.30.12.1", "Chain Keeper");
    const { page, errors, close } = await pages.open(user.contextOptions);
    await page.goto(baseUrl + "/workspace");
    await waitForSignedInTool(page, errors);
    await buildWebChain(page);
    await page.getByLabel("Chain name").fill("Account chain");
    await page.getByRole("button", { name: "Save as preset" }).click();
    await expectToast(page, "Chain Saved", '"Account chain" is in your presets.');
    expect(await page.getByTestId("chain-presets").innerText()).toContain("Saved with your account.");

    // Another browser of the same person sees it: it is on the server, not in this browser.
    const second = await pages.open(user.contextOptions);
    await second.page.goto(baseUrl + "/workspace");
    await waitForSignedInTool(second.page, second.errors);
    await second.page.getByRole("button", { name: "Load preset Account chain" }).click();
    expect(await order(second.page)).toEqual(["resize", "convert", "rename"]);
    expect(await second.page.evaluate(() => localStorage.getItem("squish:workspace-presets"))).toBeNull();
    expect([...errors, ...second.errors]).toEqual([]);
    await second.close();
    await close();
  });
});
