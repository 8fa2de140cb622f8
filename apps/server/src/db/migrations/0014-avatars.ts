import { PostgresAdapter, type Kysely, type Migration } from "kysely";

/**
 * Issue 28, item 2: the one picture a member may keep with us, a small WebP made on their device
 * (@squish/shared/account/avatar), served from our origin. One row per member, gone with them.
 * The old `profiles.avatar_url` (an outside address the CSP rightly never loaded) is no longer read.
 */
export const avatars: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable("avatars")
      .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
      .addColumn("bytes", postgres ? "bytea" : "blob", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("avatars").execute();
  },
};
