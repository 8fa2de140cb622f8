/**
 * Starts the real, built server once for the whole browser suite, on a free port with a fresh
 * SQLite database, and stops it with SIGTERM at the end (which also checks the graceful shutdown).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { build } from "vite";
import type { TestProject } from "vitest/node";
// @ts-expect-error: a plain .mjs helper shared with scripts/test.mjs
import { findChromium } from "../../scripts/find-chromium.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** A second server whose web root is the engine harness page (e2e/engine-harness). */
    harnessUrl: string;
    chromePath: string;
  }
}

const repoRoot = resolve(import.meta.dirname, "../..");
const serverEntry = join(repoRoot, "apps/server/dist/index.js");

function startServer(dataDir: string, extraEnv: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
}

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error("The server did not start within 20 s")), 20_000);
    const lines = createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === "Squish is listening" && entry.url) {
          clearTimeout(timer);
          resolvePromise(entry.url);
        }
      } catch {
        // Not a log line; ignore.
      }
    });
    child.once("exit", (code) => reject(new Error(`The server exited with code ${code} before listening`)));
  });
}

export default async function setup(project: TestProject) {
  const chromePath = findChromium() as string | null;
  if (!chromePath) {
    throw new Error(
      "No Chromium found for the browser tests: install it (apt-get install chromium) or set CHROME_PATH.",
    );
  }
  if (!existsSync(serverEntry)) {
    throw new Error("The app is not built: run `npm run build` (npm test does this for you).");
  }

  const harnessRoot = join(repoRoot, "test-output/engine-harness");
  await build({ configFile: join(repoRoot, "e2e/engine-harness/vite.config.ts") });

  // Each server gets its own SQLite database, as separate installations would.
  const dataDirs = [mkdtempSync(join(tmpdir(), "squish-e2e-")), mkdtempSync(join(tmpdir(), "squish-e2e-harness-"))];
  const servers = [startServer(dataDirs[0]!, {}), startServer(dataDirs[1]!, { WEB_ROOT: harnessRoot })];
  let baseUrl: string;
  let harnessUrl: string;
  try {
    [baseUrl, harnessUrl] = (await Promise.all(servers.map(waitForListening))) as [string, string];
  } catch (error) {
    for (const server of servers) server.kill("SIGKILL");
    throw error;
  }
  project.provide("baseUrl", baseUrl);
  project.provide("harnessUrl", harnessUrl);
  project.provide("chromePath", chromePath);

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
