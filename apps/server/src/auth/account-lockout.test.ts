/**
 * The per-account throttle of password guesses (decision 0016): it slows strangers down, never
 * keeps the owner out for good, is lifted by a password reset, and counts parallel guesses exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { linkIn, startTestApp, type TestApp } from "../test-support/test-app.ts";
import { ACCOUNT_RULE, ADDRESS_RULE, accountLockout, delayAfter, LOCKOUT_MAX_FAILURES } from "./account-lockout.ts";

const MINUTE = 60_000;
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

describe("delays between guesses", () => {
  it("are free at first, then double, up to a cap", () => {
    expect(delayAfter(ADDRESS_RULE.free - 1, ADDRESS_RULE)).toBe(0);
    expect(delayAfter(ADDRESS_RULE.free, ADDRESS_RULE)).toBe(MINUTE);
    expect(delayAfter(ADDRESS_RULE.free + 1, ADDRESS_RULE)).toBe(2 * MINUTE);
    expect(delayAfter(ADDRESS_RULE.free + 3, ADDRESS_RULE)).toBe(8 * MINUTE);
    expect(delayAfter(1000, ADDRESS_RULE)).toBe(60 * MINUTE);
    expect(delayAfter(1000, ACCOUNT_RULE)).toBe(15 * MINUTE);
  });
});

describe.each(databaseKinds())("the sign-in throttle on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const wrongFromMany = async (email: string, count: number, base: number) => {
    for (let i = 0; i < count; i++) {
      const response = await t
        .client(`192.0.2.${base + i}`)
        .post("/api/auth/sign-in/email", { email, password: `wrong ${i}` });
      expect(response.status).toBe(401);
    }
  };

  it("keeps strangers out but lets the owner in from an address they used before", async () => {
    const email = `owner-${kind}@example.com`;
    const owner = await t.signedInUser(email, "the real password");
    await wrongFromMany(email, LOCKOUT_MAX_FAILURES, 1);
    const stranger = await t
      .client("192.0.2.99")
      .post("/api/auth/sign-in/email", { email, password: "the real password" });
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await stranger.json()) as { message: string }).message).toMatch(/try again in 1 minute/);
    const back = await owner.post("/api/auth/sign-in/email", { email, password: "the real password" });
    expect(back.status).toBe(200);
  });

  it("is lifted by a completed password reset, as its message says", async () => {
    const email = `reset-lifts-${kind}@example.com`;
    await t.signedInUser(email, "old password here");
    await wrongFromMany(email, LOCKOUT_MAX_FAILURES, 20);
    const fresh = "192.0.2.60";
    expect((await t.client(fresh).post("/api/auth/sign-in/email", { email, password: "x123456" })).status).toBe(429);

    await t.client().post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    const opened = await t.client().get(pathOf(linkIn(t.emails.filter((e) => e.to === email).at(-1))));
    const token = new URL(opened.headers.get("location")!, "http://x").searchParams.get("token");
    const reset = await t.client().post("/api/auth/reset-password", { token, newPassword: "brand new secret" });
    expect(reset.status).toBe(200);

    const signIn = await t.client(fresh).post("/api/auth/sign-in/email", { email, password: "brand new secret" });
    expect(signIn.status).toBe(200);
  });

  it("slows one address with growing delays, and a stranger's lock never outlasts its cap", async () => {
    const email = `delays-${kind}@example.com`;
    const lockout = accountLockout(t.services.database);
    const start = Date.now();
    let now = start;
    for (let i = 0; i < ADDRESS_RULE.free; i++)
      expect(await lockout.begin(email, "203.0.113.9", now)).toEqual({ allowed: true });
    expect(await lockout.begin(email, "203.0.113.9", now)).toEqual({ allowed: false, retryAfterMs: MINUTE });
    now += MINUTE;
    expect((await lockout.begin(email, "203.0.113.9", now)).allowed).toBe(true);
    expect(await lockout.begin(email, "203.0.113.9", now)).toEqual({ allowed: false, retryAfterMs: 2 * MINUTE });
    // Another address is slowed only by the account-wide count, which is not reached yet.
    expect((await lockout.begin(email, "203.0.113.10", now)).allowed).toBe(true);

    // A stranger guessing from everywhere as fast as allowed: the account is never shut for
    // longer than the cap at a time.
    const other = `capped-${kind}@example.com`;
    now = start;
    let longest = 0;
    for (let i = 0; i < 200; i++) {
      const attempt = await lockout.begin(other, `198.18.${Math.floor(i / 250)}.${i % 250}`, now);
      if (!attempt.allowed) {
        longest = Math.max(longest, attempt.retryAfterMs);
        now += attempt.retryAfterMs;
      }
    }
    expect(longest).toBe(ACCOUNT_RULE.capMs);
  });

  it("counts guesses sent in the same instant before checking any password", async () => {
    const email = `race-${kind}@example.com`;
    await t.signedInUser(email, "the real password");
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.client(`192.0.2.${120 + i}`).post("/api/auth/sign-in/email", { email, password: `wrong ${i}` }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    // Never more password checks than the limit (without counting first, all 20 were checked).
    // Fewer is possible on a loaded machine: a try that fails for another reason holds its place
    // until it is given back.
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(LOCKOUT_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - LOCKOUT_MAX_FAILURES);
  });

  it("does not count a try that never reached the password check", async () => {
    const email = `unchecked-${kind}@example.com`;
    for (let i = 0; i < LOCKOUT_MAX_FAILURES + 2; i++) {
      // No password: refused by validation before any check.
      const response = await t.client(`192.0.2.${150 + i}`).post("/api/auth/sign-in/email", { email });
      expect(response.status).toBe(400);
    }
    const signIn = await t.client("192.0.2.170").post("/api/auth/sign-in/email", { email, password: "whatever1" });
    expect(signIn.status).toBe(401);
  });

  it("limits Delete Account's password check as sign-in is limited", async () => {
    const user = await t.signedInUser(`delete-guess-${kind}@example.com`, "the real password");
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_RULE.free + 2; i++) {
      statuses.push((await user.post("/api/account/delete", { password: `guess ${i}` })).status);
    }
    expect(statuses.slice(0, ADDRESS_RULE.free)).toEqual(Array(ADDRESS_RULE.free).fill(400));
    expect(statuses.slice(ADDRESS_RULE.free)).toEqual([429, 429]);
    // Even the right password waits now; the account is still there.
    expect((await user.post("/api/account/delete", { password: "the real password" })).status).toBe(429);
    expect((await user.get("/api/profile")).status).toBe(200);
  });
});
