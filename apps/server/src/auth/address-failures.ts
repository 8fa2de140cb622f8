/**
 * Failed sign-ins per client address (decision 0016, issue 23 item 8), in our own request
 * counters so the limit holds across instances. Only failures count: a right password gives its
 * place back, so people who share one address (an office or a carrier behind NAT) are not refused
 * for signing in. The per-account throttle (account-lockout.ts) is what protects each account;
 * this limit only slows one address spraying guesses over many accounts.
 *
 * As with the per-account throttle, a try takes its place before the password is checked, so
 * guesses sent in the same instant cannot slip past the count; a try refused here writes nothing.
 */
import { sql } from "kysely";
import type { DatabaseHandle } from "../db/database.ts";
import { countRequest, type Limit } from "../http/request-counter.ts";
import type { Attempt } from "./account-lockout.ts";

/**
 * 30 failures per 10 minutes per address: a few dozen people behind one address mistyping now
 * and then stay well under it, while one address can try at most ~4300 passwords a day over all
 * accounts, and each account still gets only its own 10 free guesses.
 */
export const ADDRESS_FAILURE_LIMIT: Limit = { windowMs: 10 * 60 * 1000, max: 30 };

const keyFor = (address: string) => `sign-in-failures:${address}`;

export function addressFailures(database: DatabaseHandle, limit: Limit = ADDRESS_FAILURE_LIMIT) {
  const { db } = database;

  async function window(address: string, now: number) {
    const row = await db
      .selectFrom("request_counters")
      .select(["count", "window_start"])
      .where("key", "=", keyFor(address))
      .executeTakeFirst();
    if (!row || now - Number(row.window_start) >= limit.windowMs) return { count: 0, retryAfterMs: 0 };
    return { count: Number(row.count), retryAfterMs: Number(row.window_start) + limit.windowMs - now };
  }

  /**
   * Gives a place back: the try was no failure (right password) or never checked a password.
   * A counter back at zero is deleted, so such tries leave no row behind.
   */
  async function release(address: string): Promise<void> {
    const key = keyFor(address);
    await db
      .updateTable("request_counters")
      .set({ count: sql`case when ${sql.ref("count")} > 0 then ${sql.ref("count")} - 1 else 0 end` })
      .where("key", "=", key)
      .execute();
    await db.deleteFrom("request_counters").where("key", "=", key).where("count", "<=", 0).execute();
  }

  return {
    /** Takes a place for a try about to check a password, or refuses it (writing nothing). */
    async begin(address: string, now = Date.now()): Promise<Attempt> {
      const before = await window(address, now);
      if (before.count >= limit.max) return { allowed: false, retryAfterMs: before.retryAfterMs };
      if ((await countRequest(database, keyFor(address), limit.windowMs, now)) <= limit.max) return { allowed: true };
      // Tries sent in the same instant raced past the first look: this one is over.
      await release(address);
      return { allowed: false, retryAfterMs: Math.max(1000, (await window(address, now)).retryAfterMs) };
    },
    release,
  };
}
