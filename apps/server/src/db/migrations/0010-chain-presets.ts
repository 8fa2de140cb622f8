import type { Kysely, Migration } from "kysely";

/**
 * Workspace chains a signed-in person saves as named presets: a name and the chain's steps as JSON
 * text (never a picture: a watermark step is text only). Each belongs to a user and goes with them
 * when the account is deleted. `name_key` is the name folded by the app, as for watermark
 * templates (0007), so the unique index keeps "Web" and "web" from sitting side by side on both
 * databases.
 */
export const chainPresets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("chain_presets")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("steps", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("chain_presets_user_created")
      .on("chain_presets")
      .columns(["user_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("chain_presets_user_name")
      .on("chain_presets")
      .columns(["user_id", "name_key"])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("chain_presets").execute();
  },
};
