/** The per-user event log behind live updates (see migration 0004). */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { nowIso } from "../accounts/rows.ts";

type Db = Kysely<Database>;
export type UserEventType = "activity" | "stats";

/** Events older than this are pruned: a client away longer reloads its data instead of replaying. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export async function recordEvents(
  db: Db,
  userId: string,
  events: { type: UserEventType; refId?: string }[],
): Promise<number> {
  let last = 0;
  const now = nowIso();
  for (const event of events) {
    const row = await db
      .insertInto("user_events")
      .values({ user_id: userId, type: event.type, ref_id: event.refId ?? null, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    last = Number(row.id);
  }
  return last;
}

export async function eventsAfter(db: Db, userId: string, afterId: number, limit = 200) {
  const rows = await db
    .selectFrom("user_events")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), type: r.type as UserEventType }));
}

export async function latestEventId(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("user_events")
    .select((eb) => eb.fn.max("id").as("id"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export async function pruneEvents(db: Db): Promise<void> {
  await db
    .deleteFrom("user_events")
    .where("created_at", "<", new Date(Date.now() - KEEP_MS).toISOString())
    .execute();
}
