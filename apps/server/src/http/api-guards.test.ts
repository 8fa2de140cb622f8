/** What every API route does with what it is sent and what it answers (decision 0016). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp, type TestClient } from "../test-support/test-app.ts";

const WRITES: [string, string][] = [
  ["POST", "/api/auth/sign-up/email"],
  ["POST", "/api/auth/sign-in/email"],
  ["POST", "/api/activities"],
  ["PATCH", "/api/profile"],
  ["PATCH", "/api/settings"],
  ["POST", "/api/account/delete"],
  ["POST", "/api/contact"],
  ["POST", "/api/tool-requests"],
  ["POST", "/api/watermark-templates"],
  ["POST", "/api/chain-presets"],
  ["PATCH", "/api/chain-presets/some-id"],
  ["POST", "/api/admin/blog-posts"],
];

describe.each(databaseKinds())("the API's request guards on %s", (kind) => {
  let t: TestApp;
  let user: TestClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    user = await t.signedInUser(`guarded-${kind}@example.com`);
  });
  afterAll(() => t.close());

  it.each(WRITES)("answers malformed JSON to %s %s with 400 and a sentence", async (method, path) => {
    for (const body of ["{", "", "NaN", '{"a":1', "undefined"]) {
      const response = await user.request(method, path, { body, headers: { "content-type": "application/json" } });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { message: string };
      expect(answer.message).toBe("The request body is not valid JSON.");
    }
  });

  it("marks every answer with personal data as not to be stored by any cache", async () => {
    await user.post("/api/activities", { id: "cache-0001", activityType: "download", fileName: "a.jpg" });
    for (const path of [
      "/api/profile",
      "/api/settings",
      "/api/stats",
      "/api/activities",
      "/api/recent-files",
      "/api/account/export",
      "/api/watermark-templates",
      "/api/chain-presets",
      "/api/auth/get-session",
    ]) {
      const response = await user.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toMatch(/no-store/);
    }
    const signIn = await t
      .client()
      .post("/api/auth/sign-in/email", { email: `guarded-${kind}@example.com`, password: "correct horse battery" });
    expect(signIn.headers.get("cache-control")).toMatch(/no-store/);
  });
});
