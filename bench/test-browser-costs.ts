/**
 * `npm run bench:test-costs`: what the browser suite's common moves cost on this machine, in
 * CPU-seconds of the whole machine (a closed context's renderer is gone before it could be counted
 * as ours, so run it on a quiet machine), so the suite spends its time on checks and not on set-up
 * (issue 27). Prints, each averaged over a few rounds:
 *
 * - a fresh browser context's first tool page (a renderer to start, every asset fetched and compiled
 *   with no cache), which `openPage` pays for every page it opens;
 * - the same tool page again in a page already used (HTTP and code cache warm), which is what
 *   `warmPages` hands out after wiping the visitor's data;
 * - handing a 350 KB file to the page as an array of numbers, as the engine suites once did, and as
 *   one base64 string;
 * - waiting 5 s on a condition polled on every animation frame (Playwright's default for
 *   `waitForFunction`, which keeps the page drawing frames), against polled every 100 ms
 *   (`POLL_MS`, which the suites' waits on running work use).
 */
import { CHROMIUM_ARGS } from "../e2e/support/chromium-args.ts";
import { readFileSync } from "node:fs";
import { chromium, type Page } from "playwright-core";
// @ts-expect-error: a plain .mjs helper shared with scripts/test.mjs
import { findTestChromium } from "../scripts/find-chromium.mjs";
import { startInstances, stopInstances } from "./api-session.ts";
import { cpuSnapshot } from "./page-memory.ts";
import { POLL_MS } from "../e2e/support/tool-page.ts";
import { axeSource } from "../e2e/support/axe.ts";

const ROUNDS = 5;
const WAIT_MS = 5_000;
const TOOL_PATH = "/jpeg-compress";
const PHOTO = new URL("../fixtures/corpus/photo/recurser-Landscape_1.jpg", import.meta.url);

async function cost(label: string, action: () => Promise<void>): Promise<void> {
  await action(); // a first round outside the figures: Chromium's own first-use work
  const before = cpuSnapshot();
  const started = Date.now();
  for (let i = 0; i < ROUNDS; i++) await action();
  const after = cpuSnapshot();
  const cpu = (after.machine - before.machine) / ROUNDS;
  const wall = (Date.now() - started) / ROUNDS / 1000;
  console.log(`| ${label} | ${cpu.toFixed(2)} | ${wall.toFixed(2)} |`);
}

async function shellReady(page: Page): Promise<void> {
  await page.locator("[data-shell] main").waitFor();
  await page.locator("[data-page-loading]").waitFor({ state: "detached" });
}

console.log(
  `Browser suite set-up costs, mean of ${ROUNDS} rounds (CPU-seconds of the whole machine: run it on a quiet one)\n`,
);
const [site] = await startInstances(1, {});
const browser = await chromium.launch({
  executablePath: findTestChromium() ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
try {
  const url = site!.url + TOOL_PATH;
  console.log("| move | CPU-s | wall s |\n| --- | --- | --- |");
  await cost("fresh context, first tool page", async () => {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(url);
    await shellReady(page);
    await context.close();
  });
  // bypassCSP, as the suites that run axe do: its script is added inline.
  const context = await browser.newContext({ serviceWorkers: "block", bypassCSP: true });
  const page = await context.newPage();
  await cost("used page, the tool page again", async () => {
    await page.goto(url);
    await shellReady(page);
  });
  const photo = readFileSync(PHOTO);
  const size = (bytes: number[] | string) => page.evaluate((input) => input.length, bytes);
  await cost(`${(photo.length / 1024).toFixed(0)} KB to the page as an array of numbers`, async () => {
    await size(Array.from(photo));
  });
  await cost(`${(photo.length / 1024).toFixed(0)} KB to the page as base64`, async () => {
    await size(photo.toString("base64"));
  });
  const waitNothing = (polling: "raf" | number) =>
    page
      .waitForFunction(() => false, null, { timeout: WAIT_MS, polling })
      .then(
        () => undefined,
        () => undefined, // it times out by design
      );
  await page.goto(site!.url + "/");
  await shellReady(page);
  await cost("used page, the home page again", async () => {
    await page.goto(site!.url + "/");
    await shellReady(page);
  });
  await cost("full-page screenshot of the home page (JPEG, quality 90)", async () => {
    await page.screenshot({ fullPage: true, type: "jpeg", quality: 90 });
  });
  await cost("window-sized screenshot of the home page", async () => {
    await page.screenshot({ type: "jpeg", quality: 90 });
  });
  await cost("axe over the home page (script added and run)", async () => {
    await page.addScriptTag({ content: axeSource });
    await page.evaluate(async () => {
      await (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run();
    });
  });
  await cost("the home page resized to a phone and back", async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.evaluate(() => document.documentElement.scrollWidth);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => document.documentElement.scrollWidth);
  });
  await cost(`${WAIT_MS / 1000} s waiting, polled on every frame`, () => waitNothing("raf"));
  await cost(`${WAIT_MS / 1000} s waiting, polled every ${POLL_MS} ms`, () => waitNothing(POLL_MS));
} finally {
  await browser.close();
  await stopInstances([site!]);
}
