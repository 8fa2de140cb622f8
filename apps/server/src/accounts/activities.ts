/**
 * The activity log and the recent-files list. Tracking is idempotent per client id: a retried
 * request (a flaky connection, a double click) is stored and counted once.
 */
import type { z } from "zod";
import { PostgresAdapter, sql, type Kysely } from "kysely";
import {
  RECENT_FILES_SHOWN,
  SAVING_ACTIVITY_TYPES,
  type Activity,
  type ActivityType,
  type RecentFile,
  type activitySchema,
} from "@squish/shared/account/activity";
import type { Database } from "../db/schema.ts";
import { nowIso, roundMb } from "./rows.ts";
import { recordCompression } from "./stats.ts";
import { recordEvents, type UserEventType } from "../events/user-events.ts";
import { foldForSearch } from "./fold-text.ts";
import { preparedQuery, type QueryValue } from "../db/prepared-query.ts";
// Lists go newest first by time, then id: records made in the same millisecond (a fast batch)
// keep the order they were made in only if their ids do too, as version 7 UUIDs' do.
import { v7 as timeOrderedId } from "uuid";
import { allowTracking } from "./tracking-limit.ts";
import type { Limit } from "../http/request-counter.ts";

type Db = Kysely<Database>;
type ActivityData = z.output<typeof activitySchema>;

/** Percentages are kept within what real files give: all saved, or grown at most elevenfold. */
const MIN_PERCENTAGE = -1000;

/**
 * The saving, computed here from the sizes (decision 0016): a percentage the client sends is
 * ignored, so the stored one can never contradict the sizes stored beside it.
 */
export function percentageFromSizes(originalMb: number | undefined, compressedMb: number | undefined): number | null {
  if (originalMb === undefined || compressedMb === undefined || !(originalMb > 0)) return null;
  const percent = Math.round((1 - compressedMb / originalMb) * 10000) / 100;
  return Math.min(100, Math.max(MIN_PERCENTAGE, percent));
}

const percentage = (a: ActivityData) => percentageFromSizes(a.originalSize, a.compressedSize);

// The two inserts behind every tracking request, compiled once (prepared-query.ts): each column
// named, as the query is built from stand-ins for the values.
type Row<T> = { [K in keyof T]-?: Exclude<T[K], undefined> & QueryValue };
const insertActivity = preparedQuery((db, v: Row<Database["user_activities"]>) =>
  db
    .insertInto("user_activities")
    .values({
      id: v.id,
      user_id: v.user_id,
      client_id: v.client_id,
      activity_type: v.activity_type,
      file_name: v.file_name,
      file_name_folded: v.file_name_folded,
      description: v.description,
      original_size_mb: v.original_size_mb,
      compressed_size_mb: v.compressed_size_mb,
      compression_percentage: v.compression_percentage,
      created_at: v.created_at,
    })
    .onConflict((oc) => oc.columns(["user_id", "client_id"]).doNothing())
    .returningAll(),
);
const insertRecentFile = preparedQuery((db, v: Row<Database["recent_files"]>) =>
  db.insertInto("recent_files").values({
    id: v.id,
    user_id: v.user_id,
    file_name: v.file_name,
    original_size_mb: v.original_size_mb,
    compressed_size_mb: v.compressed_size_mb,
    savings_percentage: v.savings_percentage,
    created_at: v.created_at,
  }),
);

export type TrackingOutcome =
  { limited: true } | { limited: false; created: boolean; activity: Activity; eventId: number };

/**
 * Counts the record against the user's tracking limits and, within them, stores the activity; a
 * compression also adds a recent file and updates the stats. One transaction: a refused record
 * still counts (a script that floods is held back), and the count and the record commit together.
 */
export async function trackActivity(
  db: Db,
  userId: string,
  a: ActivityData,
  limits: Record<string, Limit>,
): Promise<TrackingOutcome> {
  return db.transaction().execute(async (trx): Promise<TrackingOutcome> => {
    if (!(await allowTracking(trx, userId, limits))) return { limited: true };
    const now = nowIso();
    const inserted = await insertActivity.first(trx, {
      id: timeOrderedId(),
      user_id: userId,
      client_id: a.id,
      activity_type: a.activityType,
      file_name: a.fileName,
      file_name_folded: foldForSearch(a.fileName),
      description: a.description,
      original_size_mb: a.originalSize ?? null,
      compressed_size_mb: a.compressedSize ?? null,
      compression_percentage: percentage(a),
      created_at: now,
    });
    // A repeated id stored nothing: answer with the record the first try stored.
    const row =
      inserted ??
      (await trx
        .selectFrom("user_activities")
        .selectAll()
        .where("user_id", "=", userId)
        .where("client_id", "=", a.id)
        .executeTakeFirstOrThrow());
    let eventId = 0;
    if (inserted && SAVING_ACTIVITY_TYPES.includes(a.activityType)) {
      const original = a.originalSize ?? 0;
      const compressed = a.compressedSize ?? 0;
      await insertRecentFile.run(trx, {
        id: timeOrderedId(),
        user_id: userId,
        file_name: a.fileName,
        original_size_mb: original,
        compressed_size_mb: compressed,
        savings_percentage: percentage(a) ?? 0,
        created_at: now,
      });
      await recordCompression(trx, userId, original, compressed);
    }
    if (inserted) {
      // On PostgreSQL, concurrent transactions could commit their event numbers out of order and
      // a stream that already moved past a late one would never send it: one user's events are
      // numbered one transaction at a time.
      if (trx.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`select pg_advisory_xact_lock(hashtext(${userId}))`.execute(trx);
      }
      const events: { type: UserEventType; refId: string }[] = [{ type: "activity", refId: row.id }];
      if (SAVING_ACTIVITY_TYPES.includes(a.activityType)) events.push({ type: "stats", refId: row.id });
      eventId = await recordEvents(trx, userId, events);
    }
    return { limited: false, created: !!inserted, activity: toActivity(row), eventId };
  });
}

function toActivity(row: Database["user_activities"]): Activity {
  return {
    id: row.id,
    activity_type: row.activity_type as ActivityType,
    file_name: row.file_name,
    description: row.description,
    original_size_mb: row.original_size_mb === null ? null : roundMb(Number(row.original_size_mb)),
    compressed_size_mb: row.compressed_size_mb === null ? null : roundMb(Number(row.compressed_size_mb)),
    compression_percentage: row.compression_percentage === null ? null : Number(row.compression_percentage),
    created_at: row.created_at,
  };
}

export async function listActivities(db: Db, userId: string, limit: number, offset: number) {
  const [items, total] = await Promise.all([
    db
      .selectFrom("user_activities")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom("user_activities")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: items.map(toActivity), total: Number(total.n) };
}

export async function activityById(db: Db, userId: string, id: string): Promise<Activity | null> {
  const row = await db
    .selectFrom("user_activities")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toActivity(row) : null;
}

export async function listRecentFiles(db: Db, userId: string): Promise<RecentFile[]> {
  const rows = await db
    .selectFrom("recent_files")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(RECENT_FILES_SHOWN)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    file_name: r.file_name,
    original_size_mb: roundMb(Number(r.original_size_mb)),
    compressed_size_mb: roundMb(Number(r.compressed_size_mb)),
    savings_percentage: Number(r.savings_percentage),
    created_at: r.created_at,
  }));
}
