import type { Activity, RecentFile, UserStats } from "@squish/shared/account/activity";
import type { Profile } from "@squish/shared/account/profile";
import type { Settings } from "@squish/shared/account/settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;

function compressActivity(id: string, original = 2, compressed = 0.5) {
  return {
    id,
    activityType: "compress",
    fileName: `${id}.jpg`,
    description: "Compressed",
    originalSize: original,
    compressedSize: compressed,
  };
}

describe.each(databaseKinds())("a user's own data on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("creates the profile with the spec's defaults on first read", async () => {
    const user = await t.signedInUser(`grace-${kind}@example.com`, "cobol compiler", "Grace Hopper");
    const profile = await json<Profile>(user.get("/api/profile"));
    expect(profile).toMatchObject({
      full_name: "Grace Hopper",
      username: `grace-${kind}`,
      // Not chosen yet: each tool starts at its own default (decision 0041).
      default_quality: null,
      default_format: "original",
      theme_preference: "system",
      email_notifications: true,
      compression_alerts: true,
      product_updates: false,
      marketing_communications: false,
      auto_download: false,
      role: "user",
      plan: "free",
    });
  });

  it("updates whitelisted fields only, drops nulls and says when nothing is left", async () => {
    const user = await t.signedInUser(`update-${kind}@example.com`);
    const before = await json<Profile>(user.get("/api/profile"));
    const updated = await user.patch("/api/profile", { username: "new_name", full_name: null });
    expect(updated.status).toBe(200);
    const after = await json<Profile>(updated);
    expect(after.username).toBe("new_name");
    expect(after.full_name).toBe(before.full_name);
    expect(after.updated_at > before.updated_at).toBe(true);

    const nothing = await user.patch("/api/profile", { full_name: null });
    expect(nothing.status).toBe(422);
    expect(await nothing.json()).toMatchObject({ error: "no_changes", message: "No changes to update." });
  });

  it.each([{ role: "admin" }, { plan: "pro" }, { full_name: "X", role: "admin" }, { id: "someone-else" }])(
    "refuses to let a user write %j to their profile",
    async (body) => {
      const user = await t.signedInUser(`escalate-${kind}-${Object.keys(body).join("")}@example.com`);
      const response = await user.patch("/api/profile", body);
      expect(response.status).toBe(400);
      const profile = await json<Profile>(user.get("/api/profile"));
      expect([profile.role, profile.plan, profile.full_name]).toEqual(["user", "free", "Test Person"]);
    },
  );

  it("refuses role and plan in the sign-up body and in settings", async () => {
    const email = `signup-role-${kind}@example.com`;
    const signUp = await t
      .client()
      .post("/api/auth/sign-up/email", { email, password: "plain password", name: "R", role: "admin", plan: "pro" });
    expect(signUp.status).toBe(400);
    const user = await t.signedInUser(`settings-role-${kind}@example.com`);
    expect((await user.patch("/api/settings", { key: "role", value: "admin" })).status).toBe(400);
    expect((await user.patch("/api/settings", { key: "plan", value: "pro" })).status).toBe(400);
    expect((await json<Profile>(user.get("/api/profile"))).role).toBe("user");
  });

  it("saves one setting at a time, with validation", async () => {
    const user = await t.signedInUser(`settings-${kind}@example.com`);
    expect(await json<Settings>(user.get("/api/settings"))).toMatchObject({
      defaultQuality: null,
      defaultFormat: "original",
    });
    expect((await user.patch("/api/settings", { key: "defaultQuality", value: 70 })).status).toBe(200);
    expect((await user.patch("/api/settings", { key: "defaultQuality", value: 100 })).status).toBe(200);
    expect((await user.patch("/api/settings", { key: "defaultQuality", value: 5 })).status).toBe(400);
    expect((await user.patch("/api/settings", { key: "defaultQuality", value: 72.5 })).status).toBe(400);
    expect((await user.patch("/api/settings", { key: "defaultFormat", value: "png" })).status).toBe(400);
    expect((await user.patch("/api/settings", { key: "themePreference", value: "dark" })).status).toBe(200);
    expect((await user.patch("/api/settings", { key: "autoDownload", value: "yes" })).status).toBe(400);
    const settings = await json<Settings>(user.get("/api/settings"));
    expect(settings).toMatchObject({ defaultQuality: 100, themePreference: "dark", autoDownload: false });
    // Back to each tool's own default.
    expect((await user.patch("/api/settings", { key: "defaultQuality", value: null })).status).toBe(200);
    expect(await json<Settings>(user.get("/api/settings"))).toMatchObject({ defaultQuality: null });
  });

  it("starts stats at zero with a performance gain of 1", async () => {
    const user = await t.signedInUser(`stats-${kind}@example.com`);
    expect(await json<UserStats>(user.get("/api/stats"))).toEqual({
      images_compressed: 0,
      total_savings_mb: 0,
      avg_compression_percentage: 0,
      performance_gain: 1,
    });
  });

  it("counts optimizations in the stats, and keeps crops, watermarks and conversions as history only", async () => {
    const user = await t.signedInUser(`types-${kind}@example.com`);
    expect(
      (await user.post("/api/activities", { ...compressActivity("type-0001", 4, 1), activityType: "optimize" })).status,
    ).toBe(201);
    for (const [i, activityType] of ["crop", "watermark", "convert", "resize"].entries()) {
      const response = await user.post("/api/activities", {
        id: `type-010${i}`,
        activityType,
        fileName: "a.jpg",
        originalSize: 1,
        compressedSize: 2,
      });
      expect([activityType, response.status]).toEqual([activityType, 201]);
    }
    expect((await json<UserStats>(user.get("/api/stats"))).images_compressed).toBe(1);
    expect(await json<RecentFile[]>(user.get("/api/recent-files"))).toHaveLength(1);
    expect(
      (await user.post("/api/activities", { id: "type-0200", activityType: "rotate", fileName: "a.jpg" })).status,
    ).toBe(400);
  });

  it("tracks a compression once even when the request is retried", async () => {
    const user = await t.signedInUser(`track-${kind}@example.com`);
    const first = await user.post("/api/activities", compressActivity("retry-0001", 4, 1));
    expect(first.status).toBe(201);
    const again = await user.post("/api/activities", compressActivity("retry-0001", 4, 1));
    expect(again.status).toBe(200);
    const stats = await json<UserStats>(user.get("/api/stats"));
    expect(stats).toMatchObject({ images_compressed: 1, total_savings_mb: 3, avg_compression_percentage: 75 });
    expect(await json<RecentFile[]>(user.get("/api/recent-files"))).toHaveLength(1);
  });

  it("never loses an increment when many compressions are tracked at once", async () => {
    const user = await t.signedInUser(`concurrent-${kind}@example.com`);
    const count = 25;
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        user.post("/api/activities", compressActivity(`parallel-${String(i).padStart(4, "0")}`, 1, 0.25)),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(count).fill(201));
    const stats = await json<UserStats>(user.get("/api/stats"));
    expect(stats.images_compressed).toBe(count);
    expect(stats.total_savings_mb).toBeCloseTo(count * 0.75, 6);
  });

  it("lists activities newest first, 10 by default, up to 50, with paging; 5 recent files", async () => {
    const user = await t.signedInUser(`list-${kind}@example.com`);
    for (let i = 0; i < 12; i++) {
      await user.post("/api/activities", {
        ...compressActivity(`list-item-${String(i).padStart(3, "0")}`),
        fileName: `file-${i}.jpg`,
      });
    }
    await user.post("/api/activities", { id: "download-0001", activityType: "download", fileName: "last.jpg" });
    const page = await json<{ items: Activity[]; total: number }>(user.get("/api/activities"));
    expect(page.total).toBe(13);
    expect(page.items).toHaveLength(10);
    expect(page.items[0]!.file_name).toBe("last.jpg");
    expect(page.items[1]!.file_name).toBe("file-11.jpg");
    const rest = await json<{ items: Activity[] }>(user.get("/api/activities?limit=50&offset=10"));
    expect(rest.items.map((a) => a.file_name)).toEqual(["file-2.jpg", "file-1.jpg", "file-0.jpg"]);
    expect((await user.get("/api/activities?limit=51")).status).toBe(400);
    const recent = await json<RecentFile[]>(user.get("/api/recent-files"));
    expect(recent.map((f) => f.file_name)).toEqual([
      "file-11.jpg",
      "file-10.jpg",
      "file-9.jpg",
      "file-8.jpg",
      "file-7.jpg",
    ]);
    expect((await json<UserStats>(user.get("/api/stats"))).images_compressed).toBe(12);
  });

  it("refuses activity records with unknown fields or missing sizes", async () => {
    const user = await t.signedInUser(`bad-activity-${kind}@example.com`);
    expect((await user.post("/api/activities", { ...compressActivity("bad-00001"), userId: "someone" })).status).toBe(
      400,
    );
    expect(
      (await user.post("/api/activities", { id: "bad-00002", activityType: "compress", fileName: "a.jpg" })).status,
    ).toBe(400);
    expect(
      (await user.post("/api/activities", { id: "bad-00003", activityType: "delete", fileName: "a.jpg" })).status,
    ).toBe(400);
  });

  it("keeps each user's rows to themselves", async () => {
    const alice = await t.signedInUser(`alice-${kind}@example.com`);
    const bob = await t.signedInUser(`bob-${kind}@example.com`);
    await alice.post("/api/activities", compressActivity("alice-secret-01"));
    await alice.patch("/api/profile", { username: "alice_private" });
    // Bob reusing Alice's client id creates his own record and does not touch hers.
    expect((await bob.post("/api/activities", compressActivity("alice-secret-01"))).status).toBe(201);
    expect((await json<{ total: number }>(alice.get("/api/activities"))).total).toBe(1);
    expect((await json<UserStats>(alice.get("/api/stats"))).images_compressed).toBe(1);
    const bobs = await json<{ items: Activity[] }>(bob.get("/api/activities"));
    expect(bobs.items).toHaveLength(1);
    expect((await json<Profile>(bob.get("/api/profile"))).username).not.toBe("alice_private");
  });

  it("answers 401 with the spec's message to anyone signed out", async () => {
    for (const path of [
      "/api/profile",
      "/api/settings",
      "/api/stats",
      "/api/activities",
      "/api/recent-files",
      "/api/account/export",
    ]) {
      const response = await t.client().get(path);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: "Please ensure you're logged in and try again." });
    }
    expect((await t.client().post("/api/activities", compressActivity("anon-0001"))).status).toBe(401);
  });

  it("downloads all of a user's data as JSON", async () => {
    const user = await t.signedInUser(`export-${kind}@example.com`);
    await user.post("/api/activities", compressActivity("export-0001"));
    const response = await user.get("/api/account/export");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="squish-my-data-\d{4}-\d\d-\d\d\.json"/,
    );
    const data = await json<Record<string, unknown>>(response);
    expect(Object.keys(data).sort()).toEqual([
      "account",
      "activities",
      "avatar",
      "chainPresets",
      "exportedAt",
      "pinnedTools",
      "profile",
      "recentFiles",
      "settings",
      "stats",
      "watermarkTemplates",
    ]);
    expect((data.activities as unknown[]).length).toBe(1);
    expect(data.pinnedTools).toEqual([]);
    expect(data.chainPresets).toEqual([]);
  });

  it("deletes an account and every row of it, only with the right password", async () => {
    const email = `delete-${kind}@example.com`;
    const user = await t.signedInUser(email, "delete me please");
    await user.post("/api/activities", compressActivity("delete-0001"));
    await user.get("/api/profile");
    expect((await user.post("/api/account/delete", { password: "wrong one" })).status).toBe(400);
    expect((await user.post("/api/account/delete", { email })).status).toBe(400); // has a password: typing the email is not enough
    const deleted = await user.post("/api/account/delete", { password: "delete me please" });
    expect(deleted.status).toBe(200);
    expect((await user.get("/api/profile")).status).toBe(401);
    const db = t.services.database.db;
    for (const table of ["user_activities", "recent_files", "user_stats"] as const) {
      expect(await db.selectFrom(table).selectAll().where("user_id", "=", user.userId).execute()).toEqual([]);
    }
    expect(await db.selectFrom("profiles").selectAll().where("id", "=", user.userId).execute()).toEqual([]);
    expect(await db.selectFrom("session").selectAll().where("userId", "=", user.userId).execute()).toEqual([]);
    expect(await db.selectFrom("user").selectAll().where("email", "=", email).execute()).toEqual([]);
  });
});
