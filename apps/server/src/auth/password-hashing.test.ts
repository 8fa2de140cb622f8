/**
 * What the server stores for a password: better-auth's scrypt at full cost (N = 16384, r = 16,
 * p = 1, a 64-byte key and a 16-byte salt, as `salt:key` in hex). The other in-process tests hash
 * quickly (test-support/quick-password-hashing.ts); this one makes sure the server itself does not.
 */
import { scryptSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startTestApp, type TestApp } from "../test-support/test-app.ts";

const SERVER_COST = { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 };

describe.each(databaseKinds())("password hashing on %s", (kind) => {
  let server: TestApp;
  let quick: TestApp;
  beforeAll(async () => {
    [server, quick] = await Promise.all([startTestApp(kind, {}, { serverPasswordHashing: true }), startTestApp(kind)]);
  });
  afterAll(() => Promise.all([server.close(), quick.close()]));

  const storedHash = async (app: TestApp, email: string) => {
    const row = await app.services.database.db
      .selectFrom("account")
      .innerJoin("user", "user.id", "account.userId")
      .select("account.password")
      .where("user.email", "=", email)
      .where("account.providerId", "=", "credential")
      .executeTakeFirstOrThrow();
    return row.password ?? "";
  };
  const atServerCost = (password: string, hash: string) => {
    const [salt, key] = hash.split(":");
    return scryptSync(password.normalize("NFKC"), salt!, 64, SERVER_COST).toString("hex") === key;
  };

  it("stores the server's full-cost scrypt, and signs in with it", async () => {
    const email = `hashed-${kind}@example.com`;
    const password = "Ünïcode horse battery";
    await server.signedInUser(email, password); // signs up, confirms and signs in, or throws
    const hash = await storedHash(server, email);
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(atServerCost(password, hash)).toBe(true);
    expect(atServerCost("another password", hash)).toBe(false);
  });

  it("is not what the quick test hashing stores, so the check above would see a cheaper server", async () => {
    const email = `quick-${kind}@example.com`;
    const password = "correct horse battery";
    await quick.signedInUser(email, password);
    const hash = await storedHash(quick, email);
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(atServerCost(password, hash)).toBe(false);
  });
});
