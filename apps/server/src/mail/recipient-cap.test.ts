/**
 * The cap on account emails per recipient, on the running server (issue 23, item 4): however many
 * client addresses ask, one address receives at most MAIL_CAP.max emails of each kind an hour, and
 * the answers do not change when the cap holds an email back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pruneCounters } from "../http/prune-counters.ts";
import { databaseKinds } from "../test-support/databases.ts";
import { startListeningServer, type ListeningServer } from "../test-support/listening-server.ts";
import { MAIL_CAP } from "./recipient-cap.ts";

const SUBJECTS = {
  reset: "Reset your Squish password",
  attempt: "Someone tried to sign up to Squish with your email",
  confirm: "Confirm your Squish account",
};

describe.each(databaseKinds())("the per-recipient email cap on %s", (kind) => {
  let s: ListeningServer;
  let addresses = 0;
  /** Each request from a new client address, so the per-address rate limits never apply. */
  const fromNewAddress = () => ({
    "x-forwarded-for": `10.42.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`,
  });
  const received = (to: string, subject: string) => s.emails().filter((e) => e.to === to && e.subject === subject);
  const answer = async (response: Response) => [response.status, await response.text()] as const;

  beforeAll(async () => {
    s = await startListeningServer(kind, { TRUSTED_PROXIES: "127.0.0.1" });
  });
  afterAll(() => s.close());

  it("sends a registered address at most the cap of reset links, answering every request alike", async () => {
    const victim = `reset-victim-${kind}@example.com`;
    await s.signedInUser(victim);
    const answers = [];
    for (let i = 0; i < MAIL_CAP.max + 5; i++) {
      const response = await s.client()(
        "POST",
        "/api/auth/request-password-reset",
        { email: victim, redirectTo: "/reset-password" },
        fromNewAddress(),
      );
      answers.push(await answer(response));
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]![0]).toBe(200);
    expect(received(victim, SUBJECTS.reset)).toHaveLength(MAIL_CAP.max);

    // The cap is per hour: once the window has passed, the next request is sent again.
    await s.server.database.db
      .updateTable("mail_counters")
      .set({ window_start: Date.now() - MAIL_CAP.windowMs - 1 })
      .execute();
    await s.client()(
      "POST",
      "/api/auth/request-password-reset",
      { email: victim, redirectTo: "/reset-password" },
      fromNewAddress(),
    );
    expect(received(victim, SUBJECTS.reset)).toHaveLength(MAIL_CAP.max + 1);
  });

  it("caps the notices of sign-ups with a taken address, answering as for a new one", async () => {
    const victim = `taken-victim-${kind}@example.com`;
    await s.signedInUser(victim);
    const answers = [];
    for (let i = 0; i < MAIL_CAP.max + 5; i++) {
      const response = await s.client()(
        "POST",
        "/api/auth/sign-up/email",
        { email: victim, password: "another long password", name: "Someone" },
        fromNewAddress(),
      );
      answers.push((await answer(response))[0]);
    }
    expect(answers).toEqual(Array(MAIL_CAP.max + 5).fill(200));
    expect(received(victim, SUBJECTS.attempt)).toHaveLength(MAIL_CAP.max);
  });

  it("caps confirmation links to an address, the first one from the sign-up included", async () => {
    const pending = `pending-${kind}@example.com`;
    const signUp = await s.client()(
      "POST",
      "/api/auth/sign-up/email",
      { email: pending, password: "a long enough password", name: "Pending" },
      fromNewAddress(),
    );
    expect(signUp.status).toBe(200);
    for (let i = 0; i < MAIL_CAP.max + 5; i++) {
      const response = await s.client()(
        "POST",
        "/api/auth/send-verification-email",
        { email: pending },
        fromNewAddress(),
      );
      expect(response.status).toBe(200);
    }
    expect(received(pending, SUBJECTS.confirm)).toHaveLength(MAIL_CAP.max);
  });

  it("keeps no addresses in its counters, and prunes the ones whose hour has passed", async () => {
    const { db } = s.server.database;
    const keys = (await db.selectFrom("mail_counters").select("key").execute()).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => k.includes("@") || k.includes("example"))).toEqual([]);
    await db
      .insertInto("mail_counters")
      .values({ key: "spent", count: 9, window_start: Date.now() - MAIL_CAP.windowMs - 1 })
      .execute();
    await pruneCounters(s.server.database);
    expect(await db.selectFrom("mail_counters").select("key").where("key", "=", "spent").execute()).toEqual([]);
  });
});
