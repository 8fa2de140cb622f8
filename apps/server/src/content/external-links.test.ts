/**
 * Links in admin posts that leave the site get rel="noopener noreferrer nofollow", the
 * protocol-relative `//host` ones included (issue 23, item 10), as the running server publishes
 * them; links within the site get none.
 */
import type { BlogPost } from "@squish/shared/blog/blog-posts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startListeningServer, type ListeningServer } from "../test-support/listening-server.ts";

const REL = 'rel="noopener noreferrer nofollow"';

const EXTERNAL = [
  ["[a](//evil.example/x)", "//evil.example/x"],
  ["[a](///evil.example/x)", "///evil.example/x"],
  ["[a](https://example.com/)", "https://example.com/"],
  ["[a](HTTP://example.com/)", "HTTP://example.com/"],
  ["[a](mailto:someone@example.com)", "mailto:someone@example.com"],
  ["plain text //evil.example/y here", "//evil.example/y"],
];
const INTERNAL = [
  ["[a](/tools)", "/tools"],
  ["[a](#section)", "#section"],
  ["[a](other-post)", "other-post"],
  ["[a](/\\evil.example)", "/%5Cevil.example"],
];

describe.each(databaseKinds())("links in published posts on %s", (kind) => {
  let s: ListeningServer;
  let html: string;
  beforeAll(async () => {
    s = await startListeningServer(kind);
    const admin = await s.signedInUser(`links-${kind}@example.com`);
    await s.server.database.db.updateTable("user").set({ role: "admin" }).where("id", "=", admin.userId).execute();
    const bodyMarkdown = [...EXTERNAL, ...INTERNAL].map(([source]) => source).join("\n\n");
    const created = await admin("POST", "/api/admin/blog-posts", {
      slug: "links-post",
      title: "Links",
      bodyMarkdown,
      published: true,
    });
    expect(created.status).toBe(201);
    html = ((await (await s.client()("GET", "/api/blog-posts/links-post")).json()) as BlogPost).html;
  });
  afterAll(() => s.close());

  it.each(EXTERNAL)("gives %j rel", (_, href) => {
    expect(html).toContain(`<a href="${href}" ${REL}>`);
  });

  it.each(INTERNAL)("leaves %j without rel", (_, href) => {
    expect(html).toContain(`<a href="${href}">`);
  });
});
