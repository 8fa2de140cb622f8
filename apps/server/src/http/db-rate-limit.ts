/**
 * A fixed-window counter in the database (better-auth's rate-limit table, under our own keys), so
 * a limit holds however many server instances share the database. Used for the public forms.
 */
import { sql } from "kysely";
import type { DatabaseHandle } from "../db/database.ts";

export interface Limit {
  windowMs: number;
  max: number;
}

/** Counts one request under `key`; false when the limit for the current window is used up. */
export async function allowRequest(
  { db }: DatabaseHandle,
  key: string,
  limit: Limit,
  now = Date.now(),
): Promise<boolean> {
  const windowStart = now - limit.windowMs;
  const last = sql.ref("rateLimit.lastRequest");
  const count = sql.ref("rateLimit.count");
  await db
    .insertInto("rateLimit")
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql`case when ${last} < ${windowStart} then 1 else ${count} + 1 end`,
        lastRequest: sql`case when ${last} < ${windowStart} then ${now} else ${last} end`,
      }),
    )
    .execute();
  const row = await db.selectFrom("rateLimit").select("count").where("key", "=", key).executeTakeFirst();
  return Number(row?.count ?? 0) <= limit.max;
}
