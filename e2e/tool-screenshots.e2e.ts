/**
 * Screenshots of both tool pages with results, for people to look at: light and dark, desktop
 * (1400 x 1000) and phone (390 x 844) width, saved to test-output/screenshots. The theme follows the
 * system preference when nothing is stored (e2e/theme.e2e.ts), so it is emulated here.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, screenshot, waitForShell } from "./support/browser.ts";
import { addByPicker, fixture, waitForCount } from "./support/tool-page.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VIEWPORTS = {
  desktop: { width: 1400, height: 1000 },
  phone: { width: 390, height: 844 },
} as const;

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
  // Each tool's results made once, then photographed in both themes at both widths: the page
  // follows the system's theme live and lays itself out again on a resize.
  for (const tool of TOOLS) {
    it(`${tool.id}: light and dark, desktop and phone`, async () => {
      const { page, errors, close } = await openPage(browser, { viewport: VIEWPORTS.desktop, colorScheme: "light" });
      await withResults(page, tool);
      for (const theme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme: theme });
        for (const [device, viewport] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(viewport);
          await page.evaluate(() => window.scrollTo(0, 0));
          const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
          expect(dark).toBe(theme === "dark");
          await screenshot(page, `${tool.id}-results-${theme}-${device}`);
          // Nothing wider than the screen (a long download name once made the phone page scroll sideways).
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect
            .soft(width, `${tool.id} is ${width} px wide in a ${viewport.width} px window`)
            .toBeLessThanOrEqual(viewport.width);
        }
      }
      expect(errors).toEqual([]);
      await close();
    });
  }
});
