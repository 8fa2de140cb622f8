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

/** Stores the activity; a compression also adds a recent file and updates the stats. */
export async function trackActivity(
  db: Db,
  userId: string,
  a: ActivityData,
): Promise<{ created: boolean; activity: Activity; eventId: number }> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const inserted = await trx
      .insertInto("user_activities")
      .values({
        id: crypto.randomUUID(),
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
      })
      .onConflict((oc) => oc.columns(["user_id", "client_id"]).doNothing())
      .returningAll()
      .executeTakeFirst();
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
      await trx
        .insertInto("recent_files")
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          file_name: a.fileName,
          original_size_mb: original,
          compressed_size_mb: compressed,
          savings_percentage: percentage(a) ?? 0,
          created_at: now,
        })
        .execute();
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
    return { created: !!inserted, activity: toActivity(row), eventId };
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
