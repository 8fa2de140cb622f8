import type { Kysely, Migration } from "kysely";

/**
 * Watermark templates a signed-in person saves: a name and the watermark tool's text settings as
 * JSON text (never a logo: pictures stay on the user's device). Each belongs to a user and goes
 * with them when the account is deleted. `name_key` is the name with case and Unicode spelling
 * folded by the app, so one person cannot keep "Logo" and "logo" side by side; the unique index
 * holds that on both databases without depending on either one's idea of lower case.
 */
export const watermarkTemplates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("watermark_templates")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("name_key", "text", (c) => c.notNull())
      .addColumn("settings", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("watermark_templates_user_created")
      .on("watermark_templates")
      .columns(["user_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("watermark_templates_user_name")
      .on("watermark_templates")
      .columns(["user_id", "name_key"])
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("watermark_templates").execute();
  },
};
