/**
 * The dashboard's live stream survives a server restart (issue 10): a server of this file's own,
 * stopped and started again on the same port and data, while a dashboard stays open; the page
 * reconnects on its back-off schedule, resumes with Last-Event-ID and shows what happened.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { freePort, startServer, waitForListening } from "./support/server-process.ts";

let browser: Browser;
let dataDir: string;
let port: number;
let url: string;
let server: ChildProcess | undefined;

async function start() {
  server = startServer(dataDir, port, {});
  await waitForListening(server);
}

async function stop() {
  const child = server;
  if (!child) return;
  const exited = new Promise((done) => child.once("exit", done));
  child.kill("SIGTERM");
  await exited;
  server = undefined;
}

async function signUp(context: BrowserContext): Promise<void> {
  const headers = { origin: url };
  const email = `restart-${Date.now()}@example.com`;
  const password = "through the restart";
  const made = await context.request.post(url + "/api/auth/sign-up/email", {
    data: { email, password, name: "Rae Start" },
    headers,
  });
  expect(made.ok()).toBe(true);
  const outbox = join(dataDir, "outbox");
  const file = readdirSync(outbox).find((f) => f.includes(email) && f.endsWith(".html"));
  const link = readFileSync(join(outbox, file!), "utf8")
    .match(/<a href="([^"]+)"/)![1]!
    .replaceAll("&amp;", "&");
  expect((await context.request.get(link, { headers })).status()).toBeLessThan(400);
  expect(
    (await context.request.post(url + "/api/auth/sign-in/email", { data: { email, password }, headers })).ok(),
  ).toBe(true);
}

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = mkdtempSync(join(tmpdir(), "squish-restart-"));
  port = await freePort();
  url = `http://127.0.0.1:${port}`;
  await start();
});

afterAll(async () => {
  await browser?.close();
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the dashboard across a server restart", () => {
  it("reconnects by itself and shows the activity tracked after the restart", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signUp(context);
    const page = await context.newPage();
    await page.goto(url + "/dashboard");
    await page.locator("[data-live-status=live]").waitFor();

    // The server ends its streams as it begins to stop, so the page says so at once rather than
    // after the shutdown's grace period (10 s) for open requests.
    const stopping = Date.now();
    await stop();
    await page.locator("[data-live-status=waiting], [data-live-status=connecting]").first().waitFor();
    expect(Date.now() - stopping).toBeLessThan(5_000);
    await start();

    const tracked = await context.request.post(url + "/api/activities", {
      data: {
        id: "after-restart-1",
        activityType: "compress",
        fileName: "after-restart.jpg",
        originalSize: 3,
        compressedSize: 1,
      },
      headers: { origin: url },
    });
    expect(tracked.status()).toBe(201);
    // Back-off waits at most 10 s between tries; the page catches up without a reload.
    await page.getByTestId("recent-activity").getByText("after-restart.jpg").waitFor({ timeout: 20_000 });
    await page.locator("[data-live-status=live]").waitFor();
    await context.close();
  }, 60_000);
});
