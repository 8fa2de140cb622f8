import pg from "pg";
import { describe, expect, it } from "vitest";
import { postgresAvailable, postgresDatabase, postgresUrl } from "../test-support/databases.ts";
import { openDatabase } from "./database.ts";
import { MIGRATIONS, migrateToLatest } from "./migrate.ts";

describe.runIf(postgresAvailable)("migrations on PostgreSQL", () => {
  it("migrate a fresh schema even when another schema holds Kysely's bookkeeping tables", async () => {
    const other = `squish_other_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: postgresUrl() });
    await admin.connect();
    await admin.query(
      `create schema "${other}"; create table "${other}".kysely_migration_lock (id text primary key, is_locked integer)`,
    );
    const fresh = await postgresDatabase();
    const database = openDatabase(fresh.target);
    try {
      const result = await migrateToLatest(database.db);
      expect(result.results?.map((r) => r.status)).toEqual(Object.keys(MIGRATIONS).map(() => "Success"));
    } finally {
      await database.close();
      await fresh.cleanup();
      await admin.query(`drop schema "${other}" cascade`);
      await admin.end();
    }
  });

  it("migrates while other sessions create and drop schemas with serial columns", async () => {
    // Kysely's stock introspector read every schema and failed (3F000) when one was dropped
    // meanwhile; ours reads only the connection's schema (own-schema-introspector.ts).
    const admin = new pg.Client({ connectionString: postgresUrl() });
    await admin.connect();
    let churning = true;
    const churn = (async () => {
      for (let i = 0; churning; i++) {
        const name = `squish_churn_${process.pid}_${i}`;
        await admin.query(`create schema "${name}"; create table "${name}".t (id serial primary key)`);
        await admin.query(`drop schema "${name}" cascade`);
      }
    })();
    try {
      for (let round = 0; round < 6; round++) {
        const fresh = await postgresDatabase();
        const database = openDatabase(fresh.target);
        try {
          const result = await migrateToLatest(database.db);
          expect(result.error).toBeUndefined();
        } finally {
          await database.close();
          await fresh.cleanup();
        }
      }
    } finally {
      churning = false;
      await churn;
      await admin.end();
    }
  });
});
