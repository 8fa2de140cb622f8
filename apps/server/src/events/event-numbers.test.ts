/** Live-update ids are numbered per user, so they say nothing about anyone else (decision 0016). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { sseReader } from "../test-support/sse-reader.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";
import { eventsAfter, pruneEvents } from "./user-events.ts";

const download = (id: string) => ({ id, activityType: "download", fileName: `${id}.jpg` });

describe.each(databaseKinds())("live-update numbers on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("count each user's own events, without gaps from other users' activity", async () => {
    const busy = await t.signedInUser(`busy-${kind}@example.com`);
    const quiet = await t.signedInUser(`quiet-${kind}@example.com`);
    await quiet.post("/api/activities", download("quiet-0001"));
    for (let i = 0; i < 5; i++) await busy.post("/api/activities", download(`busy-000${i}`));
    await quiet.post("/api/activities", download("quiet-0002"));

    const stream = sseReader(await quiet.get("/api/events", { headers: { "last-event-id": "0" } }));
    expect((await stream.next())?.event).toBe("ready");
    expect((await stream.next())?.id).toBe("1");
    expect((await stream.next())?.id).toBe("2");
    await stream.cancel();
  });

  it("keep going up after old events are pruned", async () => {
    const user = await t.signedInUser(`pruned-${kind}@example.com`);
    await user.post("/api/activities", download("pruned-001"));
    await user.post("/api/activities", download("pruned-002"));
    const { db } = t.services.database;
    await db
      .updateTable("user_events")
      .set({ created_at: "2000-01-01T00:00:00.000Z" })
      .where("user_id", "=", user.userId)
      .execute();
    await pruneEvents(db);
    expect((await eventsAfter(db, user.userId, 0)).map((e) => e.id)).toEqual([2]);
    await user.post("/api/activities", download("pruned-003"));
    expect((await eventsAfter(db, user.userId, 2)).map((e) => e.id)).toEqual([3]);
  });
});
