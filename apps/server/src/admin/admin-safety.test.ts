/** The last admin is kept, and every admin action is in the audit log (decision 0016). */
import type { AdminAuditEntry, AdminUser } from "@squish/shared/admin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp, type TestClient } from "../test-support/test-app.ts";
import { withAdminsKept } from "./admin-guard.ts";
import { setRole } from "./users.ts";

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;

describe.each(databaseKinds())("admin safety on %s", (kind) => {
  let t: TestApp;
  const makeAdmin = async (email: string): Promise<TestClient & { userId: string }> => {
    const client = await t.signedInUser(email);
    await t.services.database.db.updateTable("user").set({ role: "admin" }).where("id", "=", client.userId).execute();
    return client;
  };
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("never lets two admins demote or disable each other down to none, however close together", async () => {
    const { db } = t.services.database;
    const a = await makeAdmin(`admin-a-${kind}@example.com`);
    const b = await makeAdmin(`admin-b-${kind}@example.com`);
    // Each change pauses inside its transaction, so without the guard both would pass its checks.
    const demote = (actor: string, target: string) =>
      withAdminsKept(db, actor, target, async (trx) => {
        await new Promise((done) => setTimeout(done, 100));
        await setRole(trx, target, "user");
      });
    const results = await Promise.all([demote(a.userId, b.userId), demote(b.userId, a.userId)]);
    expect(results.sort()).toEqual(["actor_not_admin", "ok"]);
    const left = await db
      .selectFrom("user")
      .select("id")
      .where("id", "in", [a.userId, b.userId])
      .where("role", "=", "admin")
      .execute();
    expect(left).toHaveLength(1);
    // Through the API, too: the one demoted cannot answer back.
    const [survivor, demoted] = left[0]!.id === a.userId ? [a, b] : [b, a];
    expect((await demoted.patch(`/api/admin/users/${survivor.userId}`, { role: "user" })).status).toBe(403);
  });

  it("lets an admin whose rights were taken meanwhile change nothing, and no admin remove themself", async () => {
    const { db } = t.services.database;
    const actor = await makeAdmin(`actor-${kind}@example.com`);
    const target = await makeAdmin(`target-${kind}@example.com`);
    // Demoted by someone else after signing in: the session is still there, the rights are not.
    await db.updateTable("user").set({ role: "user" }).where("id", "=", actor.userId).execute();
    expect((await actor.patch(`/api/admin/users/${target.userId}`, { role: "user" })).status).toBe(403);
    expect((await actor.post(`/api/admin/users/${target.userId}/disable`, {})).status).toBe(403);
    expect((await target.patch(`/api/admin/users/${target.userId}`, { role: "user" })).status).toBe(400);
    expect((await target.post(`/api/admin/users/${target.userId}/disable`, {})).status).toBe(400);
  });

  it("records who did what to whom, and when, for every admin action", async () => {
    const boss = await makeAdmin(`auditor-${kind}@example.com`);
    const person = await t.signedInUser(`audited-${kind}@example.com`);
    const before = new Date().toISOString();
    await boss.patch(`/api/admin/users/${person.userId}`, { plan: "pro" });
    await boss.patch(`/api/admin/users/${person.userId}`, { role: "admin" });
    await boss.patch(`/api/admin/users/${person.userId}`, { role: "user" });
    await boss.post(`/api/admin/users/${person.userId}/disable`, { reason: "Spam" });
    await boss.post(`/api/admin/users/${person.userId}/enable`);
    const post = await json<{ id: string }>(
      boss.post("/api/admin/blog-posts", { slug: "audited-post", title: "Audited", bodyMarkdown: "x" }),
    );
    await boss.patch(`/api/admin/blog-posts/${post.id}`, { title: "Audited again" });
    await boss.delete(`/api/admin/blog-posts/${post.id}`);

    const log = await json<AdminAuditEntry[]>(boss.get("/api/admin/audit-log?limit=100"));
    const mine = log.filter((e) => e.actorId === boss.userId).reverse();
    expect(mine.map((e) => [e.action, e.targetId])).toEqual([
      ["user.plan", person.userId],
      ["user.role", person.userId],
      ["user.role", person.userId],
      ["user.disable", person.userId],
      ["user.enable", person.userId],
      ["blog_post.create", post.id],
      ["blog_post.update", post.id],
      ["blog_post.delete", post.id],
    ]);
    expect(mine[0]!.details).toEqual({ plan: "pro" });
    expect(mine[3]!.details).toEqual({ reason: "Spam" });
    expect(mine.every((e) => e.createdAt >= before)).toBe(true);
    // Only admins read it.
    expect((await person.get("/api/admin/audit-log")).status).toBe(401);
    const users = await json<{ users: AdminUser[] }>(boss.get(`/api/admin/users?q=audited-${kind}`));
    expect(users.users[0]!.disabled).toBe(false);
  });
});
