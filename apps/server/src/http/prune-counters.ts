/**
 * Counter rows outlive their use: a rate-limit window that ended, failures forgotten after a
 * day, addresses the owner has not used for months. The server prunes them every hour with the
 * old live-update events, so the tables stay as small as the traffic of the last day.
 */
import type { DatabaseHandle } from "../db/database.ts";
import { FORGET_AFTER_MS, KNOWN_ADDRESS_MS } from "../auth/account-lockout.ts";
import { pruneMailCounters } from "../mail/recipient-cap.ts";

/** The longest window any request counter uses (the daily tracking limit). */
export const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

export async function pruneCounters({ db, dialect }: DatabaseHandle, now = Date.now()): Promise<void> {
  // On PostgreSQL, rows a tracking transaction holds are left for the next hour: that transaction
  // locks a member's minute counter and then the day counter (activities.ts), and a delete that
  // took the two in the other order would deadlock with it.
  await db
    .deleteFrom("request_counters")
    .where("key", "in", (eb) => {
      const expired = eb
        .selectFrom("request_counters")
        .select("key")
        .where("window_start", "<=", now - LONGEST_WINDOW_MS);
      return dialect === "postgres" ? expired.forUpdate().skipLocked() : expired;
    })
    .execute();
  // The same for the sign-in throttle, whose rows a sign-in locks in the order of their keys
  // (account-lockout.ts), where a plain delete takes them in the table's order.
  await db
    .deleteFrom("sign_in_throttle")
    .where("key", "in", (eb) => {
      const forgotten = eb
        .selectFrom("sign_in_throttle")
        .select("key")
        .where("last_failure", "<", now - FORGET_AFTER_MS)
        .where("blocked_until", "<", now);
      return dialect === "postgres" ? forgotten.forUpdate().skipLocked() : forgotten;
    })
    .execute();
  await db
    .deleteFrom("sign_in_addresses")
    .where("last_seen", "<", now - KNOWN_ADDRESS_MS)
    .execute();
  await pruneMailCounters({ db }, now);
}
