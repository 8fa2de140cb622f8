/**
 * The update flow with two builds (record 0023, issue 15), in Chromium against a server of this
 * file's own: a page runs build 1 under its service worker; build 2 is deployed (the server is
 * restarted on the same port, since a service worker belongs to its origin, with a web root that
 * holds the next build); the page is told a new version is ready; a batch that is running is never
 * cut short by it; after the batch the person accepts, and the page comes back as build 2, served
 * by build 2's worker. The prompt's rules one by one are in apps/web/src/offline/update-prompt.test.ts.
 */
import type { ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForShell, WITH_SERVICE_WORKER } from "./support/browser.ts";
import { freePort, startServer, waitForListening } from "./support/server-process.ts";
import { addByPicker, card, expectToast, fixture, toast, waitForStatus } from "./support/tool-page.ts";
import { controlled } from "./support/service-worker.ts";

const BUILT_WEB_APP = resolve(import.meta.dirname, "../apps/web/dist");
const NEW_VERSION = "A new version of Squish is ready";
const BUILD_MARKER = 'meta[name="squish-build"]';
/** An 1800 x 1200 camera photo: a couple of seconds of work, long enough to press Reload during it. */
const PHOTO = fixture("photo/recurser-Landscape_1.jpg");

let browser: Browser;
let workDir: string;
let dataDir: string;
let port: number;
let origin: string;
let server: ChildProcess | undefined;
const builds = { first: "", second: "" };
const revisions = { first: "", second: "" };

/**
 * Makes the next release out of a copy of the build without running Vite again (a second build
 * would cost a minute of the suite's budget): index.html gains a marker, and sw.js's injected
 * precache manifest gets that page's new revision. These are the two things a real rebuild changes
 * when the page changes (workbox-build's revision is the file's MD5), and the second one makes the
 * worker's bytes differ, which is how a browser knows there is a new version to install.
 */
function makeNextBuild(dir: string): { before: string; after: string } {
  const indexFile = join(dir, "index.html");
  const html = readFileSync(indexFile, "utf8").replace(
    "</head>",
    '  <meta name="squish-build" content="2" />\n  </head>',
  );
  writeFileSync(indexFile, html);
  const after = createHash("md5").update(html).digest("hex");

  const workerFile = join(dir, "sw.js");
  const worker = readFileSync(workerFile, "utf8");
  // The shell's page is listed as "/index.html" (apps/web/build/pwa/shell-entries.ts), as JSON.
  const entries = [...worker.matchAll(/\{[^{}]*"url":"\/index\.html"[^{}]*\}/g)];
  if (entries.length !== 1) throw new Error(`sw.js lists the page ${entries.length} times, expected once`);
  const entry = entries[0]![0];
  const { revision: before } = JSON.parse(entry) as { revision: string };
  writeFileSync(workerFile, worker.replace(entry, JSON.stringify({ ...JSON.parse(entry), revision: after })));
  // A real build writes each changed file's Brotli copy too (apps/web/build/compress), and the
  // server prefers that copy: a stale one would hand out the old worker.
  for (const file of [indexFile, workerFile]) {
    if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file)));
  }
  return { before, after };
}

async function serve(webRoot: string): Promise<void> {
  server = startServer(dataDir, port, { WEB_ROOT: webRoot });
  await waitForListening(server);
}

async function stop(): Promise<void> {
  const child = server;
  if (!child) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  await exited;
  server = undefined;
}

beforeAll(async () => {
  browser = await launchBrowser();
  workDir = mkdtempSync(join(tmpdir(), "squish-update-"));
  dataDir = join(workDir, "data");
  builds.first = join(workDir, "build-1");
  builds.second = join(workDir, "build-2");
  // A copy, so a rebuild of apps/web/dist by someone else meanwhile does not change build 1.
  cpSync(BUILT_WEB_APP, builds.first, { recursive: true });
  cpSync(builds.first, builds.second, { recursive: true });
  const { before, after } = makeNextBuild(builds.second);
  revisions.first = before;
  revisions.second = after;
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  await serve(builds.first);
});

afterAll(async () => {
  await browser?.close();
  await stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** The revisions of the page "/" in Workbox's precache (both while a new worker waits). */
const precachedPageRevisions = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = [];
    for (const name of (await caches.keys()).filter((key) => key.startsWith("workbox-precache"))) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.pathname === "/index.html") found.push(url.searchParams.get("__WB_REVISION__") ?? "");
      }
    }
    return found.sort();
  });

const workerWaiting = (page: Page) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

describe("the update flow across two builds", () => {
  it("announces the new version, never applies it mid-batch, and runs it after Reload", async () => {
    const { page, errors, close } = await openPage(browser, WITH_SERVICE_WORKER);
    await page.goto(origin + "/jpeg-compress");
    await waitForShell(page);
    await page.locator('[data-testid="drop-zone"]').waitFor();
    await controlled(page);
    expect(await precachedPageRevisions(page)).toEqual([revisions.first]);
    expect(await page.locator(BUILD_MARKER).count()).toBe(0);
    // Gone if the page reloads: proof that it did not.
    await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

    // Build 2 is deployed. Browsers look for a new worker on navigations and when asked; this
    // page stays open, so it asks, as the browser itself would on its next check.
    await stop();
    await serve(builds.second);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expectToast(page, NEW_VERSION);
    expect(await workerWaiting(page)).toBe(true);

    // A batch runs; pressing Reload now must not stop it.
    const name = basename(PHOTO);
    await addByPicker(page, [PHOTO]);
    await waitForStatus(page, name, "pending");
    await card(page, name).getByRole("button", { name: "Compress", exact: true }).click();
    await waitForStatus(page, name, "processing");
    await toast(page, NEW_VERSION).getByRole("button", { name: "Reload" }).click();
    await expectToast(page, "Reload after your files finish");
    await waitForStatus(page, name, "completed", 45_000);

    // After the batch the offer comes back; the result is still there and build 1 still runs.
    await toast(page, NEW_VERSION).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => "e2eSameDocument" in window)).toBe(true);
    expect(await workerWaiting(page)).toBe(true);
    await waitForStatus(page, name, "completed");

    await Promise.all([
      page.waitForEvent("load"),
      toast(page, NEW_VERSION).getByRole("button", { name: "Reload" }).click(),
    ]);
    await waitForShell(page);
    expect(await page.evaluate(() => "e2eSameDocument" in window)).toBe(false);
    expect(await page.locator(BUILD_MARKER).getAttribute("content")).toBe("2");
    expect(await workerWaiting(page)).toBe(false);
    // Build 2's worker took over: its precache holds the new page and has let the old one go.
    expect(await precachedPageRevisions(page)).toEqual([revisions.second]);

    // Offline, the worker answers the page with the shell from that precache: build 2's.
    await page.context().setOffline(true);
    await page.reload();
    await waitForShell(page);
    expect(await page.locator(BUILD_MARKER).getAttribute("content")).toBe("2");
    await page.context().setOffline(false);

    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error))).toEqual([]);
    await close();
  });
});
