/**
 * The resizer, cropper, watermark tool and format converter as a person uses them: their own
 * settings, editors and previews, checked on the files they download.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { estimateJpegQuality } from "../packages/engine/src/metadata/jpeg-quality.ts";
import { createSignedInUser, waitForSignedInTool } from "./support/account.ts";
import { framesOf } from "./support/file-readers.ts";
import { baseUrl, launchBrowser, screenshot, waitForShell } from "./support/browser.ts";
import { warmPages, type WarmPages } from "./support/warm-pages.ts";
import {
  addByPicker,
  card,
  fixture,
  imageFacts,
  makePng,
  saveDownload,
  POLL_MS,
  scratchDir,
  waitForCount,
  waitForStatus,
} from "./support/tool-page.ts";

let browser: Browser;
/** Pages reused clean between tests (support/warm-pages.ts): a fresh context costs more than most checks. */
let pages: WarmPages;
const scratch = scratchDir("edit-tools");
const PHOTO = fixture("photo/recurser-Landscape_1.jpg"); // 1800 x 1200
const PHOTO_NAME = "recurser-Landscape_1.jpg";

beforeAll(async () => {
  browser = await launchBrowser();
  pages = warmPages(browser);
});
afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(baseUrl + path);
  await waitForShell(page);
  await page.locator('[data-testid="drop-zone"]').waitFor();
}

async function download(page: Page, name: string): Promise<{ name: string; bytes: Buffer }> {
  const saved = await saveDownload(page, scratch.dir, () =>
    card(page, name).getByRole("button", { name: "Download" }).click(),
  );
  return { name: saved.name, bytes: readFileSync(saved.path) };
}

describe("image resizer", () => {
  it("resizes by width with the aspect locked, and fills a preset around the centre", async () => {
    const { page, errors, close } = await pages.open();
    await open(page, "/image-resizer");
    await addByPicker(page, [PHOTO]);
    await waitForCount(page, "pending", 1);
    await page.getByLabel("Width", { exact: true }).fill("900");
    // The height follows the picture's shape while the lock is on.
    expect(await page.getByLabel("Height", { exact: true }).inputValue()).toBe("600");
    expect(await card(page, PHOTO_NAME).getByTestId("planned-size").innerText()).toBe("Will be 900 × 600");
    await card(page, PHOTO_NAME).getByRole("button", { name: "Resize", exact: true }).click();
    await waitForStatus(page, PHOTO_NAME, "completed");
    const fitted = await download(page, PHOTO_NAME);
    expect(fitted.name).toBe(`resized_${PHOTO_NAME}`);
    expect(await imageFacts(fitted.bytes)).toMatchObject({ format: "jpeg", width: 900, height: 600 });

    // A preset with Fill: cropped to the square, never enlarged past the picture.
    await page.getByRole("button", { name: "Preset" }).click();
    await page.getByLabel("Preset").selectOption("instagram-square");
    await page.getByRole("button", { name: "Fill", exact: true }).click();
    await page.getByTestId("outdated-banner").getByRole("button", { name: "Resize it again" }).click();
    await page.waitForFunction(
      (name) =>
        document
          .querySelector(`[data-testid="file-card"][data-name="${name}"] [data-testid="result-summary"]`)
          ?.textContent?.includes("1080 × 1080"),
      PHOTO_NAME,
      { polling: POLL_MS },
    );
    expect(await imageFacts((await download(page, PHOTO_NAME)).bytes)).toMatchObject({ width: 1080, height: 1080 });
    expect(errors).toEqual([]);
    await close();
  });
});

