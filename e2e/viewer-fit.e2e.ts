/**
 * The image viewers' honesty and fit, end to end in Chromium against the built server: the compare
 * viewer's zoom readout is the true pixel scale on screen, with "Fit" and "1:1" as separate choices
 * (buttons and the 0 and 1 keys); the 'PNG Optimizer Preview' dialog keeps its Previous, Next and
 * Close buttons on screen at common window sizes; and Escape in either gives keyboard focus back to
 * the card button that opened it, with a focus ring drawn. Screenshots go to test-output/screenshots.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, screenshot, waitForShell, transitionsDone } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import { addByPicker, card, fixture, makePng, scratchDir, waitForCount, waitForStatus } from "./support/tool-page.ts";

/** 1800 x 1200: fitted into a desktop stage it shows at well under 100%, and 1:1 is within the zoom limit. */
const LANDSCAPE = fixture("photo/recurser-Landscape_1.jpg");
const LANDSCAPE_NAME = "recurser-Landscape_1.jpg";

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
const scratch = scratchDir("viewer-fit");
/** A portrait PNG (the tallest picture for the preview) and two landscape ones. */
let pngs: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
  pngs = await Promise.all([
    makePng(scratch.dir, "tall.png", 600, 900, 1),
    makePng(scratch.dir, "wide-1.png", 640, 360, 2),
    makePng(scratch.dir, "wide-2.png", 320, 240, 3),
  ]);
});

afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

async function openTool(page: Page, tool: "jpeg-compress" | "png-optimizer"): Promise<void> {
  await page.goto(`${baseUrl}/${tool}`);
  await waitForShell(page);
  await page.locator('[data-testid="drop-zone"]').waitFor();
}

/** Every picture inside `scope` has loaded, so natural sizes and layout are final. */
async function picturesLoaded(scope: Locator): Promise<void> {
  await scope
    .page()
    .waitForFunction(
      (element) => Array.from(element!.querySelectorAll("img")).every((img) => img.complete && img.naturalWidth > 0),
      await scope.elementHandle(),
    );
}

/**
 * The scale the viewer really draws at: the on-screen width of the frame (the result image fills
 * it, zoom transform included) over the original's natural width, object-contain style.
 */
function shownScale(viewer: Locator, name: string): Promise<number> {
  return viewer.evaluate((element, name) => {
    const original = element.querySelector<HTMLImageElement>(`img[alt="Original: ${name}"]`)!;
    const result = element.querySelector<HTMLImageElement>(`img[alt="Compressed: ${name}"]`)!;
    const box = result.getBoundingClientRect();
    return Math.min(box.width / original.naturalWidth, box.height / original.naturalHeight);
  }, name);
}

/** The zoom readout as a number of percent ("38%" is 38). */
async function readout(viewer: Locator): Promise<number> {
  const text = await viewer.getByRole("group", { name: "Zoom" }).locator("output").innerText();
  expect(text).toMatch(/^\d+(\.\d)?%$/);
  return Number.parseFloat(text);
}

/** The readout says what is on screen, to its rounding. */
async function expectHonestReadout(viewer: Locator, name: string): Promise<number> {
  const shown = (await shownScale(viewer, name)) * 100;
  expect(Math.abs((await readout(viewer)) - shown)).toBeLessThanOrEqual(0.6);
  return shown;
}

const pressed = (button: Locator) => button.getAttribute("aria-pressed");

/** Whether the element has keyboard focus and draws a focus ring (an outline or a box-shadow ring). */
function focusedWithRing(element: Locator) {
  return element.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      focused: el === document.activeElement,
      ring: (style.outlineStyle !== "none" && style.outlineWidth !== "0px") || style.boxShadow !== "none",
    };
  });
}

/** The box lies inside the window (to half a pixel, for sub-pixel layout). */
function expectInside(box: { x: number; y: number; width: number; height: number } | null, page: Page, what: string) {
  const { width, height } = page.viewportSize()!;
  expect(box, `${what} is not rendered`).not.toBeNull();
  expect(box!.x, `${what} starts left of the window`).toBeGreaterThanOrEqual(-0.5);
  expect(box!.y, `${what} starts above the window`).toBeGreaterThanOrEqual(-0.5);
  expect(box!.x + box!.width, `${what} ends right of the ${width} px window`).toBeLessThanOrEqual(width + 0.5);
  expect(box!.y + box!.height, `${what} ends below the ${height} px window`).toBeLessThanOrEqual(height + 0.5);
}

