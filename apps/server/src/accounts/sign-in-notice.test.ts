/** "Email notifications" (issue 28, item 3): the optional new-sign-in email, and only while it is on. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

describe.each(databaseKinds())("the new sign-in email on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("goes out when the account signs in from a new address, not from a known one, and not when switched off", async () => {
    const email = `notice-${kind}@example.com`;
    const password = "correct horse battery";
    const user = await t.signedInUser(email, password);
    const notices = () => t.emails.filter((e) => e.to === email && e.kind === "new-sign-in");
    const signInFrom = async (address: string) =>
      expect((await t.client(address).post("/api/auth/sign-in/email", { email, password })).status).toBe(200);

    await signInFrom("198.51.100.7");
    expect(notices()).toHaveLength(1);
    expect(notices()[0]!.text).toMatch(/signed in to at \d{4}-\d\d-\d\d \d\d:\d\d UTC from a device or network/);
    expect(notices()[0]!.text).toContain("“Email notifications” is on");
    await signInFrom("198.51.100.7");
    expect(notices()).toHaveLength(1);

    expect((await user.patch("/api/settings", { key: "emailNotifications", value: false })).status).toBe(200);
    await signInFrom("203.0.113.9");
    expect(notices()).toHaveLength(1);
  });
});
