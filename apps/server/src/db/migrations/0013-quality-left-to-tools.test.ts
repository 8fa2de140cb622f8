import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { databaseKinds, testDatabase } from "../../test-support/databases.ts";
import { openDatabase } from "../database.ts";
import { migrator } from "../migrate.ts";

describe.each(databaseKinds())("the default quality left to each tool, on %s", (kind) => {
  it("reads a stored 80 (the old preset) as not chosen, keeps any other value, and takes null from then on", async () => {
    const fresh = await testDatabase(kind);
    const database = openDatabase(fresh.target);
    const { db } = database;
    try {
      const migrations = await migrator(db);
      expect((await migrations.migrateTo("0012-mail-counters-and-search-names")).error).toBeUndefined();
      const now = new Date().toISOString();
      for (const [id, quality] of [
        ["old-default", 80],
        ["chose-70", 70],
        ["chose-90", 90],
      ] as const) {
        await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
          values (${id}, ${id}, ${`${id}@example.com`}, ${kind === "sqlite" ? 0 : false}, ${now}, ${now})`.execute(db);
        await sql`insert into profiles (id, email_notifications, compression_alerts, product_updates,
          marketing_communications, default_quality, auto_download, theme_preference, default_format)
          values (${id}, true, true, false, false, ${quality}, false, 'system', 'original')`.execute(db);
      }
      expect((await migrations.migrateTo("0013-quality-left-to-tools")).error).toBeUndefined();
      const rows = await db.selectFrom("profiles").select(["id", "default_quality"]).orderBy("id").execute();
      expect(rows.map((row) => [row.id, row.default_quality === null ? null : Number(row.default_quality)])).toEqual([
        ["chose-70", 70],
        ["chose-90", 90],
        ["old-default", null],
      ]);
      await db.updateTable("profiles").set({ default_quality: null }).where("id", "=", "chose-70").execute();
      const cleared = await db
        .selectFrom("profiles")
        .select("default_quality")
        .where("id", "=", "chose-70")
        .executeTakeFirst();
      expect(cleared?.default_quality).toBeNull();
    } finally {
      await database.close();
      await fresh.cleanup();
    }
  });
});
