/**
 * Editing one field of a blog post changes that field only (issue 23, item 9): `PATCH {title}`
 * used to unpublish the post and empty its excerpt and tags, because the update schema kept the
 * input schema's defaults. Through the running server, as the admin page sends it.
 */
import type { BlogPost } from "@squish/shared/blog/blog-posts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startListeningServer, type ListeningServer } from "../test-support/listening-server.ts";

describe.each(databaseKinds())("editing a blog post on %s", (kind) => {
  let s: ListeningServer;
  beforeAll(async () => {
    s = await startListeningServer(kind);
  });
  afterAll(() => s.close());

  it("changes only the fields the update names", async () => {
    const admin = await s.signedInUser(`editor-${kind}@example.com`);
    await s.server.database.db.updateTable("user").set({ role: "admin" }).where("id", "=", admin.userId).execute();
    const created = await admin("POST", "/api/admin/blog-posts", {
      slug: "kept-fields",
      title: "First title",
      excerpt: "An excerpt worth keeping",
      tags: ["images", "web"],
      bodyMarkdown: "Some *text*.",
      published: true,
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as BlogPost;

    const edits: Partial<BlogPost>[] = [
      { title: "Second title" },
      { excerpt: "A new excerpt" },
      { tags: ["avif"] },
      { published: false },
      { bodyMarkdown: "Other text." },
      { slug: "kept-fields-renamed" },
    ];
    let before = post;
    for (const edit of edits) {
      const response = await admin("PATCH", `/api/admin/blog-posts/${post.id}`, edit);
      expect(response.status).toBe(200);
      const after = (await response.json()) as BlogPost;
      const { html: _h, updatedAt: _u, ...kept } = { ...before, ...edit };
      expect(after).toMatchObject(kept);
      before = after;
    }
  });
});
