/**
 * The admin inbox (issue 14): contact messages and tool requests are marked handled (and open
 * again) through PATCH, only by admins, each change in the audit log with the admin's email; and
 * admin posts keep their tags.
 */
import type { AdminAuditEntry } from "@squish/shared/admin";
import type { BlogPost } from "@squish/shared/blog/blog-posts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp, type TestClient } from "../test-support/test-app.ts";

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;

interface InboxRow {
  id: string;
  handled_at: string | null;
}

describe.each(databaseKinds())("the admin inbox on %s", (kind) => {
  let t: TestApp;
  let admin: TestClient & { userId: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInUser(`inbox-admin-${kind}@example.com`);
    await t.services.database.db.updateTable("user").set({ role: "admin" }).where("id", "=", admin.userId).execute();
  });
  afterAll(() => t.close());

  const cases = [
    {
      path: "contact-messages",
      send: "/api/contact",
      body: { name: "Visitor", email: "v@example.com", subject: "Hi", message: "A message long enough." },
      action: "contact_message.handle",
    },
    {
      path: "tool-requests",
      send: "/api/tool-requests",
      body: { toolName: "SVG optimiser", description: "Make my SVG files smaller please." },
      action: "tool_request.handle",
    },
  ] as const;

  it.each(cases)("marks $path handled and open again, audited", async ({ path, send, body, action }) => {
    expect((await t.client("192.0.2.90").post(send, body)).status).toBe(201);
    const [row] = await json<InboxRow[]>(admin.get(`/api/admin/${path}`));
    expect(row!.handled_at).toBeNull();

    const handled = await json<InboxRow>(admin.patch(`/api/admin/${path}/${row!.id}`, { handled: true }));
    expect(handled.handled_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await json<InboxRow[]>(admin.get(`/api/admin/${path}`)))[0]!.handled_at).toBe(handled.handled_at);
    expect(
      (await json<InboxRow>(admin.patch(`/api/admin/${path}/${row!.id}`, { handled: false }))).handled_at,
    ).toBeNull();

    expect((await admin.patch(`/api/admin/${path}/no-such-id`, { handled: true })).status).toBe(404);
    expect((await admin.patch(`/api/admin/${path}/${row!.id}`, { handled: "yes" })).status).toBe(400);
    expect((await admin.patch(`/api/admin/${path}/${row!.id}`, { handled: true, extra: 1 })).status).toBe(400);

    const plain = await t.signedInUser(`inbox-plain-${kind}-${path}@example.com`);
    expect((await plain.patch(`/api/admin/${path}/${row!.id}`, { handled: true })).status).toBe(403);
    expect((await t.client().patch(`/api/admin/${path}/${row!.id}`, { handled: true })).status).toBe(401);

    const log = await json<AdminAuditEntry[]>(admin.get("/api/admin/audit-log"));
    const mine = log.filter((e) => e.action === action && e.targetId === row!.id);
    expect(mine.map((e) => e.details)).toEqual([{ handled: false }, { handled: true }]);
    expect(mine[0]).toMatchObject({ actorId: admin.userId, actorEmail: `inbox-admin-${kind}@example.com` });
  });

  it("names the user an admin changed in the audit log", async () => {
    const user = await t.signedInUser(`inbox-target-${kind}@example.com`);
    expect((await admin.patch(`/api/admin/users/${user.userId}`, { plan: "pro" })).status).toBe(200);
    const [latest] = await json<AdminAuditEntry[]>(admin.get("/api/admin/audit-log?limit=1"));
    expect(latest).toMatchObject({ action: "user.plan", targetEmail: `inbox-target-${kind}@example.com` });
  });

  it("keeps a post's tags, lower-cased, and refuses malformed ones", async () => {
    const created = await admin.post("/api/admin/blog-posts", {
      slug: `tagged-${kind}`,
      title: "Tagged post",
      bodyMarkdown: "Body",
      tags: ["JPEG", "web performance"],
    });
    expect(created.status).toBe(201);
    const post = await json<BlogPost>(created);
    expect(post.tags).toEqual(["jpeg", "web performance"]);
    const changed = await json<BlogPost>(admin.patch(`/api/admin/blog-posts/${post.id}`, { tags: ["png"] }));
    expect(changed.tags).toEqual(["png"]);
    expect((await admin.patch(`/api/admin/blog-posts/${post.id}`, { tags: ["<b>"] })).status).toBe(400);
    expect((await admin.patch(`/api/admin/blog-posts/${post.id}`, { tags: Array(9).fill("tag") })).status).toBe(400);
  });

  it("shows a draft at its address to admins only, marked private and not for indexing", async () => {
    const created = await admin.post("/api/admin/blog-posts", {
      slug: `draft-${kind}`,
      title: "Draft post",
      bodyMarkdown: "Not yet",
      published: false,
    });
    expect(created.status).toBe(201);
    const asAdmin = await admin.get(`/api/blog-posts/draft-${kind}`);
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.json()).toMatchObject({ slug: `draft-${kind}`, published: false });
    expect(asAdmin.headers.get("cache-control")).toBe("private, no-store");
    expect(asAdmin.headers.get("x-robots-tag")).toBe("noindex");
    const member = await t.signedInUser(`draft-reader-${kind}@example.com`);
    expect((await member.get(`/api/blog-posts/draft-${kind}`)).status).toBe(404);
    expect((await t.client().get(`/api/blog-posts/draft-${kind}`)).status).toBe(404);
  });
});
