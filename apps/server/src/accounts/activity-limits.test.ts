/**
 * Tracking cannot poison the stats (decision 0016): the server computes the percentage from the
 * sizes, sizes are bounded by what the tools can produce, and one user's tracking is rate-limited.
 */
import type { Activity, UserStats } from "@squish/shared/account/activity";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

const compress = (id: string, originalSize: number, compressedSize: number, extra: object = {}) => ({
  id,
  activityType: "compress",
  fileName: `${id}.jpg`,
  description: "Compressed",
  originalSize,
  compressedSize,
  ...extra,
});

describe.each(databaseKinds())("activity tracking limits on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("computes the percentage from the sizes, ignoring the client's, within real bounds", async () => {
    const user = await t.signedInUser(`percent-${kind}@example.com`);
    const lying = await user.post("/api/activities", compress("pct-00001", 2, 1.5, { compressionPercentage: 99 }));
    expect(lying.status).toBe(201);
    expect(((await lying.json()) as Activity).compression_percentage).toBe(25);

    const grown = await user.post("/api/activities", compress("pct-00002", 0.001, 100));
    expect(grown.status).toBe(201);
    expect(((await grown.json()) as Activity).compression_percentage).toBe(-1000);
    const stats = (await (await user.get("/api/stats")).json()) as UserStats;
    expect(stats.avg_compression_percentage).toBeGreaterThanOrEqual(0);
    expect(stats.avg_compression_percentage).toBeLessThanOrEqual(100);
  });

  it.each([
    ["an original over 100 MB", compress("big-00001", 101, 1)],
    ["a compressed file over 100 MB", compress("big-00002", 50, 150)],
    [
      "an output over 1000 MB",
      { id: "big-00003", activityType: "convert", fileName: "a.bmp", originalSize: 10, compressedSize: 1001 },
    ],
  ])("refuses %s", async (_, body) => {
    const user = await t.signedInUser(`bounds-${kind}-${String(_).replace(/\W+/g, "-")}@example.com`);
    expect((await user.post("/api/activities", body)).status).toBe(400);
  });

  it("still takes the percentage field the web app sends, whatever its value", async () => {
    const user = await t.signedInUser(`legacy-${kind}@example.com`);
    const body = {
      id: "legacy-0001",
      activityType: "convert",
      fileName: "a.png",
      originalSize: 1,
      compressedSize: 20,
      compressionPercentage: -1900,
    };
    const response = await user.post("/api/activities", body);
    expect(response.status).toBe(201);
    expect(((await response.json()) as Activity).compression_percentage).toBe(-1000);
  });

  it("limits how many records one user can track in a minute, not anyone else", async () => {
    const user = await t.signedInUser(`flood-${kind}@example.com`);
    const max = t.services.config.trackingLimits.perMinute;
    expect(max).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i++) {
      statuses.push(
        (
          await user.post("/api/activities", {
            id: `flood-${String(i).padStart(5, "0")}`,
            activityType: "download",
            fileName: "a.jpg",
          })
        ).status,
      );
    }
    expect(statuses.slice(0, max).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(max)).toEqual([429, 429]);
    // Counted and stored in one transaction: the refused records were not stored.
    const log = (await (await user.get("/api/activities?limit=1")).json()) as { total: number };
    expect(log.total).toBe(max);
    const other = await t.signedInUser(`not-flooding-${kind}@example.com`);
    expect(
      (await other.post("/api/activities", { id: "calm-00001", activityType: "download", fileName: "a.jpg" })).status,
    ).toBe(201);
  });
});
