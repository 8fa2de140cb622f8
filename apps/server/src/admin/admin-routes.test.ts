import { DISABLED_ACCOUNT_MESSAGE } from "@squish/shared/account/messages";
import { dirname } from "node:path";
import type { Profile } from "@squish/shared/account/profile";
import type { AdminUser } from "@squish/shared/admin";
import type { BlogPost } from "@squish/shared/blog/blog-posts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAdmin } from "../cli/create-admin.ts";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp, type TestClient } from "../test-support/test-app.ts";

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;

/** The environment `npm run admin:create` would run with for this test database. */
function cliEnv(t: TestApp): Record<string, string> {
  const target = t.services.database.target!;
  if (target.kind === "sqlite") return { DATA_DIR: dirname(target.file), LOG_LEVEL: "silent" };
  const separator = target.url.includes("?") ? "&" : "?";
  return {
    DATABASE_URL: `${target.url}${separator}options=${encodeURIComponent(`-c search_path=${target.searchPath}`)}`,
  };
}

const ADMIN_ROUTES: [string, string, unknown?][] = [
  ["GET", "/api/admin/users"],
  ["PATCH", "/api/admin/users/x", { plan: "pro" }],
  ["POST", "/api/admin/users/x/disable", {}],
  ["POST", "/api/admin/users/x/enable"],
  ["GET", "/api/admin/contact-messages"],
  ["GET", "/api/admin/tool-requests"],
  ["GET", "/api/admin/blog-posts"],
  ["POST", "/api/admin/blog-posts", { slug: "a-post", title: "A post", bodyMarkdown: "x" }],
  ["PATCH", "/api/admin/blog-posts/x", { title: "New" }],
  ["DELETE", "/api/admin/blog-posts/x"],
];

