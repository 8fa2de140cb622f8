/**
 * Screenshots of both tool pages with results, for people to look at: light and dark, desktop
 * (1400 x 1000) and phone (390 x 844) width, saved to test-output/screenshots. The theme follows the
 * system preference when nothing is stored (e2e/theme.e2e.ts), so it is emulated here.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseUrl,
  launchBrowser,
  photographInEveryThemeAndWidth,
  SCREENSHOT_VIEWPORTS,
  waitForShell,
} from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import { addByPicker, fixture, waitForCount } from "./support/tool-page.ts";

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
});
afterAll(async () => {
  await browser?.close();
});

const TOOLS = [
  {
    id: "jpeg-compress",
    verbAll: "Compress All",
    files: ["photo/recurser-Landscape_1.jpg", "photo/ianare-Canon_40D-100x68.jpg", "photo/go-video-001.cmyk.jpeg"],
  },
  {
    id: "png-optimizer",
    verbAll: "Optimize All",
    files: [
      "png/debian-desktop-base-preview-600x338.png",
      "png/pillow-pil123rgba-interlaced.png",
      "png/pngsuite/basi3p08.png",
    ],
  },
] as const;

async function withResults(page: Page, tool: (typeof TOOLS)[number]): Promise<void> {
  await page.goto(`${baseUrl}/${tool.id}`);
  await waitForShell(page);
  await addByPicker(
    page,
    tool.files.map((f) => fixture(f)),
  );
  await waitForCount(page, "pending", tool.files.length);
  await page.getByRole("button", { name: tool.verbAll }).click();
  await waitForCount(page, "completed", tool.files.length, 60_000);
  // Pictures decoded and no toasts over the page, so the picture shows the page at rest.
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await page.addStyleTag({ content: "[data-sonner-toaster] { display: none !important; }" });
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe("tool pages with results", () => {
  // Each tool's results made once, then photographed in both themes at both widths.
  for (const tool of TOOLS) {
    it(`${tool.id}: light and dark, desktop and phone`, async () => {
      const { page, errors, close } = await pages.open({
        viewport: SCREENSHOT_VIEWPORTS.desktop,
        colorScheme: "light",
      });
      await withResults(page, tool);
      await photographInEveryThemeAndWidth(page, `${tool.id}-results`);
      expect(errors).toEqual([]);
      await close();
    });
  }
});
