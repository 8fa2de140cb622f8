/** Spent counter rows are pruned (decision 0016). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORGET_AFTER_MS, KNOWN_ADDRESS_MS } from "../auth/account-lockout.ts";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";
import { LONGEST_WINDOW_MS, pruneCounters } from "./prune-counters.ts";

describe.each(databaseKinds())("pruning counters on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("removes rows whose windows ended and keeps the ones still counting", async () => {
    const { db } = t.services.database;
    const now = Date.now();
    const user = await t.signedInUser(`pruning-${kind}@example.com`);
    await db
      .insertInto("request_counters")
      .values([
        { key: "old-window", count: 3, window_start: now - LONGEST_WINDOW_MS - 1 },
        { key: "live-window", count: 3, window_start: now - 1000 },
      ])
      .execute();
    await db
      .insertInto("sign_in_throttle")
      .values([
        { key: "forgotten", failures: 4, last_failure: now - FORGET_AFTER_MS - 1, blocked_until: 0 },
        { key: "recent", failures: 4, last_failure: now - 1000, blocked_until: 0 },
        { key: "still-blocked", failures: 40, last_failure: now - FORGET_AFTER_MS - 1, blocked_until: now + 60_000 },
      ])
      .execute();
    await db
      .insertInto("sign_in_addresses")
      .values([{ user_id: user.userId, address_key: "203.0.113.1", last_seen: now - KNOWN_ADDRESS_MS - 1 }])
      .execute();

    await pruneCounters(t.services.database, now);

    const counters = (await db.selectFrom("request_counters").select("key").execute()).map((r) => r.key);
    expect(counters).toContain("live-window");
    expect(counters).not.toContain("old-window");
    const throttles = (await db.selectFrom("sign_in_throttle").select("key").execute()).map((r) => r.key).sort();
    expect(throttles).toEqual(["recent", "still-blocked"]);
    const addresses = await db
      .selectFrom("sign_in_addresses")
      .select("address_key")
      .where("user_id", "=", user.userId)
      .execute();
    expect(addresses.map((a) => a.address_key)).not.toContain("203.0.113.1");
  });

  it.runIf(kind === "postgres")(
    "passes over a counter a tracking transaction holds, instead of waiting for it (or deadlocking)",
    async () => {
      const { db } = t.services.database;
      const now = Date.now();
      const stale = now - LONGEST_WINDOW_MS - 1;
      await db
        .insertInto("request_counters")
        .values([
          { key: "held", count: 1, window_start: stale },
          { key: "free", count: 1, window_start: stale },
        ])
        .execute();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = db.transaction().execute(async (trx) => {
        await trx.updateTable("request_counters").set({ count: 2 }).where("key", "=", "held").execute();
        locked();
        await released;
      });
      await isLocked;
      await pruneCounters(t.services.database, now);
      release();
      await holder;
      const left = (
        await db.selectFrom("request_counters").select("key").where("key", "in", ["held", "free"]).execute()
      ).map((r) => r.key);
      expect(left).toEqual(["held"]);
    },
  );
});
