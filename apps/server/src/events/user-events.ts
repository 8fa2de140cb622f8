/** The per-user event log behind live updates (see migration 0004). */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { nowIso } from "../accounts/rows.ts";
import { preparedQuery, type PreparedQuery, type QueryValue } from "../db/prepared-query.ts";

type Db = Kysely<Database>;
export type UserEventType = "activity" | "stats";

/** Events older than this are pruned: a client away longer reloads its data instead of replaying. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Appends events, numbered per user (1, 2, 3 ... for each user, decision 0016) so the numbers a
 * client sees say nothing about anyone else. The caller holds the user's event lock (one
 * transaction at a time per user), so reading the last number and writing the next is safe.
 */
export async function recordEvents(
  db: Db,
  userId: string,
  events: { type: UserEventType; refId?: string }[],
): Promise<number> {
  const last = await latestEventId(db, userId);
  if (events.length === 0) return last;
  const now = nowIso();
  const rows = events.map((event, i) => ({
    user_id: userId,
    seq: last + i + 1,
    type: event.type,
    ref_id: event.refId ?? null,
    created_at: now,
  }));
  // Each row's values under names of their own (seq0, seq1 ...).
  const values = Object.fromEntries(rows.flatMap((row, i) => Object.entries(row).map(([k, value]) => [k + i, value])));
  await insertingEvents(rows.length).run(db, values);
  return last + events.length;
}

/** The insert of `count` events, compiled once for each count (prepared-query.ts). */
const insertsByCount = new Map<number, PreparedQuery<Record<string, QueryValue>, unknown>>();
function insertingEvents(count: number) {
  let insert = insertsByCount.get(count);
  if (!insert) {
    insert = preparedQuery((db, v: Record<string, QueryValue>) =>
      db.insertInto("user_events").values(
        Array.from({ length: count }, (_, i) => ({
          user_id: v[`user_id${i}`] as string,
          seq: v[`seq${i}`] as number,
          type: v[`type${i}`] as string,
          ref_id: v[`ref_id${i}`] as string | null,
          created_at: v[`created_at${i}`] as string,
        })),
      ),
    );
    insertsByCount.set(count, insert);
  }
  return insert;
}

export async function eventsAfter(db: Db, userId: string, afterId: number, limit = 200) {
  const rows = await db
    .selectFrom("user_events")
    .selectAll()
    .where("user_id", "=", userId)
    .where("seq", ">", afterId)
    .orderBy("seq")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.seq), type: r.type as UserEventType }));
}

export async function latestEventId(db: Db, userId: string): Promise<number> {
  const row = await latestSeq.first(db, { userId });
  return Number(row?.seq ?? 0);
}

const latestSeq = preparedQuery((db, v: { userId: string }) =>
  db
    .selectFrom("user_events")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .where("user_id", "=", v.userId),
);

/** Old events go, except each user's latest, which keeps their numbering going up. */
export async function pruneEvents(db: Db): Promise<void> {
  await db
    .deleteFrom("user_events")
    .where("created_at", "<", new Date(Date.now() - KEEP_MS).toISOString())
    .where(({ eb, selectFrom }) =>
      eb(
        "seq",
        "<",
        selectFrom("user_events as latest")
          .select((e) => e.fn.max("latest.seq").as("top"))
          .whereRef("latest.user_id", "=", "user_events.user_id"),
      ),
    )
    .execute();
}
