/**
 * Offline use and the installed app (record 0023), in Chromium against the built server: the
 * service worker keeps the shell and a visited tool so it compresses with the network off (and the
 * page stays cross-origin isolated), files shared to the app are taken by the worker and offered to
 * the right tools, "Make available offline" fetches everything, and the manifest is complete.
 * The update prompt is tested in apps/web/src/offline/update-prompt.test.ts with a stand-in worker,
 * and across two real builds in e2e/offline-update.e2e.ts.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SCREENSHOT_DIR,
  baseUrl,
  launchBrowser,
  openPage,
  screenshot,
  waitForShell,
  WITH_SERVICE_WORKER,
  transitionsDone,
} from "./support/browser.ts";
import { allKept, controlled } from "./support/service-worker.ts";
import { createSignedInUser } from "./support/account.ts";
import { skippedFor } from "../apps/web/src/offline/keep-tool-offline.ts";
import { addByPicker, card, fixture, makeJpeg, scratchDir, waitForStatus } from "./support/tool-page.ts";

let browser: Browser;
const scratch = scratchDir("offline");
let photo: string;

beforeAll(async () => {
  browser = await launchBrowser();
  photo = await makeJpeg(scratch.dir, "holiday.jpg", 320, 240, 5);
});

afterAll(async () => {
  await browser?.close();
  scratch.remove();
});

/** The addresses in the service worker's cache of build files. */
const keptFiles = (page: Page) =>
  page.evaluate(async () => (await (await caches.open("squish-assets")).keys()).map((request) => request.url));

/** Errors a page logs only because the network is off (the session check, say), which are expected. */
const offlineNoise = (error: string) => /ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError/.test(error);

describe("offline", () => {
  it("compresses a JPEG with the network off after one visit, cross-origin isolated, and opens the home page", async () => {
    const { page, errors, close } = await openPage(browser, WITH_SERVICE_WORKER);
    await page.goto(baseUrl + "/");
    await waitForShell(page);
    await controlled(page);
    await page.goto(baseUrl + "/jpeg-compress");
    await waitForShell(page);
    await page.locator('[data-testid="drop-zone"]').waitFor();
    // Opening the tool online keeps its engine: the job worker and the MozJPEG codec.
    await expect
      .poll(
        async () => {
          const kept = await keptFiles(page);
          return ["browser-job-worker", "mozjpeg_enc", "mozjpeg_dec"].every((name) =>
            kept.some((url) => url.includes(name)),
          );
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(true);
    // ...and leaves the big codecs it does not need for later.
    expect((await keptFiles(page)).some((url) => url.includes("mupdf"))).toBe(false);
    // The rest of what the visit keeps (the chunks a file's card loads when one is added) may still
    // be on its way: on a busy machine the network went off before them, and the card never came.
    await allKept(page, skippedFor("jpeg-compress"));

    await page.context().setOffline(true);
    await page.reload();
    await waitForShell(page);
    expect(await page.evaluate(() => self.crossOriginIsolated)).toBe(true);
    await addByPicker(page, [photo]);
    await waitForStatus(page, "holiday.jpg", "pending");
    await card(page, "holiday.jpg").getByRole("button", { name: "Compress", exact: true }).click();
    await waitForStatus(page, "holiday.jpg", "completed");

    await page.goto(baseUrl + "/");
    await waitForShell(page);
    expect(await page.locator("h1").first().innerText()).not.toBe("");
    expect(await page.evaluate(() => self.crossOriginIsolated)).toBe(true);
    // An API call is never answered from a cache: offline, it fails.
    const api = await page.evaluate(() =>
      fetch("/api/health").then(
        (response) => response.status,
        () => "failed",
      ),
    );
    expect(api).toBe("failed");
    expect(errors.filter((error) => !offlineNoise(error))).toEqual([]);
    await close();
  });

  it("makes every tool available offline from the about page, with progress and a done state", async () => {
    const { page, errors, close } = await openPage(browser, {
      ...WITH_SERVICE_WORKER,
      viewport: { width: 1280, height: 900 },
    });
    await page.goto(baseUrl + "/about");
    await waitForShell(page);
    await controlled(page);
    const section = page.locator("#offline");
    await section.getByRole("button", { name: "Make available offline" }).click();
    await section.getByText("Every tool now works offline.").waitFor({ timeout: 60_000 });
    const kept = await keptFiles(page);
    expect(kept.some((url) => url.includes("mupdf-wasm"))).toBe(true);
    expect(kept.some((url) => url.includes("avif_enc"))).toBe(true);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      for (const scheme of ["light", "dark"] as const) {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: scheme });
        await transitionsDone(page);
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({
          path: join(SCREENSHOT_DIR, `offline-action-${width}-${scheme}.jpg`),
          quality: 90,
          clip: (await section.boundingBox())!,
        });
      }
    }
    expect(errors).toEqual([]);
    await close();
  });
});

