/** The migrations and better-auth's idea of its tables must agree; this proves the check bites. */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { startTestApp } from "../test-support/test-app.ts";

describe("the auth schema check", () => {
  it("fails when a column better-auth writes is missing", async () => {
    const t = await startTestApp("sqlite");
    try {
      await sql`alter table "session" drop column "userAgent"`.execute(t.services.database.db);
      const context = await t.services.auth.$context;
      await expect(Promise.resolve(context.explicitSchemaCheck?.())).rejects.toThrow(/userAgent/);
    } finally {
      await t.close();
    }
  });
});
