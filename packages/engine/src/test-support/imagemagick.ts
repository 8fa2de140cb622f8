/**
 * The real ImageMagick, for tests that compare against it or make files with it. Only Debian's
 * `/usr/bin` copies count: `/usr/local/bin/convert` on some machines is an unrelated stand-in.
 * Tests that need it skip cleanly where it is not installed (`apt-get install imagemagick`).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

function real(path: string): string | null {
  if (!existsSync(path)) return null;
  try {
    return execFileSync(path, ["-version"], { encoding: "utf8" }).includes("ImageMagick") ? path : null;
  } catch {
    return null;
  }
}

export const IDENTIFY = real("/usr/bin/identify");
export const CONVERT = real("/usr/bin/convert");

/** Runs a real ImageMagick tool; its warnings about odd files are not the test's business. */
export function magick(tool: string, args: string[]): string {
  return execFileSync(tool, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
}
