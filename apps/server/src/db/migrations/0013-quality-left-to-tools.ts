import { sql, type Kysely, type Migration } from "kysely";

/**
 * Issue 28, item 6: a member's default quality is `null` until they choose one, and each tool then
 * starts at its own default (the JPEG compressor's 75, WebP's 80, AVIF's 55); a new account used to
 * start every tool at a stored 80 the member never chose. An existing 80 is read as that old
 * default rather than a choice (the two cannot be told apart, and most were never changed); any
 * other value was chosen and is kept.
 *
 * SQLite cannot drop NOT NULL from a column, so the value moves to a new nullable column that then
 * takes the old one's name; the same steps run on PostgreSQL.
 */
export const qualityLeftToTools: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("profiles").addColumn("chosen_quality", "integer").execute();
    await sql`update profiles set chosen_quality = default_quality where default_quality <> 80`.execute(db);
    await db.schema.alterTable("profiles").dropColumn("default_quality").execute();
    await db.schema.alterTable("profiles").renameColumn("chosen_quality", "default_quality").execute();
  },
};
