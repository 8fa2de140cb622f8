import type { MonthlyStats } from "@squish/shared/member-area";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";
import { monthlyStats } from "./monthly-stats.ts";

const compress = (id: string, originalSize: number, compressedSize: number, activityType = "compress") => ({
  id,
  activityType,
  fileName: `${id}.jpg`,
  originalSize,
  compressedSize,
});

describe.each(databaseKinds())("monthly figures on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("asks for a session", async () => {
    expect((await t.client().get("/api/stats/monthly")).status).toBe(401);
  });

  it("sums this month's and last month's saving activities, the user's own only", async () => {
    const user = await t.signedInUser(`monthly-${kind}@example.com`);
    const other = await t.signedInUser(`monthly-other-${kind}@example.com`);
    await user.post("/api/activities", compress("month-0001", 4, 1));
    await user.post("/api/activities", compress("month-0002", 2, 1, "optimize"));
    await user.post("/api/activities", { id: "month-0003", activityType: "download", fileName: "x.jpg" });
    await other.post("/api/activities", compress("month-0004", 100, 1));

    const response = await user.get("/api/stats/monthly");
    expect(response.status).toBe(200);
    const body = (await response.json()) as MonthlyStats;
    expect(body.current).toMatchObject({
      month: new Date().toISOString().slice(0, 7),
      images_compressed: 2,
      original_mb: 6,
      total_savings_mb: 4,
      avg_compression_percentage: 66.67,
      performance_gain: 3,
    });
    expect(body.previous).toMatchObject({ images_compressed: 0, total_savings_mb: 0, performance_gain: 1 });
  });

  it("puts an activity in the calendar month (UTC) it happened in", async () => {
    const user = await t.signedInUser(`monthly-dates-${kind}@example.com`);
    await user.post("/api/activities", compress("dates-0001", 10, 5));
    await user.post("/api/activities", compress("dates-0002", 10, 8));
    const { db } = t.services.database;
    await db
      .updateTable("user_activities")
      .set({ created_at: "2026-10-31T23:59:59.000Z" })
      .where("user_id", "=", user.userId)
      .where("client_id", "=", "dates-0002")
      .execute();
    const figures = await monthlyStats(db, user.userId, new Date("2026-11-23T17:00:00Z"));
    expect(figures.current).toMatchObject({ month: "2026-11", images_compressed: 1, total_savings_mb: 5 });
    expect(figures.previous).toMatchObject({ month: "2026-10", images_compressed: 1, total_savings_mb: 2 });
    // January looks back to December of the year before.
    const january = await monthlyStats(db, user.userId, new Date("2027-01-05T00:00:00Z"));
    expect([january.current.month, january.previous.month]).toEqual(["2027-01", "2026-12"]);
  });
});
