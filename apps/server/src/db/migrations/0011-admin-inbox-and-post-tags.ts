import type { Kysely, Migration } from "kysely";

/**
 * The admin area's inbox and the blog editor (issue 14): contact messages and tool requests can be
 * marked handled (the time it was done, null while open), and admin posts carry tags like the
 * twelve articles (a JSON array of strings as text, the same on both databases).
 */
export const adminInboxAndPostTags: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("contact_messages").addColumn("handled_at", "text").execute();
    await db.schema.alterTable("tool_requests").addColumn("handled_at", "text").execute();
    await db.schema
      .alterTable("blog_posts")
      .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("blog_posts").dropColumn("tags").execute();
    await db.schema.alterTable("tool_requests").dropColumn("handled_at").execute();
    await db.schema.alterTable("contact_messages").dropColumn("handled_at").execute();
  },
};
