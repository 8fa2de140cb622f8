/** A configuration for in-process tests: data under a temporary folder, quiet logs. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type Config } from "../config.ts";

export const TEST_ORIGIN = "http://localhost:3000";

export function testConfig(overrides: Record<string, string> = {}, webRoot = "/nonexistent"): Config {
  const dataDir = mkdtempSync(join(tmpdir(), "squish-data-"));
  return loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: "silent", PUBLIC_URL: TEST_ORIGIN, NODE_ENV: "test", ...overrides },
    { cwd: dataDir, webRoot },
  );
}
