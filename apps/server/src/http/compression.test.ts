/**
 * Which answers the running server gzips (compression.ts): the API's small answers go as they are
 * (compressing each through a stream cost a third of a tracking request's CPU), its lists and the
 * data export are compressed when the browser asks, and the live-update stream never is.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startListeningServer, type ListeningServer } from "../test-support/listening-server.ts";

const GZIP = { "accept-encoding": "gzip, deflate, br" };

describe("compression on the running server", () => {
  let s: ListeningServer;
  let user: Awaited<ReturnType<ListeningServer["signedInUser"]>>;
  beforeAll(async () => {
    s = await startListeningServer("sqlite");
    user = await s.signedInUser("compression@example.com");
    for (let i = 0; i < 30; i++) {
      const tracked = await user(
        "POST",
        "/api/activities",
        {
          id: `gzip-${String(i).padStart(4, "0")}`,
          activityType: "compress",
          fileName: `a-rather-long-file-name-to-make-the-list-large-${i}.jpg`,
          description: "Compressed",
          originalSize: 2,
          compressedSize: 1,
        },
        GZIP,
      );
      expect(tracked.status).toBe(201);
      expect(tracked.headers.get("content-encoding")).toBeNull();
    }
  });
  afterAll(() => s.close());

  it("sends the API's small answers as they are, with their length", async () => {
    for (const path of ["/api/stats", "/api/profile", "/api/auth/get-session", "/api/my-tools/pins"]) {
      const response = await user("GET", path, undefined, GZIP);
      expect([path, response.status, response.headers.get("content-encoding")]).toEqual([path, 200, null]);
      const text = await response.text();
      expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(text));
      expect(() => JSON.parse(text)).not.toThrow();
    }
  });

  it("compresses the lists and the data export when asked, and not when not", async () => {
    for (const path of ["/api/activities", "/api/activity-log", "/api/account/export"]) {
      const zipped = await user("GET", path, undefined, GZIP);
      expect([path, zipped.headers.get("content-encoding")]).toEqual([path, "gzip"]);
      const list = (await zipped.json()) as Record<string, unknown>;
      const plain = await user("GET", path, undefined, { "accept-encoding": "identity" });
      expect([path, plain.headers.get("content-encoding")]).toEqual([path, null]);
      // The same answer either way (the export's own time of writing aside).
      const omitTime = ({ exportedAt: _, ...rest }: Record<string, unknown>) => rest;
      expect(omitTime((await plain.json()) as Record<string, unknown>)).toEqual(omitTime(list));
    }
  });

  it("never compresses the live-update stream", async () => {
    const response = await user("GET", "/api/events", undefined, GZIP);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("content-encoding")).toBeNull();
    await response.body?.cancel();
  });
});
