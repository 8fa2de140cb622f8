import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp, type TestClient } from "../test-support/test-app.ts";
import { readCookie, verifiedToken } from "./current-user.ts";

const SECRET = "a secret long enough for the signature tests";
const signed = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`);

describe("the session cookie", () => {
  it("is read by its name from a Cookie header", () => {
    expect(readCookie("a=1; better-auth.session_token=abc%2E; b=2", "better-auth.session_token")).toBe("abc%2E");
    expect(readCookie("xbetter-auth.session_token=1", "better-auth.session_token")).toBeUndefined();
    expect(readCookie(null, "better-auth.session_token")).toBeUndefined();
  });

  it("gives its token only when the signature is the secret's", () => {
    expect(verifiedToken(signed("tok.en"), SECRET)).toBe("tok.en");
    expect(verifiedToken(signed("token", "another secret"), SECRET)).toBeNull();
    expect(verifiedToken(signed("token").replace("token", "tokem"), SECRET)).toBeNull();
    expect(verifiedToken("token", SECRET)).toBeNull();
    // The right signature written another way (a stray character base64 decoding would skip).
    const [token, signature] = decodeURIComponent(signed("token")).split(".");
    expect(
      verifiedToken(encodeURIComponent(`${token}.${signature!.slice(0, 10)}!${signature!.slice(10)}`), SECRET),
    ).toBeNull();
    expect(verifiedToken("%E0%A4%A", SECRET)).toBeNull();
  });
});

/** The cookies of a client as the headers a request would carry. */
const headersOf = (client: TestClient) =>
  new Headers({ cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ") });

describe.each(databaseKinds())("currentUser answers as better-auth's getSession on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const both = async (headers: Headers) => {
    const mine = await t.services.auth.currentUser(headers);
    const theirs = await t.services.auth.api.getSession({ headers });
    return { mine, theirs: theirs?.user ?? null };
  };
  // better-auth keeps dates as ISO text in SQLite and as timestamps in PostgreSQL.
  const stamp = (ms: number) => (kind === "sqlite" ? new Date(ms).toISOString() : new Date(ms));
  const sessionOf = (userId: string) =>
    t.services.database.db.selectFrom("session").selectAll().where("userId", "=", userId).executeTakeFirst();

  it("names the signed-in user", async () => {
    const user = await t.signedInUser(`current-${kind}@example.com`, "a long password 1", "Ada Current");
    const { mine, theirs } = await both(headersOf(user));
    expect(mine).toEqual({ id: user.userId, email: `current-${kind}@example.com`, name: "Ada Current", role: "user" });
    expect(theirs).toMatchObject(mine!);
  });

  it("answers null without a cookie, with a forged one, and after signing out", async () => {
    const user = await t.signedInUser(`signed-out-${kind}@example.com`);
    const headers = headersOf(user);
    expect(await both(new Headers())).toEqual({ mine: null, theirs: null });
    const forged = new Headers({
      cookie: headers.get("cookie")!.replace(/session_token=[^.]+/, "session_token=forged"),
    });
    expect(await both(forged)).toEqual({ mine: null, theirs: null });
    expect((await user.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(await both(headers)).toEqual({ mine: null, theirs: null });
  });

  it("answers null once the user's sessions are revoked (as disabling an account does)", async () => {
    const user = await t.signedInUser(`revoked-${kind}@example.com`);
    await t.services.database.db.deleteFrom("session").where("userId", "=", user.userId).execute();
    expect(await both(headersOf(user))).toEqual({ mine: null, theirs: null });
  });

  it("hands an expired session to better-auth, which deletes it", async () => {
    const user = await t.signedInUser(`expired-${kind}@example.com`);
    await t.services.database.db
      .updateTable("session")
      .set({ expiresAt: stamp(Date.now() - 1000) })
      .where("userId", "=", user.userId)
      .execute();
    expect(await t.services.auth.currentUser(headersOf(user))).toBeNull();
    expect(await sessionOf(user.userId)).toBeUndefined();
  });

  it("hands a session due for its daily extension to better-auth, which extends it", async () => {
    const user = await t.signedInUser(`extended-${kind}@example.com`);
    const { expiresIn, updateAge } = (await t.services.auth.$context).sessionConfig;
    // Made two days ago: past the day after which a used session is extended.
    const dueAt = Date.now() + (expiresIn - 2 * updateAge) * 1000;
    await t.services.database.db
      .updateTable("session")
      .set({ expiresAt: stamp(dueAt) })
      .where("userId", "=", user.userId)
      .execute();
    expect((await t.services.auth.currentUser(headersOf(user)))?.id).toBe(user.userId);
    const extended = new Date((await sessionOf(user.userId))!.expiresAt).getTime();
    expect(extended).toBeGreaterThan(Date.now() + (expiresIn - 60) * 1000);
  });
});
