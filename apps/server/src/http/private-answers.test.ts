/**
 * Personal answers say `Cache-Control: no-store` on the running server (issue 23, item 3): through
 * TCP, with gzip asked for so the compression middleware rebuilds the responses, signed in and
 * signed out. The in-process tests passed while the Node adapter dropped the header.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startListeningServer, type ListeningServer } from "../test-support/listening-server.ts";

const PERSONAL_ROUTES = [
  "/api/profile",
  "/api/settings",
  "/api/stats",
  "/api/activities",
  "/api/recent-files",
  "/api/account/export",
  "/api/activity-log",
  "/api/stats/monthly",
  "/api/watermark-templates",
  "/api/chain-presets",
  "/api/my-tools/pins",
  "/api/my-tools/usage",
  "/api/auth/get-session",
  "/api/no-such-route",
];

const GZIP = { "accept-encoding": "gzip" };

describe.each(databaseKinds())("personal answers of the running server on %s", (kind) => {
  let s: ListeningServer;
  beforeAll(async () => {
    s = await startListeningServer(kind);
  });
  afterAll(() => s.close());

  it("say no-store when signed out (401s and 404s included)", async () => {
    const anonymous = s.client();
    const seen: [string, number, string | null][] = [];
    for (const path of PERSONAL_ROUTES) {
      const response = await anonymous("GET", path, undefined, GZIP);
      await response.arrayBuffer();
      seen.push([path, response.status, response.headers.get("cache-control")]);
    }
    expect(seen.filter(([, , cache]) => cache !== "no-store")).toEqual([]);
    expect(seen.find(([path]) => path === "/api/profile")?.[1]).toBe(401);
    expect(seen.find(([path]) => path === "/api/no-such-route")?.[1]).toBe(404);
  });

  it("say no-store when signed in, also when the answer is compressed", async () => {
    const user = await s.signedInUser(`cache-${kind}@example.com`);
    // Enough history that the lists are well over the compression threshold.
    for (let i = 0; i < 30; i++) {
      const fileName = `a-rather-long-file-name-for-the-compression-threshold-${i}.jpg`;
      const tracked = await user("POST", "/api/activities", {
        id: `cache-${String(i).padStart(4, "0")}`,
        activityType: "compress",
        fileName,
        description: "Compressed",
        originalSize: 2,
        compressedSize: 1,
      });
      expect(tracked.status).toBe(201);
    }
    const seen: [string, number, string | null][] = [];
    const encodings = new Set<string | null>();
    for (const path of PERSONAL_ROUTES) {
      const response = await user("GET", path, undefined, GZIP);
      await response.arrayBuffer();
      encodings.add(response.headers.get("content-encoding"));
      seen.push([path, response.status, response.headers.get("cache-control")]);
    }
    expect(seen.filter(([, , cache]) => cache !== "no-store")).toEqual([]);
    expect(seen.find(([path]) => path === "/api/profile")?.[1]).toBe(200);
    // The test is only worth something if compression did apply.
    expect(encodings.has("gzip")).toBe(true);
  });
});
