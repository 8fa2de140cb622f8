import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";
import { startServer } from "./server.ts";

const dataDir = mkdtempSync(join(tmpdir(), "squish-server-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("startServer", () => {
  it("creates the SQLite database under the data folder, serves, and shuts down cleanly", async () => {
    const config = loadConfig({ PORT: "0", DATA_DIR: dataDir }, { cwd: "/", webRoot: join(dataDir, "no-web") });
    const server = await startServer(config, createLogger("silent"));
    try {
      const response = await fetch(`${server.url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ database: { dialect: "sqlite", status: "up" } });
      // Without a built web app, pages say how to build it instead of failing obscurely.
      const page = await fetch(`${server.url}/tools`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain("npm run build");
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it("refuses to start on a port already taken, and says so", async () => {
    const config = loadConfig({ PORT: "0", DATA_DIR: dataDir }, { cwd: "/", webRoot: join(dataDir, "no-web") });
    const first = await startServer(config, createLogger("silent"));
    try {
      const port = new URL(first.url).port;
      const taken = loadConfig({ PORT: port, DATA_DIR: dataDir }, { cwd: "/", webRoot: join(dataDir, "no-web") });
      await expect(startServer(taken, createLogger("silent"))).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});
