// Finds a Chromium for the browser tests and benches: CHROME_PATH first, then the usual install paths.
import { existsSync } from "node:fs";

export const CHROMIUM_CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
];

/**
 * Chromium's headless shell (Debian's chromium-headless-shell package): the same engine, renderer
 * and codecs without the desktop browser's window layer. The browser suites run in it about 15%
 * faster, most of all the page walks (about 40%), measured in issue 27.
 */
export const HEADLESS_SHELL_CANDIDATES = ["/usr/bin/chromium-headless-shell", "/usr/bin/chrome-headless-shell"];

function fromEnv(env) {
  if (!env.CHROME_PATH) return null;
  if (!existsSync(env.CHROME_PATH)) {
    throw new Error(`CHROME_PATH is set to ${env.CHROME_PATH}, but no file exists there.`);
  }
  return env.CHROME_PATH;
}

/** The path of a full Chromium executable (what a person browses with: the benches), or null. */
export function findChromium(env = process.env) {
  return fromEnv(env) ?? CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** The browser for the test suites: CHROME_PATH, else the headless shell, else a full Chromium; or null. */
export function findTestChromium(env = process.env) {
  return fromEnv(env) ?? HEADLESS_SHELL_CANDIDATES.find((path) => existsSync(path)) ?? findChromium(env);
}
