#!/usr/bin/env node
// `npm test`: every suite (unit, server, browser end-to-end). It makes sure a Chromium exists
// (installing Debian's when run as root), builds the app so the browser tests drive the real
// built server, runs Vitest, and ends with one plain "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { findTestChromium } from "./find-chromium.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const extraArgs = process.argv.slice(2);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  return result.status ?? 1;
}

function ensureChromium() {
  let chrome;
  try {
    chrome = findTestChromium();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  if (chrome) return chrome;
  if (process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0) {
    console.log("No Chromium found for the browser tests; installing Debian's chromium-headless-shell package...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if (run("apt-get", ["update", "-qq"], { env }) === 0)
      run("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], { env });
    chrome = findTestChromium();
    if (chrome) return chrome;
  }
  console.error(
    "The browser tests need Chromium: install it (on Debian: sudo apt-get install chromium-headless-shell, or chromium) or set CHROME_PATH to a Chrome or Chromium executable.",
  );
  process.exit(1);
}

const chromePath = ensureChromium();

if (!process.env.SQUISH_SKIP_BUILD && run("npm", ["run", "build"]) !== 0) {
  console.error("The build failed, so the tests were not run.");
  process.exit(1);
}

const reportDir = join(root, "test-output");
mkdirSync(reportDir, { recursive: true });
const reportFile = join(reportDir, "vitest-report.json");
const status = run(
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`, ...extraArgs],
  { env: { ...process.env, CHROME_PATH: chromePath } },
);

try {
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(
    `\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ""}`,
  );
} catch {
  console.log("\nThe test run ended before writing its report.");
}
process.exit(status);