describe("viewer fit and scale", () => {
  it("shows the compare viewer's true pixel scale, with Fit and 1:1 by button and key, clamped where 1:1 is out of reach", async () => {
    // Reduced motion: the zoom transition is off, so what is measured is where the frame settles.
    const { page, errors, close } = await pages.open({
      viewport: { width: 1400, height: 1000 },
      reducedMotion: "reduce",
    });
    await openTool(page, "jpeg-compress");
    await addByPicker(page, [LANDSCAPE]);
    await card(page, LANDSCAPE_NAME).getByRole("button", { name: "Compress", exact: true }).click();
    await waitForStatus(page, LANDSCAPE_NAME, "completed");
    await card(page, LANDSCAPE_NAME)
      .getByRole("button", { name: `Compare ${LANDSCAPE_NAME}` })
      .click();
    const viewer = page.locator('[data-testid="compare-viewer"]');
    await viewer.waitFor();
    await picturesLoaded(viewer);
    const fit = viewer.getByRole("button", { name: "Fit", exact: true });
    const actual = viewer.getByRole("button", { name: "1:1", exact: true });

    // Fitted, an 1800 px wide photo in a stage about 680 px wide is drawn at about 38%, not "100%".
    const fitted = await expectHonestReadout(viewer, LANDSCAPE_NAME);
    expect(fitted).toBeGreaterThan(25);
    expect(fitted).toBeLessThan(60);
    expect(await pressed(fit)).toBe("true");
    expect(await pressed(actual)).toBe("false");
    await screenshot(page, "compare-viewer-fit-light", { fullPage: false });

    // The 1 key: one image pixel per CSS pixel, centred in the stage.
    await fit.focus();
    await page.keyboard.press("1");
    expect(Math.abs((await shownScale(viewer, LANDSCAPE_NAME)) - 1)).toBeLessThan(0.005);
    expect(await readout(viewer)).toBe(100);
    expect(await pressed(actual)).toBe("true");
    expect(await pressed(fit)).toBe("false");
    const centres = await viewer.evaluate((element, name) => {
      const image = element.querySelector(`img[alt="Compressed: ${name}"]`)!.getBoundingClientRect();
      const stage = element.querySelector(`img[alt="Compressed: ${name}"]`)!.parentElement!.parentElement!;
      const view = stage.getBoundingClientRect();
      return [
        image.x + image.width / 2 - (view.x + view.width / 2),
        image.y + image.height / 2 - (view.y + view.height / 2),
      ];
    }, LANDSCAPE_NAME);
    for (const offset of centres) expect(Math.abs(offset)).toBeLessThan(1);
    await screenshot(page, "compare-viewer-actual-size-light", { fullPage: false });

    // + and - still step the zoom, and the readout follows what is drawn; neither choice is pressed.
    await page.keyboard.press("+");
    expect(await expectHonestReadout(viewer, LANDSCAPE_NAME)).toBeGreaterThan(100);
    expect(await pressed(actual)).toBe("false");
    await page.keyboard.press("-");
    await page.keyboard.press("-");
    expect(await expectHonestReadout(viewer, LANDSCAPE_NAME)).toBeLessThan(100);
    // A drag pans when zoomed in; Fit brings the whole picture back, centred.
    const stageBox = (await viewer.getByRole("img", { name: `Compressed: ${LANDSCAPE_NAME}` }).boundingBox())!;
    await page.mouse.move(stageBox.x + stageBox.width / 2, stageBox.y + stageBox.height / 2);
    await page.mouse.down();
    await page.mouse.move(stageBox.x + stageBox.width / 2 + 60, stageBox.y + stageBox.height / 2 + 40, { steps: 4 });
    await page.mouse.up();
    expect(await pressed(fit)).toBe("false");
    await page.keyboard.press("0");
    expect(Math.abs((await expectHonestReadout(viewer, LANDSCAPE_NAME)) - fitted)).toBeLessThan(0.1);
    expect(await pressed(fit)).toBe("true");

    // The buttons do the same from the keyboard (Enter) and the mouse.
    await actual.focus();
    await page.keyboard.press("Enter");
    expect(await readout(viewer)).toBe(100);
    await fit.click();
    expect(await pressed(fit)).toBe("true");
    expect(Math.abs((await expectHonestReadout(viewer, LANDSCAPE_NAME)) - fitted)).toBeLessThan(0.1);

    // A smaller window draws the fitted picture smaller, and the readout says so.
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => done(true))));
    expect(await expectHonestReadout(viewer, LANDSCAPE_NAME)).toBeLessThan(fitted);
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });

    // On a phone the stage is about 360 px wide: 1:1 would take more than the 400% zoom limit, so 1:1
    // goes as near as allowed, the readout tells the truth and 1:1 is not shown as reached.
    await page.setViewportSize({ width: 390, height: 844 });
    await card(page, LANDSCAPE_NAME)
      .getByRole("button", { name: `Compare ${LANDSCAPE_NAME}` })
      .click();
    await viewer.waitFor();
    await picturesLoaded(viewer);
    const phoneFitted = await expectHonestReadout(viewer, LANDSCAPE_NAME);
    await actual.click();
    const nearest = await expectHonestReadout(viewer, LANDSCAPE_NAME);
    expect(nearest).toBeLessThan(100);
    expect(Math.abs(nearest - phoneFitted * 4)).toBeLessThan(0.5);
    expect(await pressed(actual)).toBe("false");
    expect(await pressed(fit)).toBe("false");
    expect(await actual.getAttribute("title")).toMatch(/out of the zoom range/);
    // Buttons fade their colours (not motion, so reduced motion keeps it): let Fit finish letting go.
    await transitionsDone(page);
    await screenshot(page, "compare-viewer-phone-nearest-light", { fullPage: false });
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps the 'PNG Optimizer Preview' dialog and its Previous, Next and Close buttons inside the window at common sizes", async () => {
    const { page, errors, close } = await pages.open();
    await openTool(page, "png-optimizer");
    await addByPicker(page, pngs);
    await waitForCount(page, "pending", pngs.length);
    // The first file optimized, so its preview has the before/after slider (the tallest content).
    await card(page, "tall.png").getByRole("button", { name: "Optimize", exact: true }).click();
    await waitForStatus(page, "tall.png", "completed");

    const dialog = page.locator('[data-testid="png-preview"]');
    const checkFits = async (size: string) => {
      await picturesLoaded(dialog);
      for (const name of ["Previous", "Next", "Close"]) {
        expectInside(await dialog.getByRole("button", { name, exact: true }).boundingBox(), page, `${name} at ${size}`);
      }
      expectInside(await dialog.boundingBox(), page, `The dialog at ${size}`);
      // Nothing needs scrolling inside the dialog either: the picture gave way instead.
      const overflow = await dialog.evaluate((el) => el.scrollHeight - el.clientHeight);
      expect(overflow, `The dialog's content overflows by ${overflow} px at ${size}`).toBeLessThanOrEqual(1);
    };

    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 1280, height: 720 },
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const size = `${viewport.width} x ${viewport.height}`;
      await page.setViewportSize(viewport);
      await card(page, "tall.png").getByRole("button", { name: "Preview tall.png" }).click();
      await dialog.waitFor();
      expect(await dialog.getByText("tall.png (1 of 3)").count()).toBe(1);
      await dialog.locator('[data-testid="before-after-slider"]').waitFor();
      await checkFits(size);
      await screenshot(page, `png-preview-fits-${viewport.width}x${viewport.height}`, { fullPage: false });
      // The next file is not optimized yet: its plain picture fits too.
      await dialog.getByRole("button", { name: "Next", exact: true }).click();
      expect(await dialog.getByText("wide-1.png (2 of 3)").count()).toBe(1);
      await checkFits(size);
      await dialog.getByRole("button", { name: "Previous", exact: true }).click();
      expect(await dialog.getByText("tall.png (1 of 3)").count()).toBe(1);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("gives focus back to the card's Compare and Preview buttons after Escape, with a focus ring", async () => {
    const { page, errors, close } = await pages.open({ viewport: { width: 1366, height: 900 } });
    await openTool(page, "png-optimizer");
    await addByPicker(page, [pngs[1]!]);
    await card(page, "wide-1.png").getByRole("button", { name: "Optimize", exact: true }).click();
    await waitForStatus(page, "wide-1.png", "completed");

    const compare = card(page, "wide-1.png").getByRole("button", { name: "Compare wide-1.png" });
    await compare.focus();
    await page.keyboard.press("Enter");
    const viewer = page.locator('[data-testid="compare-viewer"]');
    await viewer.waitFor();
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });
    await expect.poll(() => focusedWithRing(compare)).toEqual({ focused: true, ring: true });

    const preview = card(page, "wide-1.png").getByRole("button", { name: "Preview wide-1.png" });
    await preview.focus();
    await page.keyboard.press("Enter");
    const dialog = page.locator('[data-testid="png-preview"]');
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => focusedWithRing(preview)).toEqual({ focused: true, ring: true });
    await screenshot(page, "preview-button-focus-returned", { fullPage: false });
    expect(errors).toEqual([]);
    await close();
  });
});

