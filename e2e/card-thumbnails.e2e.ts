/**
 * The cards' previews of large photos (apps/web/src/tools/framework/thumbnail-worker.ts): a JPEG
 * big enough is read at an eighth of its size instead of decoded whole (issue 27), and its preview
 * must still stand the way the photo does. The eight EXIF orientations of one scene, enlarged to
 * 12 MP with their orientation tag kept, each get a landscape preview that matches the preview of
 * the upright scene at its own size (too small to be read at an eighth, so decoded whole: the other
 * way); a preview turned or mirrored the wrong way would not (checked against that reference turned,
 * so the comparison is known to tell them apart).
 */
import { join } from "node:path";
import sharp from "sharp";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import { addByPicker, card, fixture, scratchDir, waitForCount } from "./support/tool-page.ts";

let browser: Browser;
let pages: WarmPages;
const scratch = scratchDir("card-thumbnails");
const ORIENTATIONS = [1, 2, 3, 4, 5, 6, 7, 8];
const photos: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
  // 1800 x 1200 scenes stored in each orientation, enlarged 2.5 times to 4500 x 3000 as stored:
  // an eighth of that is 562 pixels on the long side, more than a preview needs.
  for (const n of ORIENTATIONS) {
    const path = join(scratch.dir, `landscape-${n}.jpg`);
    const source = sharp(fixture(`photo/recurser-Landscape_${n}.jpg`));
    const { width, height } = await source.metadata();
    await source
      .resize(Math.round(width * 2.5), Math.round(height * 2.5))
      .withMetadata()
      .jpeg({ quality: 85 })
      .toFile(path);
    photos.push(path);
  }
});
afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

describe("card previews of large photos", () => {
  it("stand upright in all eight EXIF orientations", async () => {
    const { page, errors, close } = await pages.open();
    await page.goto(`${baseUrl}/jpeg-compress`);
    await waitForShell(page);
    await addByPicker(page, [fixture("photo/recurser-Landscape_1.jpg"), ...photos]);
    await waitForCount(page, "pending", ORIENTATIONS.length + 1);
    const previews = ["recurser-Landscape_1.jpg", ...ORIENTATIONS.map((n) => `landscape-${n}.jpg`)].map((name) =>
      card(page, name).getByTestId("card-picture"),
    );
    for (const preview of previews) {
      await preview.evaluate((img: HTMLImageElement) => img.decode());
    }
    // Each preview as 24 x 16 grey levels, and also turned half a turn and mirrored.
    const facts = await Promise.all(
      previews.map((preview) =>
        preview.evaluate((img: HTMLImageElement) => {
          const shrink = (turn: "none" | "half" | "mirror") => {
            const context = Object.assign(document.createElement("canvas"), { width: 24, height: 16 }).getContext(
              "2d",
            )!;
            if (turn === "half") context.setTransform(-1, 0, 0, -1, 24, 16);
            if (turn === "mirror") context.setTransform(-1, 0, 0, 1, 24, 0);
            context.drawImage(img, 0, 0, 24, 16);
            const { data } = context.getImageData(0, 0, 24, 16);
            return Array.from({ length: 24 * 16 }, (_, i) => (data[i * 4]! + data[i * 4 + 1]! + data[i * 4 + 2]!) / 3);
          };
          return {
            width: img.naturalWidth,
            height: img.naturalHeight,
            grey: shrink("none"),
            half: shrink("half"),
            mirror: shrink("mirror"),
          };
        }),
      ),
    );
    const difference = (a: number[], b: number[]) =>
      a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;
    const [reference, ...enlarged] = facts;
    const wrongWays = [difference(reference!.grey, reference!.half), difference(reference!.grey, reference!.mirror)];
    for (const [i, fact] of enlarged.entries()) {
      const orientation = `orientation ${ORIENTATIONS[i]}`;
      // Landscape, 320 wide (its height rounded either way: 1200 x 320 / 1800 is 213.3).
      expect(fact.width, orientation).toBe(320);
      expect(Math.abs(fact.height - reference!.height), orientation).toBeLessThanOrEqual(1);
      // The same scene the same way up differs by scaling and JPEG noise only, far less than a wrong turn.
      expect(difference(fact.grey, reference!.grey), orientation).toBeLessThan(Math.min(...wrongWays) / 4);
    }
    expect(reference!.width).toBe(320);
    expect(errors).toEqual([]);
    await close();
  });
});
