// Finds a Chromium for the browser tests: CHROME_PATH first, then the usual install paths.
import { existsSync } from "node:fs";

export const CHROMIUM_CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
];

/** The path of a Chromium executable, or null. A CHROME_PATH that does not exist is an error. */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) {
    if (!existsSync(env.CHROME_PATH)) {
      throw new Error(`CHROME_PATH is set to ${env.CHROME_PATH}, but no file exists there.`);
    }
    return env.CHROME_PATH;
  }
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}