describe("image cropper", () => {
  it("crops the batch to 1:1 at the JPEG's own quality, then adjusts one file in the editor", async () => {
    const { page, errors, close } = await pages.open();
    await open(page, "/image-cropper");
    await addByPicker(page, [PHOTO]);
    await waitForCount(page, "pending", 1);
    await card(page, PHOTO_NAME).getByRole("button", { name: "Crop", exact: true }).click();
    await waitForStatus(page, PHOTO_NAME, "completed");
    const square = await download(page, PHOTO_NAME);
    expect(square.name).toBe(`cropped_${PHOTO_NAME}`);
    expect(await imageFacts(square.bytes)).toMatchObject({ format: "jpeg", width: 1200, height: 1200 });
    // Written again at the quality the photo was saved at, not a fixed one.
    const sourceQuality = estimateJpegQuality(new Uint8Array(readFileSync(PHOTO)))!;
    expect(Math.abs(estimateJpegQuality(new Uint8Array(square.bytes))! - sourceQuality)).toBeLessThanOrEqual(15);

    // Adjust: exact numbers, a quarter turn, saved; focus comes back to the Adjust button.
    const adjust = card(page, PHOTO_NAME).getByRole("button", { name: "Adjust" });
    await adjust.click();
    const editor = page.getByTestId("crop-editor");
    await editor.getByRole("group", { name: /^Crop area, 1200 by 1200 pixels/ }).waitFor();
    await editor.getByRole("button", { name: "16:9" }).click();
    await editor.getByLabel("Width", { exact: true }).fill("800");
    expect(await editor.getByLabel("Height", { exact: true }).inputValue()).toBe("450");
    // A position where the box does not fit: the box goes there and shrinks, keeping its ratio,
    // and says so (it once jumped back to 0 without a word).
    const field = (name: string) => editor.getByLabel(name, { exact: true }).inputValue();
    await editor.getByLabel("X", { exact: true }).fill("1500");
    expect([await field("X"), await field("Width"), await field("Height")]).toEqual(["1500", "300", "169"]);
    await editor
      .getByTestId("crop-fields-note")
      .filter({ hasText: "The box is now 300 × 169 px, keeping its ratio, so it fits from X 1500." })
      .waitFor();
    // A width that does not fit from there moves the box back instead.
    await editor.getByLabel("Width", { exact: true }).fill("800");
    expect([await field("X"), await field("Width"), await field("Height")]).toEqual(["1000", "800", "450"]);
    await editor
      .getByTestId("crop-fields-note")
      .filter({ hasText: /^The box moved to X 1000, Y \d+ so it fits\.$/ })
      .waitFor();
    await editor.getByRole("button", { name: "Rotate 90°" }).click();
    expect(await editor.getByTestId("crop-output-size").innerText()).toBe("Result: 450 × 800 px");
    await screenshot(page, "image-cropper-editor", { fullPage: false });
    await editor.getByRole("button", { name: "Save crop" }).click();
    await editor.waitFor({ state: "detached" });
    await expect.poll(() => adjust.evaluate((el) => el === document.activeElement)).toBe(true);

    await card(page, PHOTO_NAME).getByRole("button", { name: "Crop again" }).click();
    await page.waitForFunction(
      (name) =>
        document
          .querySelector(`[data-testid="file-card"][data-name="${name}"] [data-testid="result-summary"]`)
          ?.textContent?.includes("450 × 800"),
      PHOTO_NAME,
      { polling: POLL_MS },
    );
    expect(await imageFacts((await download(page, PHOTO_NAME)).bytes)).toMatchObject({ width: 450, height: 800 });
    expect(errors).toEqual([]);
    await close();
  });
});

/** Mean absolute difference per channel over a region of two same-sized RGB images. */
async function regionDifference(
  a: Buffer,
  b: Buffer,
  region: { left: number; top: number; width: number; height: number },
) {
  const [ra, rb] = await Promise.all(
    [a, b].map((bytes) => sharp(bytes).extract(region).removeAlpha().raw().toBuffer()),
  );
  let sum = 0;
  for (let i = 0; i < ra!.length; i++) sum += Math.abs(ra![i]! - rb![i]!);
  return sum / ra!.length;
}

