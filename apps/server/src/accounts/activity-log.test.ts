import type { Activity } from "@squish/shared/account/activity";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

type Page = { items: Activity[]; total: number };

describe.each(databaseKinds())("the activity log on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("asks for a session and refuses unknown filters with a sentence", async () => {
    expect((await t.client().get("/api/activity-log")).status).toBe(401);
    const user = await t.signedInUser(`log-bad-${kind}@example.com`);
    const bad = await user.get("/api/activity-log?type=teleport");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^type: /);
    expect((await user.get("/api/activity-log?userId=someone")).status).toBe(400);
  });

  it("pages newest first, filters by type and searches names case-insensitively, the user's own only", async () => {
    const user = await t.signedInUser(`log-${kind}@example.com`);
    const other = await t.signedInUser(`log-other-${kind}@example.com`);
    const names = ["Holiday_01.JPG", "holiday-02.jpg", "100%_done.png", "receipt.pdf", "plain.jpg"];
    for (const [i, fileName] of names.entries()) {
      const body =
        i === 2
          ? { id: `log-${i}-xxxxx`, activityType: "optimize", fileName, originalSize: 1, compressedSize: 0.5 }
          : i === 3
            ? { id: `log-${i}-xxxxx`, activityType: "download", fileName }
            : { id: `log-${i}-xxxxx`, activityType: "compress", fileName, originalSize: 2, compressedSize: 1 };
      expect((await user.post("/api/activities", body)).status).toBe(201);
    }
    await other.post("/api/activities", { id: "log-other-1", activityType: "download", fileName: "holiday-99.jpg" });

    const first = (await (await user.get("/api/activity-log?limit=2")).json()) as Page;
    expect(first.total).toBe(5);
    expect(first.items.map((a) => a.file_name)).toEqual(["plain.jpg", "receipt.pdf"]);
    const second = (await (await user.get("/api/activity-log?limit=2&offset=2")).json()) as Page;
    expect(second.items.map((a) => a.file_name)).toEqual(["100%_done.png", "holiday-02.jpg"]);

    const holidays = (await (await user.get("/api/activity-log?q=HOLIDAY")).json()) as Page;
    expect(holidays.items.map((a) => a.file_name).sort()).toEqual(["Holiday_01.JPG", "holiday-02.jpg"]);
    expect(holidays.total).toBe(2);
    // % and _ are letters here, not wildcards.
    const percent = (await (await user.get(`/api/activity-log?q=${encodeURIComponent("%_")}`)).json()) as Page;
    expect(percent.items.map((a) => a.file_name)).toEqual(["100%_done.png"]);
    const underscore = (await (await user.get("/api/activity-log?q=y_")).json()) as Page;
    expect(underscore.items.map((a) => a.file_name)).toEqual(["Holiday_01.JPG"]);

    const downloads = (await (await user.get("/api/activity-log?type=download")).json()) as Page;
    expect(downloads).toMatchObject({ total: 1, items: [{ file_name: "receipt.pdf" }] });
    const both = (await (await user.get("/api/activity-log?type=compress&q=holiday")).json()) as Page;
    expect(both.total).toBe(2);
  });
});