describe("viewer screenshots", () => {
  for (const theme of ["light", "dark"] as const) {
    it(`shows the compare viewer's zoom controls and the PNG preview at 1366 x 900, ${theme}`, async () => {
      const { page, errors, close } = await pages.open({
        viewport: { width: 1366, height: 900 },
        colorScheme: theme,
        reducedMotion: "reduce",
      });
      await openTool(page, "png-optimizer");
      await addByPicker(page, pngs);
      await waitForCount(page, "pending", pngs.length);
      await page.getByRole("button", { name: "Optimize All" }).click();
      await waitForCount(page, "completed", pngs.length, 60_000);
      await page.addStyleTag({ content: "[data-sonner-toaster] { display: none !important; }" });

      await card(page, "tall.png").getByRole("button", { name: "Compare tall.png" }).click();
      const viewer = page.locator('[data-testid="compare-viewer"]');
      await viewer.waitFor();
      await picturesLoaded(viewer);
      await screenshot(page, `compare-viewer-zoom-controls-${theme}`, { fullPage: false });
      await page.keyboard.press("Escape");
      await viewer.waitFor({ state: "detached" });

      await card(page, "tall.png").getByRole("button", { name: "Preview tall.png" }).click();
      const dialog = page.locator('[data-testid="png-preview"]');
      await dialog.waitFor();
      await picturesLoaded(dialog);
      await screenshot(page, `png-preview-1366x900-${theme}`, { fullPage: false });
      await page.keyboard.press("Escape");
      expect(errors).toEqual([]);
      await close();
    });
  }
});
