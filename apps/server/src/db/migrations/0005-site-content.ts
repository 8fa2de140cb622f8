import type { Kysely, Migration } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * What visitors send us (contact messages, requests for new tools) and the blog posts admins
 * write. Post bodies are stored as Markdown and rendered with sanitising, never as raw HTML.
 */
export const siteContent: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable("contact_messages")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("message", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("tool_requests")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tool_name", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("email", "text")
      .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("blog_posts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("excerpt", "text", (c) => c.notNull())
      .addColumn("body_markdown", "text", (c) => c.notNull())
      .addColumn("published", t.boolean, (c) => c.notNull())
      .addColumn("author_id", "text", (c) => c.references("user.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ["blog_posts", "tool_requests", "contact_messages"]) await db.schema.dropTable(table).execute();
  },
};
