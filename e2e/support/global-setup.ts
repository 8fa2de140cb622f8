/**
 * Starts the real, built server once for the whole browser suite, on a free port with a fresh
 * SQLite database, and stops it with SIGTERM at the end (which also checks the graceful shutdown).
 * Finds the Chromium too; each test worker starts one and keeps it for every file it runs, and
 * each file works in contexts of its own (separate cookies, storage and service workers), so no
 * file pays for a browser start (support/browser.ts).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import { freePort, serverEntry, startServer, waitForListening } from "./server-process.ts";
import type { TestProject } from "vitest/node";
// @ts-expect-error: a plain .mjs helper shared with scripts/test.mjs
import { findTestChromium } from "../../scripts/find-chromium.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** A second server whose web root is the engine harness page (e2e/engine-harness). */
    harnessUrl: string;
    /** The Chromium each test worker starts for itself (support/browser.ts). */
    chromePath: string;
    /** Where the main server writes emails (no SMTP in tests): the confirmation and reset links. */
    outboxDir: string;
  }
}

const repoRoot = resolve(import.meta.dirname, "../..");

export default async function setup(project: TestProject) {
  const chromePath = findTestChromium() as string | null;
  if (!chromePath) {
    throw new Error(
      "No Chromium found for the browser tests: install it (apt-get install chromium-headless-shell) or set CHROME_PATH.",
    );
  }
  if (!existsSync(serverEntry)) {
    throw new Error("The app is not built: run `npm run build` (npm test does this for you).");
  }

  const harnessRoot = join(repoRoot, "test-output/engine-harness");
  await build({ configFile: join(repoRoot, "e2e/engine-harness/vite.config.ts") });

  // Each server gets its own SQLite database, as separate installations would.
  const dataDirs = [mkdtempSync(join(tmpdir(), "squish-e2e-")), mkdtempSync(join(tmpdir(), "squish-e2e-harness-"))];
  const ports = [await freePort()];
  while (ports.length < 2) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const servers = [
    // As behind a reverse proxy on this machine: a test can then act as another visitor (another
    // address, for the per-address sign-in limit) with an X-Forwarded-For header.
    startServer(dataDirs[0]!, ports[0]!, { TRUSTED_PROXIES: "127.0.0.1" }),
    startServer(dataDirs[1]!, ports[1]!, { WEB_ROOT: harnessRoot }),
  ];
  let baseUrl: string;
  let harnessUrl: string;
  try {
    [baseUrl, harnessUrl] = (await Promise.all(servers.map(waitForListening))) as [string, string];
  } catch (error) {
    for (const server of servers) server.kill("SIGKILL");
    throw error;
  }
  project.provide("chromePath", chromePath);
  project.provide("baseUrl", baseUrl);
  project.provide("harnessUrl", harnessUrl);
  project.provide("outboxDir", join(dataDirs[0]!, "outbox"));

  return async () => {
    const codes = await Promise.all(
      servers.map((server) => {
        const exited = new Promise<number | null>((done) => server.once("exit", (code) => done(code)));
        server.kill("SIGTERM");
        return exited;
      }),
    );
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    if (codes.some((code) => code !== 0)) {
      throw new Error(`A server did not shut down cleanly on SIGTERM (exit codes ${codes.join(", ")})`);
    }
  };
}
