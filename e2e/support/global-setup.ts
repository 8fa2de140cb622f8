/**
 * Starts the real, built server once for the whole browser suite, on a free port with a fresh
 * SQLite database, and stops it with SIGTERM at the end (which also checks the graceful shutdown).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import type { TestProject } from "vitest/node";
// @ts-expect-error: a plain .mjs helper shared with scripts/test.mjs
import { findChromium } from "../../scripts/find-chromium.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromePath: string;
  }
}

const repoRoot = resolve(import.meta.dirname, "../..");
const serverEntry = join(repoRoot, "apps/server/dist/index.js");

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

  const dataDir = mkdtempSync(join(tmpdir(), "squish-e2e-"));
  const server = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const baseUrl = await waitForListening(server);
  project.provide("baseUrl", baseUrl);
  project.provide("chromePath", chromePath);

  return async () => {
    const exited = new Promise<number | null>((done) => server.once("exit", (code) => done(code)));
    server.kill("SIGTERM");
    const code = await exited;
    rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`The server did not shut down cleanly on SIGTERM (exit code ${code})`);
  };
}
