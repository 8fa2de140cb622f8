/** Queries compiled once and run with new values (prepared-query.ts), on both databases. */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds, migratedTestDatabase, type MigratedTestDatabase } from "../test-support/databases.ts";
import type { DatabaseHandle } from "./database.ts";
import { preparedQuery } from "./prepared-query.ts";

const counting = preparedQuery((db, v: { key: string; start: number }) =>
  db
    .insertInto("request_counters")
    .values({ key: v.key, count: 1, window_start: v.start })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({ count: sql`${sql.ref("request_counters.count")} + 1`, window_start: v.start }),
    )
    .returning(["key", "count", "window_start"]),
);

describe.each(databaseKinds())("prepared queries on %s", (kind) => {
  let migrated: MigratedTestDatabase;
  let database: DatabaseHandle;
  beforeAll(async () => {
    migrated = await migratedTestDatabase(kind);
    database = migrated.database;
  });
  afterAll(() => migrated?.close());

  it("runs with each call's values, a value used twice taking the same one, and constants kept", async () => {
    expect(await counting.first(database.db, { key: "a", start: 10 })).toEqual({
      key: "a",
      count: 1,
      window_start: 10,
    });
    expect(await counting.first(database.db, { key: "b", start: 20 })).toEqual({
      key: "b",
      count: 1,
      window_start: 20,
    });
    expect(await counting.first(database.db, { key: "a", start: 30 })).toEqual({
      key: "a",
      count: 2,
      window_start: 30,
    });
  });

  it("runs inside a transaction and goes with it when it rolls back", async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        expect((await counting.first(trx, { key: "c", start: 1 }))?.count).toBe(1);
        expect((await counting.first(trx, { key: "c", start: 2 }))?.count).toBe(2);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await counting.first(database.db, { key: "c", start: 3 }))?.count).toBe(1);
  });

  it("refuses to run without a value it needs", async () => {
    await expect(counting.run(database.db, { key: "d" } as never)).rejects.toThrow('needs a value for "start"');
  });

  it("gives the same rows as the query built afresh", async () => {
    const fresh = await database.db.selectFrom("request_counters").selectAll().orderBy("key").execute();
    const byKey = preparedQuery((db, v: { key: string }) =>
      db.selectFrom("request_counters").selectAll().where("key", "=", v.key),
    );
    for (const row of fresh) expect(await byKey.first(database.db, { key: row.key })).toEqual(row);
    expect(await byKey.first(database.db, { key: "none" })).toBeUndefined();
  });
});
