/**
 * The crop box (apps/web/src/tools/steps/crop) in a real browser: mouse, touch and keyboard
 * change the crop in image pixels, zoom does not, and it fits phones and desktops in both themes.
 * The harness (e2e/crop-box-harness) runs on its own Vite dev server, started here.
 */
import { fileURLToPath } from "node:url";
import type { Browser, CDPSession, Page } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, type WatchedPage } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const IMAGE = { width: 1600, height: 1000 };

let server: ViteDevServer;
let harnessUrl: string;
let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
const opened: WatchedPage[] = [];

beforeAll(async () => {
  server = await createServer({
    configFile: fileURLToPath(new URL("./crop-box-harness/vite.config.ts", import.meta.url)),
  });
  await server.listen();
  harnessUrl = server.resolvedUrls!.local[0]!;
  browser = await launchBrowser();
  pages = warmPages(browser);
});
afterAll(async () => {
  for (const watched of opened) await watched.close();
  await browser?.close();
  await server?.close();
});

async function openHarness(
  width: number,
  { query = "", theme = "light", touch = false }: { query?: string; theme?: string; touch?: boolean } = {},
): Promise<Page> {
  const watched = await pages.open({
    viewport: { width, height: 844 },
    hasTouch: touch,
    isMobile: touch,
    colorScheme: theme === "dark" ? "dark" : "light",
  });
  opened.push(watched);
  const { page } = watched;
  await page.goto(`${harnessUrl}?theme=${theme}${query}`);
  await page.waitForFunction(() => (window as unknown as { cropHarness?: { ready: boolean } }).cropHarness?.ready);
  await page.locator("[data-crop-box]").waitFor();
  return page;
}

const readRect = async (page: Page): Promise<Rect> =>
  JSON.parse((await page.locator("[data-rect]").textContent()) ?? "null") as Rect;

const changeCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { cropHarness: { changes: unknown[] } }).cropHarness.changes.length);

async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Screen pixels per image pixel at the current zoom. */
async function scaleOf(page: Page): Promise<number> {
  const box = await page.locator("[data-crop-box]").evaluate((el) => el.parentElement!.getBoundingClientRect().width);
  return box / IMAGE.width;
}

async function mouseDrag(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 12 });
  await page.mouse.up();
}

