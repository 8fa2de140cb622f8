/**
 * Files shared to the installed app wait on /share until the person acts on them (issue 23, item
 * 6), in Chromium against the built server with the service worker in control: a second share
 * adds to the first instead of replacing it, every set says it came from another app and when,
 * nothing is opened or chosen on the person's behalf, and a share posted by a foreign page (a
 * form on another origin, with its own Origin header) is held the same way.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, screenshot, waitForShell, WITH_SERVICE_WORKER } from "./support/browser.ts";
import { fixture, makeJpeg, scratchDir, waitForStatus } from "./support/tool-page.ts";

let browser: Browser;
let foreign: Server;
/** A page on another site (another host name than the app's) that posts a file to /share. */
let foreignUrl: string;
const scratch = scratchDir("share-inbox");
let photo: string;

/** What the foreign page posts: a file picked in its own form, sent straight to our share target. */
const foreignPage = (action: string) => `<!doctype html>
<title>Somebody else's page</title>
<form method="post" enctype="multipart/form-data" action="${action}">
  <input type="file" name="files" multiple>
  <button type="submit">Send</button>
</form>`;

beforeAll(async () => {
  browser = await launchBrowser();
  photo = await makeJpeg(scratch.dir, "holiday.jpg", 320, 240, 5);
  foreign = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(foreignPage(`${baseUrl}/share`));
  });
  await new Promise<void>((done) => foreign.listen(0, "127.0.0.1", done));
  // The app is served from 127.0.0.1; "localhost" is another site to the browser.
  foreignUrl = `http://localhost:${(foreign.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => foreign?.close(done));
  scratch.remove();
});

/** Waits until the service worker is active and controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done, { once: true }));
  });
}

/** Posts the files from the app's own page, as the OS share sheet's POST reaches the worker. */
async function share(page: Page, files: { name: string; type: string; base64: string }[]) {
  return page.evaluate(async (shared) => {
    const form = new FormData();
    for (const file of shared) {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      form.append("files", new File([bytes], file.name, { type: file.type }));
    }
    const response = await fetch("/share", { method: "POST", body: form });
    return { url: response.url, status: response.status };
  }, files);
}

/** How many shared files the service worker keeps in Cache Storage. */
const keptFileCount = (page: Page) =>
  page.evaluate(async () => (await (await caches.open("squish-shared-files")).keys()).length);

/** Every waiting set of shared files on the page, newest first. */
const sets = (page: Page) => page.getByRole("region", { name: /^Received from another app/ });
const setWith = (page: Page, name: string): Locator => sets(page).filter({ hasText: name });
const fileNames = (set: Locator) =>
  set.getByRole("list", { name: "Shared files" }).getByRole("listitem").allInnerTexts();

/** Opens /share and waits until it has read the waiting files and every tool's accepted types. */
async function openShare(page: Page) {
  await page.goto(baseUrl + "/share");
  await waitForShell(page);
  await page.locator("[data-share-loading]").waitFor({ state: "detached", timeout: 15_000 });
}

/** Nothing was picked for the person: still on /share, no tool pressed, focused or started. */
async function nothingChosen(page: Page) {
  await page.waitForTimeout(500); // long enough for any automatic redirect to have started
  expect(new URL(page.url()).pathname).toBe("/share");
  expect(await page.locator('[aria-pressed="true"], [aria-selected="true"], [aria-current="true"]').count()).toBe(0);
  const focusedTool = await page.evaluate(
    () => !!document.activeElement?.closest('[aria-label="Tools for these files"]'),
  );
  expect(focusedTool).toBe(false);
}

describe("shared files wait for the person", () => {
  it("keeps every share until acted on, labels each as from another app, and never picks a tool", async () => {
    const { page, errors, close } = await openPage(browser, { ...WITH_SERVICE_WORKER, colorScheme: "light" });
    await page.goto(baseUrl + "/");
    await waitForShell(page);
    await controlled(page);

    const jpeg = { name: "holiday.jpg", type: "image/jpeg", base64: readFileSync(photo).toString("base64") };
    const pdf = readFileSync(fixture("pdf/pikepdf-graph-encrypted.pdf")).toString("base64");
    expect((await share(page, [jpeg])).status).toBe(200);
    expect((await share(page, [{ name: "report.pdf", type: "application/pdf", base64: pdf }])).status).toBe(200);
    // Both shares are still in the browser's storage: the second did not wipe the first.
    expect(await keptFileCount(page)).toBe(2);

    await openShare(page);
    // The second share added a set; the first is still offered, each with its own tools.
    await expect.poll(() => sets(page).count(), { timeout: 15_000 }).toBe(2);
    expect(await fileNames(setWith(page, "holiday.jpg"))).toEqual([expect.stringContaining("holiday.jpg")]);
    expect(await fileNames(setWith(page, "report.pdf"))).toEqual([expect.stringContaining("report.pdf")]);
    const pdfTools = setWith(page, "report.pdf").getByRole("list", { name: "Tools for these files" });
    expect(await pdfTools.getByRole("button").allInnerTexts()).toEqual(["PDF Compressor", "Bulk Compressor"]);
    // Each set says when it arrived (a time of day), newest first.
    for (const set of await sets(page).all()) {
      expect(await set.getByRole("heading").first().innerText()).toMatch(/^Received from another app.*\d{1,2}:\d{2}/s);
    }
    expect(await sets(page).first().innerText()).toContain("report.pdf");
    await nothingChosen(page);

    // A foreign page posts a file with its own Origin: it joins the waiting sets, planted nowhere
    // else, replaces nothing, and is offered exactly like the others.
    await page.goto(foreignUrl);
    await page.locator('input[type="file"]').setInputFiles({
      name: "planted.jpg",
      mimeType: "image/jpeg",
      buffer: readFileSync(photo),
    });
    await Promise.all([page.waitForURL(`${baseUrl}/share**`), page.getByRole("button", { name: "Send" }).click()]);
    await waitForShell(page);
    await page.locator("[data-share-loading]").waitFor({ state: "detached", timeout: 15_000 });
    await expect.poll(() => sets(page).count(), { timeout: 15_000 }).toBe(3);
    expect(await fileNames(setWith(page, "planted.jpg"))).toEqual([expect.stringContaining("planted.jpg")]);
    expect(await sets(page).first().innerText()).toContain("planted.jpg");
    await nothingChosen(page);
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await screenshot(page, `share-sets-${width}-light`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Acting on one set takes only that set: the tool opens with its file, the others still wait.
    await setWith(page, "holiday.jpg").getByRole("button", { name: "JPEG Compressor" }).click();
    await page.waitForURL(baseUrl + "/jpeg-compress");
    await waitForStatus(page, "holiday.jpg", "pending");
    await openShare(page);
    await expect.poll(() => sets(page).count(), { timeout: 15_000 }).toBe(2);
    expect(await setWith(page, "holiday.jpg").count()).toBe(0);

    // Discarding is the other way to act on a set; once none is left the store is gone too.
    await setWith(page, "planted.jpg").getByRole("button", { name: "Discard" }).click();
    await expect.poll(() => sets(page).count(), { timeout: 15_000 }).toBe(1);
    await setWith(page, "report.pdf").getByRole("button", { name: "Discard" }).click();
    await page.getByText("There are no shared files waiting.").waitFor();
    expect(await page.evaluate(() => caches.has("squish-shared-files"))).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});
