import type { Kysely, Migration } from "kysely";

/**
 * The tools a person pins on /my-tools, in their order (docs/decisions/0018). One row per pinned
 * tool; `position` is the order, rewritten whole when the person reorders. The rows go with the
 * account when it is deleted.
 */
export const pinnedTools: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("pinned_tools")
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("tool_id", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("pinned_tools_pk", ["user_id", "tool_id"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("pinned_tools").execute();
  },
};