describe.each(databaseKinds())("the admin area on %s", (kind) => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signedInUser(`boss-${kind}@example.com`, "admin password", "The Boss");
    const made = await makeAdmin(cliEnv(t), process.cwd(), `BOSS-${kind}@example.com`);
    expect(made).toEqual({
      ok: true,
      message: `boss-${kind}@example.com is now an admin. They can sign in at /admin/login.`,
    });
  });
  afterAll(() => t.close());

  it("admin:create says clearly when the user does not exist", async () => {
    const result = await makeAdmin(cliEnv(t), process.cwd(), "nobody@example.com");
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/No user has the email nobody@example.com/);
  });

  it.each(ADMIN_ROUTES)(
    "refuses %s %s to a signed-in non-admin (403) and to a guest (401)",
    async (method, path, body) => {
      const user = await t.signedInUser(`plain-${kind}-${method}-${path.replaceAll("/", "_")}@example.com`);
      expect((await user.request(method, path, { body })).status).toBe(403);
      expect((await t.client().request(method, path, { body })).status).toBe(401);
    },
  );

  it("lists and searches users, sets plan and role", async () => {
    const user = await t.signedInUser(`searchable-${kind}@example.com`, "some password", "Findable Person");
    const found = await json<{ users: AdminUser[]; total: number }>(admin.get("/api/admin/users?q=findable"));
    expect(found.total).toBe(1);
    expect(found.users[0]).toMatchObject({
      email: `searchable-${kind}@example.com`,
      plan: "free",
      role: "user",
      disabled: false,
    });

    expect((await admin.patch(`/api/admin/users/${user.userId}`, { plan: "pro" })).status).toBe(200);
    expect((await json<Profile>(user.get("/api/profile"))).plan).toBe("pro");
    expect((await admin.patch(`/api/admin/users/${user.userId}`, { plan: "gold" })).status).toBe(400);
    expect((await admin.patch(`/api/admin/users/${user.userId}`, { role: "admin" })).status).toBe(200);
    expect((await json<Profile>(user.get("/api/profile"))).role).toBe("admin");
    expect((await admin.patch("/api/admin/users/no-such-id", { plan: "pro" })).status).toBe(404);
    // LIKE wildcards typed in the search are matched literally on both databases.
    expect((await json<{ total: number }>(admin.get("/api/admin/users?q=%25"))).total).toBe(0);
    expect((await json<{ total: number }>(admin.get("/api/admin/users?q=searchable_"))).total).toBe(0);
  });

  it("disables an account, ending its sessions and refusing sign-in, and enables it again", async () => {
    const email = `disable-me-${kind}@example.com`;
    const user = await t.signedInUser(email, "soon disabled");
    expect((await admin.post(`/api/admin/users/${user.userId}/disable`, { reason: "Spam" })).status).toBe(200);
    expect((await user.get("/api/profile")).status).toBe(401);
    const refused = await t.client().post("/api/auth/sign-in/email", { email, password: "soon disabled" });
    expect(refused.status).toBe(403);
    // Our sentence, not the auth library's "You have been banned from this application".
    expect(await refused.json()).toMatchObject({ code: "BANNED_USER", message: DISABLED_ACCOUNT_MESSAGE });
    expect((await admin.post(`/api/admin/users/${user.userId}/enable`)).status).toBe(200);
    expect((await t.client().post("/api/auth/sign-in/email", { email, password: "soon disabled" })).status).toBe(200);
  });

  it("keeps admins from locking themselves out", async () => {
    const me = (await json<{ users: AdminUser[] }>(admin.get(`/api/admin/users?q=boss-${kind}`))).users[0]!;
    expect((await admin.post(`/api/admin/users/${me.id}/disable`, {})).status).toBe(400);
    expect((await admin.patch(`/api/admin/users/${me.id}`, { role: "user" })).status).toBe(400);
  });

  it("takes contact messages and tool requests from anyone, validated and rate-limited, for admins to read", async () => {
    const visitor = t.client("192.0.2.77");
    const message = {
      name: "Visitor",
      email: "visitor@example.com",
      subject: "Hello",
      message: "Your tools are lovely, thanks!",
    };
    expect((await visitor.post("/api/contact", { ...message, email: "not an email" })).status).toBe(400);
    expect((await visitor.post("/api/contact", { ...message, message: "short" })).status).toBe(400);
    expect((await visitor.post("/api/contact", { ...message, extra: 1 })).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await visitor.post("/api/contact", message)).status).toBe(201);
    const sixth = await visitor.post("/api/contact", message);
    expect(sixth.status).toBe(429);
    expect((await t.client("192.0.2.78").post("/api/contact", message)).status).toBe(201);
    const messages = await json<unknown[]>(admin.get("/api/admin/contact-messages"));
    expect(messages.length).toBe(6);

    const request = { toolName: "HEIC converter", description: "Convert iPhone HEIC photos to JPEG." };
    expect((await t.client("192.0.2.79").post("/api/tool-requests", request)).status).toBe(201);
    expect((await t.client("192.0.2.79").post("/api/tool-requests", { toolName: "X" })).status).toBe(400);
    const requests = await json<{ tool_name: string }[]>(admin.get("/api/admin/tool-requests"));
    expect(requests.map((r) => r.tool_name)).toContain("HEIC converter");
  });

  it("manages blog posts stored as Markdown and served with harmless HTML", async () => {
    const hostile = [
      "# Hello",
      "<script>alert('owned')</script>",
      '<img src="x" onerror="alert(1)">',
      "[click me](javascript:alert(1))",
      "![pixel](javascript:alert(2))",
      "[site](https://example.com)",
    ].join("\n\n");
    const created = await admin.post("/api/admin/blog-posts", {
      slug: "safe-post",
      title: "Safe post",
      bodyMarkdown: hostile,
    });
    expect(created.status).toBe(201);
    const post = await json<BlogPost>(created);
    expect(post.bodyMarkdown).toBe(hostile);
    expect(post.html).toContain("<h1>Hello</h1>");
    expect(post.html).not.toMatch(/<script|<img[^>]*onerror|href="javascript:|src="javascript:/i);
    expect(post.html).toContain("&lt;script&gt;");
    expect(post.html).toContain('href="https://example.com" rel="noopener noreferrer nofollow"');

    // Drafts are not public; published posts are.
    expect((await t.client().get("/api/blog-posts/safe-post")).status).toBe(404);
    expect(
      (await admin.post("/api/admin/blog-posts", { slug: "safe-post", title: "Again", bodyMarkdown: "x" })).status,
    ).toBe(409);
    expect((await admin.patch(`/api/admin/blog-posts/${post.id}`, { published: true })).status).toBe(200);
    expect((await json<BlogPost>(t.client().get("/api/blog-posts/safe-post"))).title).toBe("Safe post");
    expect((await json<BlogPost[]>(t.client().get("/api/blog-posts"))).map((p) => p.slug)).toEqual(["safe-post"]);
    expect((await admin.delete(`/api/admin/blog-posts/${post.id}`)).status).toBe(200);
    expect((await t.client().get("/api/blog-posts/safe-post")).status).toBe(404);
  });
});
