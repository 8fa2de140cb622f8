import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * A short log of what changed for each user (stats changed, activity added), numbered in order.
 * Live updates carry only these numbers between server instances, and a client that reconnects
 * asks for everything after the last number it saw (Last-Event-ID).
 */
export const userEvents: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = columnTypes(db).bigint === "bigint";
    await db.schema
      .createTable("user_events")
      .addColumn("id", postgres ? "bigserial" : "integer", (c) =>
        postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("ref_id", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("user_events_user_id").on("user_events").columns(["user_id", "id"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("user_events").execute();
  },
};
