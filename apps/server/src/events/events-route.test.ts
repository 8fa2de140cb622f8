import type { Activity, UserStats } from "@squish/shared/account/activity";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { sseReader } from "../test-support/sse-reader.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

const compress = (id: string) => ({
  id,
  activityType: "compress",
  fileName: `${id}.jpg`,
  description: "Compressed",
  originalSize: 2,
  compressedSize: 0.5,
});

describe.each(databaseKinds())("live updates on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("streams a new activity and the changed stats to the signed-in user", async () => {
    const user = await t.signedInUser(`live-${kind}@example.com`);
    const response = await user.get("/api/events");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const stream = sseReader(response);
    const ready = await stream.next();
    expect(ready?.event).toBe("ready");

    await user.post("/api/activities", compress("live-00001"));
    const activity = await stream.next();
    expect(activity?.event).toBe("activity");
    expect((JSON.parse(activity!.data) as Activity).file_name).toBe("live-00001.jpg");
    const stats = await stream.next();
    expect(stats?.event).toBe("stats");
    expect((JSON.parse(stats!.data) as UserStats).images_compressed).toBe(1);
    expect(Number(stats!.id)).toBeGreaterThan(Number(activity!.id));
    await stream.cancel();

    // Reconnecting with the last id it saw, a client gets what it missed, and only that.
    await user.post("/api/activities", { id: "live-00002", activityType: "download", fileName: "missed.jpg" });
    const resumed = sseReader(await user.get("/api/events", { headers: { "last-event-id": stats!.id! } }));
    expect((await resumed.next())?.event).toBe("ready");
    const missed = await resumed.next();
    expect(missed?.event).toBe("activity");
    expect((JSON.parse(missed!.data) as Activity).file_name).toBe("missed.jpg");
    expect(await resumed.next(300)).toBeNull();
    await resumed.cancel();
  });

  it("never streams one user's events to another", async () => {
    const alice = await t.signedInUser(`live-alice-${kind}@example.com`);
    const bob = await t.signedInUser(`live-bob-${kind}@example.com`);
    const bobs = sseReader(await bob.get("/api/events", { headers: { "last-event-id": "0" } }));
    expect((await bobs.next())?.event).toBe("ready");
    await alice.post("/api/activities", compress("alice-live-1"));
    expect(await bobs.next(500)).toBeNull();
    await bobs.cancel();
  });

  it("ends a stream whose session has ended (here: the password was changed elsewhere)", async () => {
    const email = `live-revoked-${kind}@example.com`;
    const owner = await t.signedInUser(email, "first secret");
    const thief = t.client();
    await thief.post("/api/auth/sign-in/email", { email, password: "first secret" });
    const stolen = sseReader(await thief.get("/api/events"));
    expect((await stolen.next())?.event).toBe("ready");
    await owner.post("/api/auth/change-password", { currentPassword: "first secret", newPassword: "second secret" });
    await owner.post("/api/activities", compress("after-revoke-1"));
    expect(await stolen.next(1500)).toBeNull();
    await stolen.cancel();
  });

  it("delivers every event when many are tracked at once", async () => {
    const user = await t.signedInUser(`live-burst-${kind}@example.com`);
    const stream = sseReader(await user.get("/api/events"));
    expect((await stream.next())?.event).toBe("ready");
    const count = 20;
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        user.post("/api/activities", compress(`burst-${String(i).padStart(4, "0")}`)),
      ),
    );
    const names = new Set<string>();
    for (let i = 0; i < count * 2; i++) {
      const event = await stream.next(3000);
      expect(event).not.toBeNull();
      if (event!.event === "activity") names.add((JSON.parse(event!.data) as Activity).file_name);
    }
    expect(names.size).toBe(count);
    await stream.cancel();
  });

  it("refuses a visitor who is not signed in", async () => {
    expect((await t.client().get("/api/events")).status).toBe(401);
  });
});
