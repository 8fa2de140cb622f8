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
    const token = "a-monitoring-token-of-some-length";
    const config = loadConfig(
      { PORT: "0", DATA_DIR: dataDir, HEALTH_TOKEN: token },
      { cwd: "/", webRoot: join(dataDir, "no-web") },
    );
    const server = await startServer(config, createLogger("silent"));
    try {
      const response = await fetch(`${server.url}/api/health`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ database: { dialect: "sqlite", status: "up" } });
      expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: "ok" });
      // Without a built web app, pages say how to build it instead of failing obscurely.
      const page = await fetch(`${server.url}/tools`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain("npm run build");
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it("takes a DELETE without a body or Content-Length, as browsers send it", async () => {
    const config = loadConfig({ PORT: "0", DATA_DIR: dataDir }, { cwd: "/", webRoot: join(dataDir, "no-web") });
    const server = await startServer(config, createLogger("silent"));
    try {
      const { request } = await import("node:http");
      for (const path of ["/api/watermark-templates/some-id", "/api/chain-presets/some-id"]) {
        // Written by hand: fetch would add Content-Length: 0, which browsers leave out.
        const status = await new Promise<number>((resolve, reject) => {
          const req = request(`${server.url}${path}`, { method: "DELETE", headers: { origin: config.publicUrl } });
          req.on("response", (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          });
          req.on("error", reject);
          req.end();
        });
        // Not signed in: the route itself answers, instead of a 415 for a body that is not there.
        expect([path, status]).toEqual([path, 401]);
      }
    } finally {
      await server.close();
    }
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
