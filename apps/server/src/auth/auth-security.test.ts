/** Attacks on the accounts, each a test that fails if its protection is removed. */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";
import { LOCKOUT_MAX_FAILURES } from "./account-lockout.ts";
import { ADDRESS_FAILURE_LIMIT } from "./address-failures.ts";

describe.each(databaseKinds())("account protections on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("limits failed sign-ins per real address, whatever X-Forwarded-For says", async () => {
    const attacker = t.client("203.0.113.50");
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT.max + 2; i++) {
      const response = await attacker.post(
        "/api/auth/sign-in/email",
        { email: `victim${i}-${kind}@example.com`, password: `guess ${i}` },
        { headers: { "x-forwarded-for": `10.0.0.${i}` } },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, ADDRESS_FAILURE_LIMIT.max)).toEqual(Array(ADDRESS_FAILURE_LIMIT.max).fill(401));
    expect(statuses.slice(ADDRESS_FAILURE_LIMIT.max)).toEqual([429, 429]);
    // Another address is not affected.
    expect(
      (await t.client("203.0.113.51").post("/api/auth/sign-in/email", { email: "x@example.com", password: "yyyyyy" }))
        .status,
    ).toBe(401);
  }, 90_000);

  it("never limits the session check every page load makes", async () => {
    const visitor = t.client("203.0.113.60");
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i++) statuses.add((await visitor.get("/api/auth/get-session")).status);
    expect([...statuses]).toEqual([200]);
  });

  it("locks one account after repeated failures from many addresses", async () => {
    const email = `target-${kind}@example.com`;
    await t.signedInUser(email, "the real password");
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) {
      const response = await t
        .client(`192.0.2.${i + 1}`)
        .post("/api/auth/sign-in/email", { email, password: `wrong ${i}` });
      expect(response.status).toBe(401);
    }
    const locked = await t
      .client("192.0.2.200")
      .post("/api/auth/sign-in/email", { email, password: "the real password" });
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { message: string }).message).toMatch(/failed sign-in attempts/);
  });

  it.each([
    ["without an Origin", { origin: "" }],
    ["from another site", { origin: "https://evil.example" }],
  ])("refuses a state-changing request %s", async (_, headers) => {
    const response = await t
      .client()
      .post("/api/auth/sign-in/email", { email: "a@example.com", password: "bbbbbb" }, { headers });
    expect(response.status).toBe(403);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await t.client().post("/api/auth/sign-up/email", "email=a@example.com&password=bbbbbbbb&name=c", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
  });

  it("refuses an oversized body with 413", async () => {
    const response = await t
      .client()
      .post("/api/auth/sign-up/email", { email: "big@example.com", password: "x".repeat(100_000), name: "Big" });
    expect(response.status).toBe(413);
  });

  it.each(["//evil.example", "/\\evil.example", "javascript:alert(1)", "https://evil.example/reset"])(
    "refuses the open redirect %s in reset and sign-up links",
    async (target) => {
      const reset = await t
        .client()
        .post("/api/auth/request-password-reset", { email: `r-${kind}@example.com`, redirectTo: target });
      expect(reset.status).toBe(400);
      const signUp = await t.client().post("/api/auth/sign-up/email", {
        email: `redirect-${kind}-${Math.random()}@example.com`,
        password: "harmless password",
        name: "R",
        callbackURL: target,
      });
      expect(signUp.status).toBe(400);
    },
  );

  it("refuses an emailed link whose callback was changed to another site", async () => {
    const email = `tamper-${kind}@example.com`;
    await t.client().post("/api/auth/sign-up/email", { email, password: "tamper proof", name: "T" });
    const link = new URL(
      t.emails
        .filter((e) => e.to === email)
        .at(-1)!
        .text.match(/https?:\/\/\S+/)![0],
    );
    link.searchParams.set("callbackURL", "//evil.example");
    const opened = await t.client().get(link.pathname + link.search);
    expect(opened.status).toBe(400);
    expect(opened.headers.get("location") ?? "").not.toContain("evil.example");
  });

  it("does not let better-auth's own endpoints raise a user's privileges", async () => {
    const user = await t.signedInUser(`self-promote-${kind}@example.com`);
    for (const body of [
      { role: "admin" },
      { banned: false },
      { emailVerified: true },
      { email: "other@example.com" },
    ]) {
      const response = await user.post("/api/auth/update-user", body);
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
    // better-auth's admin endpoints are closed to everyone; admins use /api/admin.
    const admin = ["/api/auth/admin/list-users", "/api/auth/admin/set-role", "/api/auth/admin/impersonate-user"];
    expect((await user.get(admin[0]!)).status).toBe(404);
    expect((await user.post(admin[1]!, { userId: user.userId, role: "admin" })).status).toBe(404);
    expect((await user.post(admin[2]!, { userId: user.userId })).status).toBe(404);
    const long = await t.client().post("/api/auth/sign-up/email", {
      email: `long-name-${kind}@example.com`,
      password: "fine password",
      name: "x".repeat(101),
    });
    expect(long.status).toBe(400);
    expect((await user.post("/api/auth/update-user", { image: "javascript:alert(1)" })).status).toBe(400);
    const row = await t.services.database.db
      .selectFrom("user")
      .select("role")
      .where("id", "=", user.userId)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe("user");
  });

  it("keeps an account locked when better-auth clears its own rate-limit rows", async () => {
    const email = `still-locked-${kind}@example.com`;
    await t.signedInUser(email, "the real password");
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) {
      await t.client(`192.0.2.${100 + i}`).post("/api/auth/sign-in/email", { email, password: `wrong ${i}` });
    }
    // What better-auth's clean-up does once its windows have passed.
    await t.services.database.db.deleteFrom("rateLimit").execute();
    const locked = await t
      .client("192.0.2.250")
      .post("/api/auth/sign-in/email", { email, password: "the real password" });
    expect(locked.status).toBe(429);
  });

  it("refuses an Origin taken from a forged Host header", async () => {
    const response = await t.app.request("http://evil.example/api/profile", {
      method: "PATCH",
      headers: { origin: "http://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ username: "x" }),
    });
    expect(response.status).toBe(403);
  });

  it("stores rate-limit counters in the database, so every instance sees them", async () => {
    await t
      .client("192.0.2.240")
      .post("/api/auth/sign-in/email", { email: "counted@example.com", password: "whatever" });
    const failures = await t.services.database.db
      .selectFrom("request_counters")
      .select("count")
      .where("key", "=", "sign-in-failures:192.0.2.240")
      .executeTakeFirst();
    expect(Number(failures?.count)).toBe(1);
    await t.client("192.0.2.240").post("/api/auth/request-password-reset", { email: "counted@example.com" });
    const rows = await t.services.database.db
      .selectFrom("rateLimit")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBeGreaterThan(0);
  });
});

describe("the session cookie behind HTTPS", () => {
  it("is Secure, HttpOnly and SameSite", async () => {
    const t = await startTestApp("sqlite", { PUBLIC_URL: "https://squish.example" });
    try {
      const user = t.client();
      const origin = { origin: "https://squish.example" };
      await user.post(
        "/api/auth/sign-up/email",
        { email: "s@example.com", password: "secure secret", name: "S" },
        { headers: origin },
      );
      const link = t.emails.at(-1)!.text.match(/https:\/\/\S+/)![0];
      const url = new URL(link);
      await user.get(url.pathname + url.search);
      const signIn = await user.post(
        "/api/auth/sign-in/email",
        { email: "s@example.com", password: "secure secret" },
        { headers: origin },
      );
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.getSetCookie().find((c) => c.includes("session_token"));
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      await t.close();
    }
  });
});
