/** Google sign-in through OpenID Connect, against a real local provider standing in for Google. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { signInWithStandIn, startOidcStandIn, type OidcStandIn } from "../test-support/oidc-stand-in.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

describe.each(databaseKinds())("Google sign-in on %s", (kind) => {
  let google: OidcStandIn;
  let t: TestApp;
  beforeAll(async () => {
    google = await startOidcStandIn({
      "g-new": { email: `new-${kind}@gmail.test`, emailVerified: true, name: "New Googler" },
      "g-local": { email: `local-${kind}@gmail.test`, emailVerified: true, name: "Local Person" },
      "g-unconfirmed": { email: `unconfirmed-${kind}@gmail.test`, emailVerified: true, name: "Squatted Address" },
    });
    t = await startTestApp(kind, google.env);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it("is offered when configured", async () => {
    expect(await (await t.client().get("/api/auth-providers")).json()).toEqual({ google: true });
  });

  it("creates a confirmed account for a new Google user and signs them in", async () => {
    const browser = t.client();
    const landing = await signInWithStandIn(browser, "g-new");
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toMatch(/\/dashboard$/);
    const session = (await (await browser.get("/api/auth/get-session")).json()) as {
      user: { email: string; emailVerified: boolean; name: string };
    };
    expect(session.user).toMatchObject({ email: `new-${kind}@gmail.test`, emailVerified: true, name: "New Googler" });
  });

  it("lets a Google-only account delete itself by typing its email, since it has no password", async () => {
    const browser = t.client();
    await signInWithStandIn(browser, "g-new");
    expect((await browser.post("/api/account/delete", { email: "someone-else@gmail.test" })).status).toBe(400);
    expect((await browser.post("/api/account/delete", { email: `NEW-${kind}@gmail.test` })).status).toBe(200);
    expect(await (await browser.get("/api/auth/get-session")).json()).toBeNull();
  });

  it("links Google to a confirmed local account with the same email", async () => {
    const local = await t.signedInUser(`local-${kind}@gmail.test`, "local password");
    const browser = t.client();
    await signInWithStandIn(browser, "g-local");
    const session = (await (await browser.get("/api/auth/get-session")).json()) as { user: { id: string } };
    expect(session.user.id).toBe(local.userId);
  });

  it("never links Google to an unconfirmed local account", async () => {
    // Someone signed up with this address but never confirmed it: perhaps not its owner.
    const squatter = t.client();
    await squatter.post("/api/auth/sign-up/email", {
      email: `unconfirmed-${kind}@gmail.test`,
      password: "squatter password",
      name: "Squatter",
    });
    const browser = t.client();
    const landing = await signInWithStandIn(browser, "g-unconfirmed");
    expect(landing.headers.get("location") ?? "").toMatch(/error=/);
    expect(await (await browser.get("/api/auth/get-session")).json()).toBeNull();
    const accounts = await t.services.database.db
      .selectFrom("account")
      .innerJoin("user", "user.id", "account.userId")
      .select("account.providerId")
      .where("user.email", "=", `unconfirmed-${kind}@gmail.test`)
      .execute();
    expect(accounts.map((a) => a.providerId)).toEqual(["credential"]);
  });

  it("refuses an open redirect as the place to land after Google", async () => {
    const response = await t
      .client()
      .post("/api/auth/sign-in/social", { provider: "google", callbackURL: "//evil.example" });
    expect(response.status).toBe(400);
  });
});

describe("Google sign-in when not configured", () => {
  it("is not offered", async () => {
    const t = await startTestApp("sqlite");
    try {
      expect(await (await t.client().get("/api/auth-providers")).json()).toEqual({ google: false });
      expect(
        (await t.client().post("/api/auth/sign-in/social", { provider: "google", callbackURL: "/" })).status,
      ).toBeGreaterThanOrEqual(400);
    } finally {
      await t.close();
    }
  });
});
