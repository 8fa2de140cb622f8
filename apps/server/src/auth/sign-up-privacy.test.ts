/**
 * What sign-up gives away and what it stores (decision 0016): a taken address answers as a new
 * one does, and names and addresses are bounded after trimming.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

type SignUpBody = { token: unknown; user: Record<string, unknown> };

/** The answer with what must differ (ids, times, the address itself) reduced to its type. */
const shape = (body: SignUpBody) => ({
  token: body.token,
  user: Object.fromEntries(
    Object.entries(body.user).map(([k, v]) => [
      k,
      ["id", "email", "createdAt", "updatedAt"].includes(k) ? typeof v : v,
    ]),
  ),
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(databaseKinds())("sign-up on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Server hashing: the timing test is about the hash being most of the work on both paths.
    t = await startTestApp(kind, {}, { serverPasswordHashing: true });
  });
  afterAll(() => t.close());

  const signUp = (email: string, name = "Someone") =>
    t.client().post("/api/auth/sign-up/email", { email, password: "a fine password", name });

  it("answers the same for a taken address as for a new one, and tells the owner", async () => {
    const taken = `taken-${kind}@example.com`;
    await t.signedInUser(taken, "the owner's password", "Owner");
    const existing = await signUp(taken);
    const fresh = await signUp(`fresh-${kind}@example.com`);
    expect(existing.status).toBe(fresh.status);
    const [a, b] = [(await existing.json()) as SignUpBody, (await fresh.json()) as SignUpBody];
    expect(Object.keys(a.user)).toEqual(Object.keys(b.user));
    expect(shape(a)).toEqual(shape(b));
    expect(a.user.role).toBe("user");

    const notice = t.emails.filter((e) => e.to === taken).at(-1)!;
    expect(notice.subject).toBe("Someone tried to sign up to Squish with your email");
    expect(notice.text).toContain("already has one");
  });

  it("takes about as long for a taken address as for a new one", async () => {
    const taken = `timed-${kind}@example.com`;
    await t.signedInUser(taken, "the owner's password");
    const time = async (email: string) => {
      const t0 = performance.now();
      expect((await signUp(email)).status).toBe(200);
      return performance.now() - t0;
    };
    const takenTimes: number[] = [];
    const freshTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      takenTimes.push(await time(taken));
      freshTimes.push(await time(`timed-new-${i}-${kind}@example.com`));
    }
    // Both hash the password, which is most of the work; the rest is a few queries.
    const ratio = median(takenTimes) / median(freshTimes);
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
  });

  it("stores a padded name trimmed, so padding cannot carry it past the limit or into emails", async () => {
    const email = `padded-${kind}@example.com`;
    const response = await signUp(email, `${" ".repeat(30_000)}Ann${" ".repeat(100)}`);
    expect(response.status).toBe(200);
    const row = await t.services.database.db
      .selectFrom("user")
      .select("name")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Ann");
    // The confirmation greets without the name: whoever typed the address typed it (issue 23).
    expect(t.emails.filter((e) => e.to === email).at(-1)!.text).toMatch(/^Hello,\n/);
    expect((await signUp(`long-${kind}@example.com`, `  ${"x".repeat(101)}  `)).status).toBe(400);
  });

  it.each([
    ["null", null],
    ["an array", ["Ann"]],
    ["a number", 12345],
    ["an object", { first: "Ann" }],
  ])("refuses a name that is %s with 400", async (_, name) => {
    const response = await t
      .client()
      .post("/api/auth/sign-up/email", { email: `odd-name-${kind}@example.com`, password: "a fine password", name });
    expect(response.status).toBe(400);
    const user = await t.signedInUser(`rename-${kind}-${String(_).replace(/ /g, "-")}@example.com`);
    expect((await user.post("/api/auth/update-user", { name })).status).toBe(400);
  });

  it("refuses email addresses longer than 254 characters", async () => {
    const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(61)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect((await signUp(long)).status).toBe(400);
    const contact = await t.client().post("/api/contact", {
      name: "Long",
      email: long,
      subject: "Hi",
      message: "A message long enough to pass.",
    });
    expect(contact.status).toBe(400);
  });
});
