/**
 * A per-account limit on failed sign-ins, on top of the per-address rate limit: someone trying
 * passwords for one account from many addresses is stopped too. Failures are counted in the
 * database (the rate-limit table, under their own keys) so the limit holds across instances.
 */
import { sql } from "kysely";
import type { DatabaseHandle } from "../db/database.ts";

export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_MAX_FAILURES = 10;
export const LOCKOUT_MESSAGE =
  "Too many failed sign-in attempts for this account. Please wait 15 minutes or reset your password.";

const keyFor = (email: string) => `account-failures:${email.trim().toLowerCase()}`;

export function accountLockout({ db }: DatabaseHandle) {
  return {
    async isLocked(email: string, now = Date.now()): Promise<boolean> {
      const row = await db
        .selectFrom("rateLimit")
        .select(["count", "lastRequest"])
        .where("key", "=", keyFor(email))
        .executeTakeFirst();
      return !!row && now - Number(row.lastRequest) < LOCKOUT_WINDOW_MS && Number(row.count) >= LOCKOUT_MAX_FAILURES;
    },

    /** One more failure; a failure after a quiet window starts the count again. */
    async recordFailure(email: string, now = Date.now()): Promise<void> {
      const windowStart = now - LOCKOUT_WINDOW_MS;
      await db
        .insertInto("rateLimit")
        .values({ id: crypto.randomUUID(), key: keyFor(email), count: 1, lastRequest: now })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            count: sql`case when ${sql.ref("rateLimit.lastRequest")} < ${windowStart} then 1 else ${sql.ref("rateLimit.count")} + 1 end`,
            lastRequest: now,
          }),
        )
        .execute();
    },

    async clear(email: string): Promise<void> {
      await db.deleteFrom("rateLimit").where("key", "=", keyFor(email)).execute();
    },
  };
}

export type AccountLockout = ReturnType<typeof accountLockout>;
