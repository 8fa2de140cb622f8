import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { linkIn, startTestApp, type TestApp } from "../test-support/test-app.ts";
import { COMMON_PASSWORD_MESSAGE } from "./password-rules.ts";

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

describe.each(databaseKinds())("accounts on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("has exactly the tables and columns better-auth expects (the migrations have not drifted)", async () => {
    const context = await t.services.auth.$context;
    await expect(Promise.resolve(context.explicitSchemaCheck?.())).resolves.toBeUndefined();
    expect(context.explicitSchemaCheck).toBeTypeOf("function");
  });

  it("signs up, refuses sign-in until the emailed link is opened, then signs in", async () => {
    const user = t.client();
    const email = `ada-${kind}@example.com`;
    const signUp = await user.post("/api/auth/sign-up/email", {
      email,
      password: "analytical engine",
      name: "Ada Lovelace",
    });
    expect(signUp.status).toBe(200);
    const confirmation = t.emails.find((e) => e.to === email);
    expect(confirmation?.subject).toBe("Confirm your Squish account");
    // The unproven name stays out of the email sent to a typed-in address (issue 23).
    expect(confirmation?.html).not.toContain("Ada Lovelace");

    const early = await user.post("/api/auth/sign-in/email", { email, password: "analytical engine" });
    expect(early.status).toBe(403);
    expect(((await early.json()) as { message: string }).message).toMatch(/verif/i);

    const confirm = await user.get(pathOf(linkIn(confirmation)));
    expect([200, 302]).toContain(confirm.status);

    const signIn = await user.post("/api/auth/sign-in/email", { email, password: "analytical engine" });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http locally; see the HTTPS test below

    const session = await user.get("/api/auth/get-session");
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
  });

  it("signs out on a POST without a body (the web app sends an empty JSON object)", async () => {
    const user = await t.signedInUser(`bodyless-${kind}@example.com`);
    const signedOut = await user.request("POST", "/api/auth/sign-out");
    expect(signedOut.status).toBe(200);
    expect(user.cookies.has("better-auth.session_token")).toBe(false);
    expect((await user.get("/api/stats")).status).toBe(401);
  });

  it("gives a new session token at every sign-in", async () => {
    const user = await t.signedInUser(`tokens-${kind}@example.com`);
    const first = user.cookies.get("better-auth.session_token");
    await user.post("/api/auth/sign-out", {});
    expect(user.cookies.has("better-auth.session_token")).toBe(false);
    await user.post("/api/auth/sign-in/email", {
      email: `tokens-${kind}@example.com`,
      password: "correct horse battery",
    });
    expect(user.cookies.get("better-auth.session_token")).toBeTruthy();
    expect(user.cookies.get("better-auth.session_token")).not.toBe(first);
  });

  it.each([
    ["12345", /too short/i],
    ["password1", new RegExp(COMMON_PASSWORD_MESSAGE.slice(0, 30))],
    ["qwerty123", /common/i],
  ])("refuses the password %j with a clear message", async (password, message) => {
    const response = await t
      .client()
      .post("/api/auth/sign-up/email", { email: `p-${password}-${kind}@example.com`, password, name: "P" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });

  it("accepts a 64-character passphrase", async () => {
    const password = "a long passphrase that a password manager made up for this site!!".slice(0, 64);
    expect(password).toHaveLength(64);
    const response = await t
      .client()
      .post("/api/auth/sign-up/email", { email: `long-${kind}@example.com`, password, name: "Long" });
    expect(response.status).toBe(200);
  });

  it("reveals nothing when an address is already registered", async () => {
    const email = `twice-${kind}@example.com`;
    const first = await t.client().post("/api/auth/sign-up/email", { email, password: "first password", name: "One" });
    const second = await t.client().post("/api/auth/sign-up/email", { email, password: "other password", name: "Two" });
    expect(second.status).toBe(first.status);
    const keys = (body: unknown) => Object.keys(body as object).sort();
    expect(keys(await second.json())).toEqual(keys(await first.json()));
  });

  it("resets a password by a single-use emailed link, answering the same for unknown addresses", async () => {
    const email = `reset-${kind}@example.com`;
    const old = await t.signedInUser(email, "old password here");
    const ask = (address: string) =>
      t.client().post("/api/auth/request-password-reset", { email: address, redirectTo: "/reset-password" });
    const known = await ask(email);
    const unknown = await ask(`nobody-${kind}@example.com`);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());

    const mail = t.emails.filter((e) => e.to === email).at(-1);
    expect(mail?.subject).toBe("Reset your Squish password");
    const opened = await t.client().get(pathOf(linkIn(mail)));
    expect(opened.status).toBe(302);
    const token = new URL(opened.headers.get("location")!, "http://x").searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await t.client().post("/api/auth/reset-password", { token, newPassword: "brand new secret" });
    expect(reset.status).toBe(200);
    const again = await t.client().post("/api/auth/reset-password", { token, newPassword: "another new secret" });
    expect(again.status).toBe(400);

    // The session from before the reset is over; the new password works, the old one does not.
    expect(await (await old.get("/api/auth/get-session")).json()).toBeNull();
    expect((await t.client().post("/api/auth/sign-in/email", { email, password: "old password here" })).status).toBe(
      401,
    );
    expect((await t.client().post("/api/auth/sign-in/email", { email, password: "brand new secret" })).status).toBe(
      200,
    );
  });

  it("changes a password only with the current one, to a different one, ending other sessions", async () => {
    const email = `change-${kind}@example.com`;
    const here = await t.signedInUser(email, "first secret");
    const elsewhere = t.client();
    await elsewhere.post("/api/auth/sign-in/email", { email, password: "first secret" });
    expect(await (await elsewhere.get("/api/auth/get-session")).json()).not.toBeNull();

    const same = await here.post("/api/auth/change-password", {
      currentPassword: "first secret",
      newPassword: "first secret",
    });
    expect(same.status).toBe(400);
    expect(((await same.json()) as { message: string }).message).toBe(
      "New password must be different from current password",
    );
    const wrong = await here.post("/api/auth/change-password", {
      currentPassword: "not it",
      newPassword: "second secret",
    });
    expect(wrong.status).toBe(400);

    const changed = await here.post("/api/auth/change-password", {
      currentPassword: "first secret",
      newPassword: "second secret",
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    expect(await (await elsewhere.get("/api/auth/get-session")).json()).toBeNull();
    expect(await (await here.get("/api/auth/get-session")).json()).not.toBeNull();
  });
});