describe("offline in the member area", () => {
  it("offers Make available offline in Settings, General", async () => {
    const owner = await createSignedInUser(browser, "10.60.23.1", "Off Line");
    const { page, errors, close } = await openPage(browser, {
      ...WITH_SERVICE_WORKER,
      ...owner.contextOptions,
      colorScheme: "light",
    });
    await page.goto(baseUrl + "/settings");
    await page.locator('[data-shell="dashboard"] main').waitFor();
    await page.locator("[data-page-loading]").waitFor({ state: "detached" });
    await controlled(page);
    const offline = page.getByRole("region", { name: "Offline use" });
    await offline.getByRole("button", { name: "Make available offline" }).click();
    await offline.getByText("Every tool now works offline.").waitFor({ timeout: 60_000 });
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      for (const scheme of ["light", "dark"] as const) {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: scheme });
        await transitionsDone(page);
        await offline.scrollIntoViewIfNeeded();
        await screenshot(page, `settings-offline-${width}-${scheme}`, { fullPage: false });
      }
    }
    expect(errors).toEqual([]);
    await close();
  });
});

describe("sharing to the app", () => {
  /** Posts the files as the share sheet would (multipart, field "files") and returns where it ended up. */
  async function share(page: Page, files: { name: string; type: string; base64: string }[]) {
    return page.evaluate(async (shared) => {
      const form = new FormData();
      for (const file of shared) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        form.append("files", new File([bytes], file.name, { type: file.type }));
      }
      const response = await fetch("/share", { method: "POST", body: form });
      return { url: response.url, redirected: response.redirected, status: response.status };
    }, files);
  }

  const toolButtons = (page: Page) =>
    page.getByRole("list", { name: "Tools for these files" }).getByRole("button").allInnerTexts();

  it("keeps shared files in the browser, offers the tools that take them, and opens one with them added", async () => {
    const { page, errors, close } = await openPage(browser, { ...WITH_SERVICE_WORKER, colorScheme: "light" });
    await page.goto(baseUrl + "/");
    await waitForShell(page);
    await controlled(page);

    const jpeg = { name: "holiday.jpg", type: "image/jpeg", base64: readFileSync(photo).toString("base64") };
    const result = await share(page, [jpeg]);
    // The service worker answered with a redirect to the chooser; the server answers a post with 400.
    expect(result).toMatchObject({ redirected: true, status: 200 });
    expect(new URL(result.url).pathname).toBe("/share");

    await page.goto(result.url);
    await waitForShell(page);
    await page.getByRole("list", { name: "Shared files" }).getByText("holiday.jpg").waitFor();
    const names = (await toolButtons(page)).map((text) => text.split("\n")[0]);
    expect(names[0]).toBe("JPEG Compressor");
    expect(names).toEqual(
      expect.arrayContaining(["WebP Compressor", "Image Resizer", "Image Cropper", "Format Converter"]),
    );
    for (const other of ["PNG Optimizer", "GIF Compressor", "PDF Compressor"]) expect(names).not.toContain(other);

    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      for (const scheme of ["light", "dark"] as const) {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: scheme });
        await transitionsDone(page);
        await screenshot(page, `share-chooser-${width}-${scheme}`, { fullPage: false });
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole("button", { name: "JPEG Compressor" }).click();
    await page.waitForURL(baseUrl + "/jpeg-compress");
    await waitForStatus(page, "holiday.jpg", "pending");
    // Taken once: the shared files are gone from the browser's storage.
    expect(await page.evaluate(() => caches.has("squish-shared-files"))).toBe(false);

    // A PDF goes to the PDF compressor first, and to the bulk compressor, which takes any mix.
    const pdf = readFileSync(fixture("pdf/pikepdf-graph-encrypted.pdf")).toString("base64");
    const second = await share(page, [{ name: "report.pdf", type: "application/pdf", base64: pdf }]);
    await page.goto(second.url);
    await waitForShell(page);
    await page.getByRole("list", { name: "Shared files" }).getByText("report.pdf").waitFor();
    expect(await toolButtons(page)).toEqual(["PDF Compressor", "Bulk Compressor"]);
    expect(errors).toEqual([]);
    await close();
  });

  it("answers a share posted without the service worker with a plain page, not a crash", async () => {
    const form = new FormData();
    form.append("files", new File([readFileSync(photo)], "holiday.jpg", { type: "image/jpeg" }));
    const response = await fetch(baseUrl + "/share", { method: "POST", body: form });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Sharing to Squish needs the installed app");
  });
});

