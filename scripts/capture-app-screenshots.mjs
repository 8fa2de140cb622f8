/**
 * Captures the web app manifest's screenshots (record 0023) from a running, built Squish:
 * `node scripts/capture-app-screenshots.mjs http://127.0.0.1:3000`. Wide is the JPEG compressor at
 * 1280 x 720, narrow the home page at 390 x 844, both light; saved as small palette PNGs in
 * apps/web/public/screenshots, which are committed.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { findChromium } from "./find-chromium.mjs";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const outDir = join(import.meta.dirname, "../apps/web/public/screenshots");
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: findChromium() ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  for (const shot of [
    { name: "wide", path: "/jpeg-compress", width: 1280, height: 720 },
    { name: "narrow", path: "/", width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      colorScheme: "light",
    });
    const page = await context.newPage();
    await page.goto(base + shot.path);
    await page.locator("[data-shell] main").waitFor();
    await page.locator("[data-page-loading]").waitFor({ state: "detached" });
    await page.waitForTimeout(300);
    const png = await page.screenshot();
    await sharp(png)
      .png({ palette: true, quality: 80, compressionLevel: 9 })
      .toFile(join(outDir, `${shot.name}.png`));
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`Screenshots written to ${outDir}`);
