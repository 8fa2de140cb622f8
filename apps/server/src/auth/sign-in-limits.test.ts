/**
 * The limits on password guesses, through a listening server (issue 23, items 1, 7 and 8): a
 * refusal that never checked the password cannot reset the count, refused tries write no rows,
 * and the per-address limit counts failures only.
 */
import { request } from "node:http";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../test-support/databases.ts";
import { startListeningServer, type ListeningServer } from "../test-support/listening-server.ts";
import { ADDRESS_RULE, LOCKOUT_MAX_FAILURES } from "./account-lockout.ts";
import { ADDRESS_FAILURE_LIMIT } from "./address-failures.ts";

/** Requests that better-auth refuses before it looks at the password (issue 23, item 1). */
const UNCHECKED_TRICKS: { headers?: Record<string, string>; body?: Record<string, unknown> }[] = [
  { headers: { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" } },
  { body: { callbackURL: "/%2f%2fx" } },
];

/**
 * A POST through node:http, because fetch replaces the Sec-Fetch-* headers with its own, and
 * the first trick needs a browser's navigation headers.
 */
function rawPost(url: string, body: unknown, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers: { "content-type": "application/json", ...headers } });
    req.on("response", (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

describe.each(databaseKinds())("sign-in limits on a listening %s server", (kind) => {
  let s: ListeningServer;
  let addresses = 0;
  /** A fresh client address each call (the server trusts 127.0.0.1 as a proxy). */
  const nextAddress = () => `10.23.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
  const from = (address: string) => ({ "x-forwarded-for": address });
  const signIn = (body: Record<string, unknown>, address: string, headers: Record<string, string> = {}) =>
    s.client()("POST", "/api/auth/sign-in/email", body, { ...from(address), ...headers });

  /** One of the tricks: a sign-in that better-auth refuses before it looks at the password. */
  const unchecked = (round: number, email: string, address: string) => {
    const trick = UNCHECKED_TRICKS[round % UNCHECKED_TRICKS.length]!;
    return rawPost(
      `${s.url}/api/auth/sign-in/email`,
      { email, password: "not checked", ...trick.body },
      { origin: s.url, ...from(address), ...trick.headers },
    );
  };

  beforeAll(async () => {
    s = await startListeningServer(kind, { TRUSTED_PROXIES: "127.0.0.1" });
  }, 30_000);
  afterAll(() => s?.close(), 30_000);

  const throttleRows = async () => {
    const { db } = s.server.database;
    const count = async (table: "sign_in_throttle" | "request_counters") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { throttle: await count("sign_in_throttle"), counters: await count("request_counters") };
  };

  it("locks the account after 10 wrong guesses, however many unchecked refusals are mixed in", async () => {
    const email = `tricked-${kind}@example.com`;
    await s.signedInUser(email, "the real password");
    const guesses: number[] = [];
    const tricks: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOCKOUT_MAX_FAILURES - 1; i++) {
        guesses.push((await signIn({ email, password: `wrong ${round}-${i}` }, nextAddress())).status);
      }
      tricks.push(await unchecked(round, email, nextAddress()));
    }
    // Each trick was refused before the password check (not a 401; the last one by the lock
    // itself), and none of them reset the count.
    expect(tricks.filter((status) => ![400, 403, 429].includes(status))).toEqual([]);
    expect(guesses.filter((status) => status === 401)).toHaveLength(LOCKOUT_MAX_FAILURES);
    expect(guesses.slice(LOCKOUT_MAX_FAILURES).every((status) => status === 429)).toBe(true);
    const right = await signIn({ email, password: "the real password" }, nextAddress());
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(false);
  }, 90_000);

  it("keeps Delete Account's password check counted through the same tricks", async () => {
    const email = `tricked-delete-${kind}@example.com`;
    const owner = await s.signedInUser(email, "the real password");
    const home = nextAddress();
    const statuses: number[] = [];
    const tricks: number[] = [];
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < ADDRESS_RULE.free - 1; i++) {
        statuses.push(
          (await owner("POST", "/api/account/delete", { password: `guess ${round}-${i}` }, from(home))).status,
        );
      }
      tricks.push(await unchecked(round, email, home));
    }
    expect(tricks.filter((status) => status !== 400 && status !== 403)).toEqual([]);
    expect(statuses.slice(0, ADDRESS_RULE.free)).toEqual(Array(ADDRESS_RULE.free).fill(400));
    expect(statuses.slice(ADDRESS_RULE.free).every((status) => status === 429)).toBe(true);
    expect((await owner("POST", "/api/account/delete", { password: "the real password" }, from(home))).status).toBe(
      429,
    );
    expect((await owner("GET", "/api/profile")).status).toBe(200);
  }, 90_000);

  it("does not count successful sign-ins against the address", async () => {
    const email = `mistyped-${kind}@example.com`;
    await s.signedInUser(email, "the real password");
    const office = nextAddress();
    const statuses = [
      (await signIn({ email, password: "the real pasword" }, office)).status,
      (await signIn({ email, password: "the real passwrod" }, office)).status,
      (await signIn({ email, password: "the real password" }, office)).status,
      // Another browser behind the same address, then a third.
      (await signIn({ email, password: "the real password" }, office)).status,
      (await signIn({ email, password: "the real password" }, office)).status,
    ];
    expect(statuses).toEqual([401, 401, 200, 200, 200]);
  }, 90_000);

  it("refuses an address after its failures, across accounts, and writes no rows for refused tries", async () => {
    const spray = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT.max; i++) {
      statuses.push((await signIn({ email: `nobody-${i}-${kind}@example.com`, password: `guess ${i}` }, spray)).status);
    }
    expect(statuses).toEqual(Array(ADDRESS_FAILURE_LIMIT.max).fill(401));

    const before = await throttleRows();
    const refused: number[] = [];
    for (let i = 0; i < 20; i++) {
      refused.push((await signIn({ email: `later-${i}-${kind}@example.com`, password: `guess ${i}` }, spray)).status);
    }
    expect(refused).toEqual(Array(20).fill(429));
    // Malformed tries never reach the password check either.
    const other = nextAddress();
    expect((await signIn({ email: `no-password-${kind}@example.com` }, other)).status).toBe(400);
    expect((await signIn({ email: `not an address ${kind}`, password: "guess" }, other)).status).toBe(400);
    expect(await throttleRows()).toEqual(before);

    // Another address is not affected.
    expect((await signIn({ email: `nobody-else-${kind}@example.com`, password: "guess" }, nextAddress())).status).toBe(
      401,
    );
  }, 90_000);

  it("writes no rows for tries refused by an account's lock", async () => {
    const email = `locked-rows-${kind}@example.com`;
    for (let i = 0; i < LOCKOUT_MAX_FAILURES; i++) {
      expect((await signIn({ email, password: `wrong ${i}` }, nextAddress())).status).toBe(401);
    }
    const before = await throttleRows();
    for (let i = 0; i < 5; i++) {
      expect((await signIn({ email, password: `wrong again ${i}` }, nextAddress())).status).toBe(429);
    }
    expect(await throttleRows()).toEqual(before);
  }, 90_000);
});
