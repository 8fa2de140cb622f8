/**
 * Fixed-window request counters in our own table, so a limit holds however many server instances
 * share the database (better-auth's rate-limit table is not ours: its clean-up removes rows after
 * a minute). Used by the per-account sign-in lockout and the public forms.
 */
import { sql, type Kysely } from "kysely";
import type { DatabaseHandle } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { preparedQuery } from "../db/prepared-query.ts";

export interface Limit {
  windowMs: number;
  max: number;
}

/**
 * Counts one more under `key` and returns the count in the current window: one statement, whose
 * RETURNING gives the row as this very update left it (an expired window starts again at 1).
 */
export async function countRequest(
  database: DatabaseHandle,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<number> {
  return countIn(database.db, key, windowMs, now);
}

/**
 * One more under the key, in one statement whose RETURNING gives the row as this very update left
 * it; the window has expired when it started at or before `expiredAt`.
 */
const counting = preparedQuery((db, v: { key: string; now: number; expiredAt: number }) => {
  const expired = sql<boolean>`${sql.ref("request_counters.window_start")} <= ${v.expiredAt}`;
  return db
    .insertInto("request_counters")
    .values({ key: v.key, count: 1, window_start: v.now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql`case when ${expired} then 1 else ${sql.ref("request_counters.count")} + 1 end`,
        window_start: sql`case when ${expired} then ${v.now} else ${sql.ref("request_counters.window_start")} end`,
      }),
    )
    .returning("count");
});

/** The same, on a given connection or transaction (tracking counts inside its own transaction). */
export async function countIn(db: Kysely<Database>, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const row = await counting.first(db, { key, now, expiredAt: now - windowMs });
  return Number(row!.count);
}

export async function resetCounter({ db }: DatabaseHandle, key: string): Promise<void> {
  await db.deleteFrom("request_counters").where("key", "=", key).execute();
}

/** Counts one request; false when the limit for the current window is used up. */
export async function allowRequest(
  database: DatabaseHandle,
  key: string,
  limit: Limit,
  now = Date.now(),
): Promise<boolean> {
  return allowIn(database.db, key, limit, now);
}

/** The same, on a given connection or transaction. */
export async function allowIn(db: Kysely<Database>, key: string, limit: Limit, now = Date.now()): Promise<boolean> {
  return (await countIn(db, key, limit.windowMs, now)) <= limit.max;
}
