import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * What a signed-in user keeps: the profile and its settings (one row per user, same id), running
 * totals of savings, the activity log and the recent-files list. Every row belongs to a user and
 * goes with them when the account is deleted. Times are ISO text, which sorts the same on both
 * databases.
 */
export const accountData: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    const owner = "user.id";
    await db.schema
      .createTable("profiles")
      .addColumn("id", "text", (c) => c.primaryKey().references(owner).onDelete("cascade"))
      .addColumn("full_name", "text")
      .addColumn("username", "text")
      .addColumn("avatar_url", "text")
      .addColumn("email_notifications", t.boolean, (c) => c.notNull())
      .addColumn("compression_alerts", t.boolean, (c) => c.notNull())
      .addColumn("product_updates", t.boolean, (c) => c.notNull())
      .addColumn("marketing_communications", t.boolean, (c) => c.notNull())
      .addColumn("default_quality", "integer", (c) => c.notNull())
      .addColumn("auto_download", t.boolean, (c) => c.notNull())
      .addColumn("theme_preference", "text", (c) => c.notNull())
      .addColumn("default_format", "text", (c) => c.notNull())
      .addColumn("plan", "text", (c) => c.notNull().defaultTo("free"))
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(t.nowText))
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(t.nowText))
      .execute();
    await db.schema
      .createTable("user_stats")
      .addColumn("user_id", "text", (c) => c.primaryKey().references(owner).onDelete("cascade"))
      .addColumn("images_compressed", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("total_original_mb", "real", (c) => c.notNull().defaultTo(0))
      .addColumn("total_savings_mb", "real", (c) => c.notNull().defaultTo(0))
      .addColumn("avg_compression_percentage", "real", (c) => c.notNull().defaultTo(0))
      .addColumn("performance_gain", "real", (c) => c.notNull().defaultTo(1))
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(t.nowText))
      .execute();
    await db.schema
      .createTable("user_activities")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references(owner).onDelete("cascade"))
      // The client's id for this record, so a retried request is counted once (per user).
      .addColumn("client_id", "text", (c) => c.notNull())
      .addColumn("activity_type", "text", (c) => c.notNull())
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("original_size_mb", "real")
      .addColumn("compressed_size_mb", "real")
      .addColumn("compression_percentage", "real")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("user_activities_user_created")
      .on("user_activities")
      .columns(["user_id", "created_at"])
      .execute();
    await db.schema
      .createIndex("user_activities_user_client")
      .on("user_activities")
      .columns(["user_id", "client_id"])
      .unique()
      .execute();
    await db.schema
      .createTable("recent_files")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references(owner).onDelete("cascade"))
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("original_size_mb", "real", (c) => c.notNull())
      .addColumn("compressed_size_mb", "real", (c) => c.notNull())
      .addColumn("savings_percentage", "real", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("recent_files_user_created")
      .on("recent_files")
      .columns(["user_id", "created_at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ["recent_files", "user_activities", "user_stats", "profiles"]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