describe("the installable app", () => {
  it("has a complete manifest whose icons and screenshots exist, and a revalidated service worker", async () => {
    const response = await fetch(baseUrl + "/manifest.webmanifest");
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
      screenshots: { src: string; form_factor: string }[];
      share_target: { action: string; method: string; enctype: string };
      file_handlers: { action: string; accept: Record<string, string[]> }[];
    };
    expect(manifest).toMatchObject({ name: "Squish", display: "standalone" });
    expect(manifest.share_target).toMatchObject({ action: "/share", method: "POST", enctype: "multipart/form-data" });
    expect(Object.keys(manifest.file_handlers[0]!.accept)).toEqual(
      expect.arrayContaining(["image/jpeg", "application/pdf"]),
    );
    const maskable = manifest.icons.filter((icon) => icon.purpose === "maskable").map((icon) => icon.sizes);
    expect(maskable).toEqual(["192x192", "512x512"]);
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(["narrow", "wide"]);
    for (const src of [...manifest.icons, ...manifest.screenshots].map((entry) => entry.src)) {
      expect((await fetch(baseUrl + src)).status, src).toBe(200);
    }
    expect((await fetch(baseUrl + "/icons/apple-touch-icon.png")).status).toBe(200);
    const worker = await fetch(baseUrl + "/sw.js");
    expect(worker.headers.get("cache-control")).toBe("no-cache");
  });

  it("says so quietly in the header, and on a form before anyone types that it needs the network", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(baseUrl + "/contact");
    await waitForShell(page);
    const form = page.getByRole("form", { name: /contact/i });
    const send = form.getByRole("button", { name: /Send/ });
    await send.waitFor();
    expect(await page.getByTestId("offline-indicator").count()).toBe(0);
    expect(await page.getByTestId("needs-network").count()).toBe(0);

    await page.context().setOffline(true);
    await page.getByRole("banner").getByTestId("offline-indicator").waitFor();
    expect(await form.getByTestId("needs-network").innerText()).toMatch(
      /You're offline\. Sending a message needs the network/,
    );
    expect(await send.isDisabled()).toBe(true);
    await screenshot(page, "contact-offline-desktop-light");

    await page.context().setOffline(false);
    await page.getByTestId("offline-indicator").waitFor({ state: "detached" });
    expect(await page.getByTestId("needs-network").count()).toBe(0);
    expect(await send.isDisabled()).toBe(false);
    expect(errors.filter((error) => !offlineNoise(error))).toEqual([]);
    await close();
  });
});
