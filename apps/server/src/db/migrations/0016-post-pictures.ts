import { PostgresAdapter, type Kysely, type Migration } from "kysely";

/** Issue 28, item 9: a link-preview picture an admin chose for a post, one per post, gone with it. */
export const postPictures: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable("blog_post_pictures")
      .addColumn("post_id", "text", (c) => c.primaryKey().references("blog_posts.id").onDelete("cascade"))
      .addColumn("bytes", postgres ? "bytea" : "blob", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("blog_post_pictures").execute();
  },
};