/** Real touch input through the DevTools protocol: Chromium turns it into touch pointer events. */
async function touchDrag(cdp: CDPSession, paths: { x: number; y: number; dx: number; dy: number }[], steps = 10) {
  const at = (i: number) =>
    paths.map((p, id) => ({ x: p.x + (p.dx * i) / steps, y: p.y + (p.dy * i) / steps, id, radiusX: 4, radiusY: 4 }));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  for (let i = 1; i <= steps; i++)
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(i) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

const zoomText = (page: Page) => page.getByRole("group", { name: "Zoom" }).locator("output").textContent();

function expectRatio(rect: Rect, ratio: number) {
  expect(Math.abs(rect.width - rect.height * ratio)).toBeLessThan(1);
}

describe("the crop box in Chromium", () => {
  it("fits the picture to the page and starts on the whole image", async () => {
    for (const width of [390, 1280]) {
      const page = await openHarness(width);
      expect(await readRect(page)).toEqual({ x: 0, y: 0, ...IMAGE });
      expect(await page.locator("[data-crop-size]").textContent()).toBe("1600 × 1000 px");
      const label = await page.locator("[data-crop-box]").getAttribute("aria-label");
      expect(label).toBe("Crop area, 1600 by 1000 pixels at 0, 0");
      // Nothing wider than the phone, and the picture within 70% of the window's height.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const view = (await page.locator("[data-crop-view]").boundingBox())!;
      expect(view.height).toBeLessThanOrEqual(844 * 0.7 + 1);
      expect(await zoomText(page)).toBe("100%");
    }
  });

  it("resizes from a corner, an edge and moves the box with the mouse", async () => {
    const page = await openHarness(1280);
    const scale = await scaleOf(page);

    await mouseDrag(page, await centreOf(page, '[data-crop-handle="se"]'), -200, -100);
    const afterCorner = await readRect(page);
    expect(afterCorner.x).toBe(0);
    expect(afterCorner.y).toBe(0);
    expect(Math.abs(afterCorner.width - (1600 - 200 / scale))).toBeLessThanOrEqual(1);
    expect(Math.abs(afterCorner.height - (1000 - 100 / scale))).toBeLessThanOrEqual(1);

    await mouseDrag(page, await centreOf(page, '[data-crop-handle="w"]'), 50, 0);
    const afterEdge = await readRect(page);
    expect(Math.abs(afterEdge.x - 50 / scale)).toBeLessThanOrEqual(1);
    expect(afterEdge.x + afterEdge.width).toBe(afterCorner.x + afterCorner.width);
    expect(afterEdge.height).toBe(afterCorner.height);

    const before = await changeCount(page);
    await mouseDrag(page, await centreOf(page, "[data-crop-box]"), 60, 40);
    const moved = await readRect(page);
    expect(moved.width).toBe(afterEdge.width);
    expect(moved.height).toBe(afterEdge.height);
    expect(Math.abs(moved.x - (afterEdge.x + 60 / scale))).toBeLessThanOrEqual(1);
    expect(Math.abs(moved.y - (afterEdge.y + 40 / scale))).toBeLessThanOrEqual(1);
    // At most one change per pointer move, however many events the browser sends.
    expect((await changeCount(page)) - before).toBeLessThanOrEqual(13);

    // Dragged far past the edge, it stops there.
    await mouseDrag(page, await centreOf(page, "[data-crop-box]"), 2000, 2000);
    const pinned = await readRect(page);
    expect(pinned.x + pinned.width).toBe(1600);
    expect(pinned.y + pinned.height).toBe(1000);
    await screenshot(page, "crop-box-1280-light-dragged", { fullPage: false });
  });

  it("keeps a locked ratio while corners and edges are dragged", async () => {
    const ratio = 16 / 9;
    const page = await openHarness(1280, { query: `&ratio=${ratio}` });
    expect(await readRect(page)).toEqual({ x: 0, y: 50, width: 1600, height: 900 });
    await mouseDrag(page, await centreOf(page, '[data-crop-handle="nw"]'), 150, 20);
    const corner = await readRect(page);
    expectRatio(corner, ratio);
    expect(corner.width).toBeLessThan(1600);
    expect(corner.x + corner.width).toBe(1600);
    expect(corner.y + corner.height).toBe(950);

    await mouseDrag(page, await centreOf(page, '[data-crop-handle="e"]'), -120, 0);
    const edge = await readRect(page);
    expectRatio(edge, ratio);
    expect(edge.x).toBe(corner.x);
    // The other dimension shrinks around its centre.
    expect(Math.abs(edge.y + edge.height / 2 - (corner.y + corner.height / 2))).toBeLessThanOrEqual(1);
  });

  it("moves and resizes with touch, and two fingers zoom the view, not the crop", async () => {
    const page = await openHarness(390, { touch: true, theme: "dark" });
    const cdp = await page.context().newCDPSession(page);
    const scale = await scaleOf(page);

    const corner = await centreOf(page, '[data-crop-handle="ne"]');
    await touchDrag(cdp, [{ ...corner, dx: -60, dy: 40 }]);
    const resized = await readRect(page);
    expect(resized.x).toBe(0);
    expect(resized.y + resized.height).toBe(1000);
    expect(Math.abs(resized.width - (1600 - 60 / scale))).toBeLessThanOrEqual(1);
    expect(Math.abs(resized.height - (1000 - 40 / scale))).toBeLessThanOrEqual(1);

    const middle = await centreOf(page, "[data-crop-box]");
    await touchDrag(cdp, [{ ...middle, dx: 30, dy: -20 }]);
    const moved = await readRect(page);
    expect([moved.width, moved.height]).toEqual([resized.width, resized.height]);
    expect(Math.abs(moved.x - 30 / scale)).toBeLessThanOrEqual(1);
    expect(Math.abs(moved.y - (resized.y - 20 / scale))).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const view = await centreOf(page, "[data-crop-view]");
    await touchDrag(cdp, [
      { x: view.x - 20, y: view.y, dx: -60, dy: 0 },
      { x: view.x + 20, y: view.y, dx: 60, dy: 0 },
    ]);
    expect(await readRect(page)).toEqual(moved);
    expect(Number.parseInt((await zoomText(page)) ?? "", 10)).toBeGreaterThan(150);
    const scroll = await page.locator("[data-crop-view]").evaluate((el) => [el.scrollLeft, el.scrollTop]);
    expect(scroll[0]).toBeGreaterThan(0);
    await screenshot(page, "crop-box-390-dark-pinched", { fullPage: false });
  });

  it("moves and resizes with the arrow keys, Shift and Alt", async () => {
    const page = await openHarness(1280);
    await mouseDrag(page, await centreOf(page, '[data-crop-handle="se"]'), -300, -200);
    const start = await readRect(page);
    const box = page.locator("[data-crop-box]");
    // Tab in, as a keyboard user does: the box follows the zoom buttons.
    await page.getByRole("button", { name: "Zoom in" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowDown");
    expect(await readRect(page)).toEqual({ ...start, x: start.x + 1, y: start.y + 10 });
    await page.keyboard.press("Alt+ArrowLeft");
    await page.keyboard.press("Alt+Shift+ArrowDown");
    const resized = await readRect(page);
    expect(resized).toEqual({ x: start.x + 1, y: start.y + 10, width: start.width - 1, height: start.height + 10 });
    expect(await box.getAttribute("aria-label")).toBe(
      `Crop area, ${resized.width} by ${resized.height} pixels at ${resized.x}, ${resized.y}`,
    );
    expect(await page.locator("p[role=status]").textContent()).toBe(
      `${resized.width} by ${resized.height} pixels at ${resized.x}, ${resized.y}`,
    );
    // Keyboard focus shows a ring.
    const outline = await box.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
    await screenshot(page, "crop-box-1280-light-focused", { fullPage: false });
  });

  it("zooms with the buttons and Ctrl + wheel, pans around the crop, and drags still count in image pixels", async () => {
    const page = await openHarness(1280);
    const fitScale = await scaleOf(page);
    await mouseDrag(page, await centreOf(page, '[data-crop-handle="se"]'), -300, -200);
    const small = await readRect(page);

    const zoomIn = page.getByRole("button", { name: "Zoom in" });
    await zoomIn.click();
    await zoomIn.click();
    expect(await zoomText(page)).toBe("200%");
    const view = page.locator("[data-crop-view]");
    expect(await view.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await scaleOf(page)).toBeCloseTo(fitScale * 2, 5);
    expect(await readRect(page)).toEqual(small);

    // Dragging the picture outside the crop pans the view and leaves the crop alone.
    const viewBox = (await view.boundingBox())!;
    const scrollBefore = await view.evaluate((el) => el.scrollLeft);
    await mouseDrag(page, { x: viewBox.x + viewBox.width - 60, y: viewBox.y + viewBox.height - 60 }, 150, 0);
    expect(await view.evaluate((el) => el.scrollLeft)).toBeLessThan(scrollBefore);
    expect(await readRect(page)).toEqual(small);

    // The crop still follows the pointer one to one on screen, so half as far in image pixels.
    await view.evaluate((el) => el.scrollTo(0, 0));
    const scale = await scaleOf(page);
    await mouseDrag(page, await centreOf(page, '[data-crop-handle="nw"]'), 80, 40);
    const resized = await readRect(page);
    expect(Math.abs(resized.x - (small.x + 80 / scale))).toBeLessThanOrEqual(1);
    expect(Math.abs(resized.y - (small.y + 40 / scale))).toBeLessThanOrEqual(1);
    expect(resized.x + resized.width).toBe(small.x + small.width);

    await page.getByRole("button", { name: "Fit to view" }).click();
    expect(await zoomText(page)).toBe("100%");
    expect(await view.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    const centre = await centreOf(page, "[data-crop-view]");
    await page.mouse.move(centre.x, centre.y);
    await page.keyboard.down("Control");
    await page.mouse.wheel(0, -240);
    await page.keyboard.up("Control");
    await expect.poll(() => zoomText(page)).not.toBe("100%");
    expect(await readRect(page)).toEqual(resized);
  });

  it("looks right on a phone and a desktop, light and dark", async () => {
    for (const width of [390, 1280]) {
      for (const theme of ["light", "dark"]) {
        const page = await openHarness(width, { theme, query: "&ratio=1" });
        await screenshot(page, `crop-box-${width}-${theme}`);
      }
    }
  });

  it("logs no errors", () => {
    expect(opened.flatMap((watched) => watched.errors)).toEqual([]);
  });
});
