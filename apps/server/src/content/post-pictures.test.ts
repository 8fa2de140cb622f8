/** A post's link-preview picture (issue 28, item 9): an admin's to set, everyone's to fetch, named in the post's head. */
import type { BlogPost } from "@squish/shared/blog/blog-posts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp, type TestClient } from "../test-support/test-app.ts";

/** A JPEG's start and frame header of the given size: all the server's check reads. */
const jpeg = (width: number, height: number) =>
  Buffer.from([
    0xff,
    0xd8,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
    0xff,
    0xd9,
  ]);

describe.each(databaseKinds())("a post's picture on %s", (kind) => {
  let t: TestApp;
  let admin: TestClient & { userId: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInUser(`picture-admin-${kind}@example.com`);
    await t.services.database.db.updateTable("user").set({ role: "admin" }).where("id", "=", admin.userId).execute();
  });
  afterAll(() => t.close());

  it("is set by an admin, served to anyone at a versioned address, named by the post, and removed", async () => {
    const created = await admin.post("/api/admin/blog-posts", {
      slug: `pictured-${kind}`,
      title: "A pictured post",
      bodyMarkdown: "Words.",
      published: true,
    });
    const post = (await created.json()) as BlogPost;
    expect(post.picture).toBeNull();
    const path = `/api/admin/blog-posts/${post.id}/picture`;

    expect((await admin.put(path, { jpeg: jpeg(1200, 600).toString("base64") })).status).toBe(400);
    const member = await t.signedInUser(`picture-member-${kind}@example.com`);
    expect((await member.put(path, { jpeg: jpeg(1200, 630).toString("base64") })).status).toBe(403);

    const saved = (await (await admin.put(path, { jpeg: jpeg(1200, 630).toString("base64") })).json()) as BlogPost;
    expect(saved.picture).toMatch(new RegExp(`^/og/posts/${post.id}\\.jpg\\?v=[0-9a-z]+$`));
    const served = await t.client().get(saved.picture!);
    expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg(1200, 630))).toBe(true);
    const read = (await (await t.client().get(`/api/blog-posts/pictured-${kind}`)).json()) as BlogPost;
    expect(read.picture).toBe(saved.picture);

    const removed = (await (await admin.delete(path)).json()) as BlogPost;
    expect(removed.picture).toBeNull();
    expect((await t.client().get(saved.picture!)).status).toBe(404);
  });

  it("takes a picture larger than the API's usual 64 KB body, and no larger than its own limit", async () => {
    const created = (await (
      await admin.post("/api/admin/blog-posts", {
        slug: `big-${kind}`,
        title: "Big",
        bodyMarkdown: "Words.",
        published: false,
      })
    ).json()) as BlogPost;
    const big = Buffer.concat([jpeg(1200, 630).subarray(0, 21), Buffer.alloc(120 * 1024), Buffer.from([0xff, 0xd9])]);
    expect(
      (await admin.put(`/api/admin/blog-posts/${created.id}/picture`, { jpeg: big.toString("base64") })).status,
    ).toBe(200);
    const huge = Buffer.alloc(260 * 1024);
    expect(
      (await admin.put(`/api/admin/blog-posts/${created.id}/picture`, { jpeg: huge.toString("base64") })).status,
    ).toBe(413);
  });
});
