/**
 * A per-account limit on failed sign-ins, on top of the per-address rate limit: someone trying
 * passwords for one account from many addresses is stopped too. Failures are counted in the
 * database (our request counters) so the limit holds across instances.
 */
import type { DatabaseHandle } from "../db/database.ts";
import { countRequest, currentCount, resetCounter } from "../http/request-counter.ts";

export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_MAX_FAILURES = 10;
export const LOCKOUT_MESSAGE =
  "Too many failed sign-in attempts for this account. Please wait 15 minutes or reset your password.";

const keyFor = (email: string) => `account-failures:${email.trim().toLowerCase()}`;

export function accountLockout(database: DatabaseHandle) {
  return {
    async isLocked(email: string, now = Date.now()): Promise<boolean> {
      return (await currentCount(database, keyFor(email), LOCKOUT_WINDOW_MS, now)) >= LOCKOUT_MAX_FAILURES;
    },
    /** One more failure; the window starts at the first failure and lasts 15 minutes. */
    async recordFailure(email: string, now = Date.now()): Promise<void> {
      await countRequest(database, keyFor(email), LOCKOUT_WINDOW_MS, now);
    },
    async clear(email: string): Promise<void> {
      await resetCounter(database, keyFor(email));
    },
  };
}

export type AccountLockout = ReturnType<typeof accountLockout>;
