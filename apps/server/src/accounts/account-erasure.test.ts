/** Deleting an account deletes everything tied to the person (decision 7, 0016). */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

describe.each(databaseKinds())("account deletion on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("leaves no tool request, contact message, saved chain, token or counter with the person's email or id", async () => {
    const email = `erase-me-${kind}@example.com`;
    const user = await t.signedInUser(email, "the real password");
    const request = { toolName: "HEIC tool", description: "Please add a HEIC converter tool." };
    expect((await user.post("/api/tool-requests", request)).status).toBe(201);
    expect((await t.client().post("/api/tool-requests", { ...request, email: email.toUpperCase() })).status).toBe(201);
    const message = { name: "Me", email, subject: "Hi", message: "A message long enough to pass." };
    expect((await t.client().post("/api/contact", message)).status).toBe(201);
    await t.client().post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    await t.client("192.0.2.33").post("/api/auth/sign-in/email", { email, password: "a wrong one" });
    const preset = { name: "Web", steps: [{ op: "convert", format: "webp" }] };
    expect((await user.post("/api/chain-presets", preset)).status).toBe(201);
    const picture = readFileSync(
      new URL("../../../../fixtures/corpus/webp/goximage-gopher-doc.8bpp.lossless.webp", import.meta.url),
    );
    expect((await user.put("/api/profile/avatar", { webp: picture.toString("base64") })).status).toBe(200);
    // Someone else's rows stay.
    expect((await t.client().post("/api/tool-requests", { ...request, email: "other@example.com" })).status).toBe(201);

    expect((await user.post("/api/account/delete", { password: "the real password" })).status).toBe(200);

    const { db } = t.services.database;
    const requests = await db.selectFrom("tool_requests").select(["email", "user_id"]).execute();
    expect(requests.some((r) => r.email?.toLowerCase() === email || r.user_id === user.userId)).toBe(false);
    expect(requests.some((r) => r.email === "other@example.com")).toBe(true);
    expect(await db.selectFrom("contact_messages").selectAll().where("email", "=", email).execute()).toEqual([]);
    expect(await db.selectFrom("verification").selectAll().where("value", "=", user.userId).execute()).toEqual([]);
    const throttles = await db.selectFrom("sign_in_throttle").select("key").execute();
    expect(throttles.filter((r) => r.key.includes(email))).toEqual([]);
    expect(await db.selectFrom("sign_in_addresses").selectAll().where("user_id", "=", user.userId).execute()).toEqual(
      [],
    );
    expect(await db.selectFrom("saved_settings").selectAll().where("user_id", "=", user.userId).execute()).toEqual([]);
    expect(await db.selectFrom("avatars").selectAll().where("user_id", "=", user.userId).execute()).toEqual([]);
  });
});