describe("watermark tool", () => {
  it("previews the real result, places the mark where the picture is clicked, and marks only there", async () => {
    const { page, errors, close } = await pages.open();
    await open(page, "/watermark-tool");
    const photo = await makePng(scratch.dir, "plain.png", 800, 600, 11);
    await addByPicker(page, [photo]);
    await waitForCount(page, "pending", 1);
    await page.getByLabel("Text").fill("SQUISH");
    await page.getByLabel("Size").fill("12");
    await page.getByLabel("Opacity").fill("100");
    const preview = page.getByTestId("watermark-preview");
    await preview.getByRole("img", { name: "plain.png with the watermark" }).waitFor();
    // Click the top-left quarter: the mark is placed there.
    await preview.and(page.locator('[aria-busy="false"]')).waitFor();
    const picture = preview.getByRole("img");
    const before = await picture.getAttribute("src");
    const box = (await picture.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.25);
    await page.getByText("Placed where you dragged it.").waitFor();
    // The preview is drawn again with the mark where it was placed (the screenshot once showed the
    // old one): busy from the click until the new picture is in.
    await page.waitForFunction(
      ([section, src]) => section!.getAttribute("aria-busy") === "false" && section!.querySelector("img")?.src !== src,
      [await preview.elementHandle(), before] as const,
    );
    await screenshot(page, "watermark-tool-preview", { fullPage: false });
    await card(page, "plain.png").getByRole("button", { name: "Watermark", exact: true }).click();
    await waitForStatus(page, "plain.png", "completed");
    const result = await download(page, "plain.png");
    expect(result.name).toBe("watermarked_plain.png");
    const source = readFileSync(photo);
    const around = await regionDifference(source, result.bytes, { left: 120, top: 110, width: 160, height: 80 });
    const elsewhere = await regionDifference(source, result.bytes, { left: 500, top: 400, width: 250, height: 150 });
    expect(around).toBeGreaterThan(10);
    expect(elsewhere).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows each picture whole on its card, wide or tall, before and after the mark", async () => {
    const { page, errors, close } = await pages.open();
    await open(page, "/watermark-tool");
    const wide = await makePng(scratch.dir, "wide.png", 1200, 400, 5);
    const tall = await makePng(scratch.dir, "tall.png", 300, 900, 6);
    await addByPicker(page, [wide, tall]);
    await waitForCount(page, "pending", 2);
    // The picture's box keeps the picture's own shape inside the card's 4:3 frame and touches two
    // of its sides: nothing is cut off (a corner mark was hidden when it filled the frame).
    const fit = (name: string, ratio: number) =>
      card(page, name)
        .getByTestId("card-picture")
        .evaluate((img, ratio) => {
          const box = img.getBoundingClientRect();
          const frame = img.parentElement!.getBoundingClientRect();
          const within = (a: number, b: number) => a >= b - 0.5;
          return {
            // Within the rounding of a thumbnail's whole pixels.
            shape: Math.abs(box.width / box.height / ratio - 1) < 0.02,
            inside:
              within(box.left, frame.left) &&
              within(frame.right, box.right) &&
              within(box.top, frame.top) &&
              within(frame.bottom, box.bottom),
            fills: Math.max(box.width / frame.width, box.height / frame.height) > 0.99,
            shown: getComputedStyle(img).opacity === "1",
          };
        }, ratio);
    const whole = { shape: true, inside: true, fills: true, shown: true };
    await expect.poll(() => fit("wide.png", 3)).toEqual(whole);
    await expect.poll(() => fit("tall.png", 1 / 3)).toEqual(whole);
    await page.getByRole("button", { name: "Watermark All", exact: true }).click();
    await waitForCount(page, "completed", 2);
    await expect.poll(() => fit("wide.png", 3)).toEqual(whole);
    await expect.poll(() => fit("tall.png", 1 / 3)).toEqual(whole);
    await screenshot(page, "watermark-tool-whole-cards", { fullPage: false });
    expect(errors).toEqual([]);
    await close();
  });

  it("uses a logo that stays in the browser, and saves text templates for a signed-in person", async () => {
    const user = await createSignedInUser(browser, "10.40.1.1", "Mark Maker");
    const { page, errors, close } = await pages.open(user.contextOptions);
    await page.goto(baseUrl + "/watermark-tool");
    await waitForSignedInTool(page, errors);
    const logo = await makePng(scratch.dir, "logo.png", 120, 60, 5);
    await page.getByRole("button", { name: "Logo", exact: true }).click();
    await page.getByTestId("logo-input").setInputFiles(logo);
    await page.getByTestId("logo-name").getByText("logo.png").waitFor();
    await addByPicker(page, [PHOTO]);
    await card(page, PHOTO_NAME).getByRole("button", { name: "Watermark", exact: true }).click();
    await waitForStatus(page, PHOTO_NAME, "completed");
    expect(await imageFacts((await download(page, PHOTO_NAME)).bytes)).toMatchObject({ width: 1800, height: 1200 });
    // The activity history names the tool's own type (decision 12), with the file's name and sizes.
    const types = async () => {
      const response = await page.request.get(baseUrl + "/api/activities?limit=10", {
        headers: { "x-forwarded-for": "10.40.1.1" },
      });
      const { items } = (await response.json()) as { items: { activity_type: string; file_name: string }[] };
      return items.map((item) => `${item.activity_type} ${item.file_name}`);
    };
    await expect.poll(types).toContain(`watermark ${PHOTO_NAME}`);

    // Text templates: saved on the server, listed after a reload, applied with one press.
    await page.getByRole("button", { name: "Text", exact: true }).click();
    await page.getByLabel("Text").fill("© Mark Maker 2026");
    await page.getByLabel("Template name").fill("Signature");
    await page.getByTestId("watermark-templates").getByRole("button", { name: "Save" }).click();
    await page.getByTestId("watermark-templates").getByRole("button", { name: "Signature", exact: true }).waitFor();
    await page.reload();
    await waitForSignedInTool(page, errors);
    await page.getByRole("button", { name: "Text", exact: true }).click();
    await page.getByTestId("watermark-templates").getByRole("button", { name: "Signature", exact: true }).click();
    expect(await page.getByLabel("Text").inputValue()).toBe("© Mark Maker 2026");
    // The logo came back from this browser's storage after the reload.
    await page.getByRole("button", { name: "Logo", exact: true }).click();
    await page.getByTestId("logo-name").getByText("logo.png").waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});

describe("an animated GIF through the edit tools", () => {
  it("is resized to half, cropped to 1:1 and watermarked with every frame and delay kept", async () => {
    const gif = fixture("gif/linku-star-anim.gif"); // 159 x 159, 4 frames
    const name = "linku-star-anim.gif";
    const source = await framesOf(gif, new Uint8Array(readFileSync(gif)));
    expect(source?.count).toBe(4);
    const tools = [
      {
        path: "/image-resizer",
        verb: "Resize",
        size: [80, 80],
        set: (page: Page) => page.getByLabel("Width", { exact: true }).fill("80"),
      },
      { path: "/image-cropper", verb: "Crop", size: [159, 159], set: async () => {} },
      {
        path: "/watermark-tool",
        verb: "Watermark",
        size: [159, 159],
        set: (page: Page) => page.getByLabel("Text").fill("SQUISH"),
      },
    ];
    const { page, errors, close } = await pages.open();
    for (const { path, verb, size, set } of tools) {
      await open(page, path);
      await expect.poll(() => page.getByTestId("animation-note").innerText()).toMatch(/stays animated/);
      await addByPicker(page, [gif]);
      await waitForCount(page, "pending", 1);
      await set(page);
      await card(page, name).getByRole("button", { name: verb, exact: true }).click();
      await waitForStatus(page, name, "completed");
      // The card says what was kept of the animation.
      expect(await card(page, name).getByTestId("animation-facts").innerText()).toMatch(/^4 frames · /);
      const saved = await saveDownload(page, scratch.dir, () =>
        card(page, name).getByRole("button", { name: "Download" }).click(),
      );
      const bytes = new Uint8Array(readFileSync(saved.path));
      expect([path, await imageFacts(Buffer.from(bytes))]).toMatchObject([
        path,
        { format: "gif", width: size[0], height: size[1] },
      ]);
      expect([path, await framesOf(saved.path, bytes)]).toEqual([path, source]);
    }
    expect(errors).toEqual([]);
    await close();
  });
});

describe("format converter", () => {
  it("turns a HEIC into PNG and a transparent PNG into JPEG on a chosen colour, named {name}.{newext}", async () => {
    const { page, errors, close } = await pages.open();
    await open(page, "/format-converter");
    const heic = fixture("heic/libheif-colors-with-alpha.heic");
    const transparent = fixture("png/pngsuite/basn6a08.png");
    await addByPicker(page, [heic, transparent]);
    await waitForCount(page, "pending", 2);
    await card(page, "libheif-colors-with-alpha.heic").getByLabel("Convert to").selectOption("png");
    await page.getByLabel("Background for transparent areas").fill("#ff0000");
    await page.getByRole("button", { name: "Convert All" }).click();
    await waitForCount(page, "completed", 2, 60_000);
    const png = await download(page, "libheif-colors-with-alpha.heic");
    expect(png.name).toBe("libheif-colors-with-alpha.png");
    expect(await imageFacts(png.bytes)).toMatchObject({ format: "png", width: 64, height: 64, hasAlpha: true });
    const jpeg = await download(page, "basn6a08.png");
    expect(jpeg.name).toBe("basn6a08.jpg");
    expect(await imageFacts(jpeg.bytes)).toMatchObject({ format: "jpeg", width: 32, height: 32 });
    // The fully transparent corner of basn6a08 is now the chosen red.
    const { data } = await sharp(jpeg.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(60);
    expect(errors).toEqual([]);
    await close();
  });

  it("Auto: smallest tries the formats and says which it kept; a file it cannot read fails alone", async () => {
    const { page, errors, close } = await pages.open();
    await open(page, "/format-converter");
    const broken = fixture("malformed/libheif-github_47.heic");
    await addByPicker(page, [PHOTO, broken]);
    await waitForCount(page, "pending", 2);
    await page.getByLabel("Output format").selectOption("auto");
    await page.getByRole("button", { name: "Convert All" }).click();
    const done = await waitForStatus(page, PHOTO_NAME, "completed", 90_000);
    expect(await done.getByTestId("auto-candidates").innerText()).toMatch(/JPEG .*WebP .*AVIF/);
    const failed = await waitForStatus(page, "libheif-github_47.heic", "error");
    expect(await failed.getByRole("alert").innerText()).toMatch(/^This (HEIC )?file/);
    expect(errors).toEqual([]);
    await close();
  });
});
