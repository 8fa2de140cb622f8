import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.ts";
import { databaseKinds, migratedTestDatabase, type MigratedTestDatabase } from "../test-support/databases.ts";
import { listAdminActions, recordAdminAction } from "./audit-log.ts";

describe.each(databaseKinds())("the admin audit log on %s", (kind) => {
  let migrated: MigratedTestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    migrated = await migratedTestDatabase(kind);
    handle = migrated.database;
  });
  afterAll(() => migrated?.close());

  it("lists actions made within one millisecond in the order they were made, newest first", async () => {
    // Forty inserts one after another: many share a millisecond, so created_at alone cannot
    // order them and the id has to.
    const targets = Array.from({ length: 40 }, (_, i) => `target-${i}`);
    for (const targetId of targets)
      await recordAdminAction(handle.db, { actorId: "admin", action: "user.enable", targetType: "user", targetId });
    const listed = await listAdminActions(handle.db, 100, 0);
    expect(listed.map((e) => e.targetId)).toEqual([...targets].reverse());
  });
});
