import type { Kysely, Migration } from "kysely";

/**
 * Facts about this installation, such as when its schema was first created. The health check
 * reads it to prove the migrated schema, not just the connection, is usable.
 */
export const appMeta: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("app_meta")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();
    await db
      .insertInto("app_meta" as never)
      .values({ key: "schema_created_at", value: new Date().toISOString() } as never)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("app_meta").execute();
  },
};
