/**
 * Running totals of what a user has saved. A compression adds to them in one upsert statement,
 * which both databases apply atomically, so concurrent tracking never loses an increment.
 */
import { STATS_DEFAULTS, type UserStats } from "@squish/shared/account/activity";
import { sql, type Kysely, type Selectable } from "kysely";
import type { Database } from "../db/schema.ts";
import { nowIso, roundMb } from "./rows.ts";
import { preparedQuery } from "../db/prepared-query.ts";

type Db = Kysely<Database>;

function toStats(row: Selectable<Database["user_stats"]> | undefined): UserStats {
  if (!row) return STATS_DEFAULTS;
  return {
    images_compressed: Number(row.images_compressed),
    total_savings_mb: roundMb(Number(row.total_savings_mb)),
    avg_compression_percentage: Math.round(Number(row.avg_compression_percentage) * 100) / 100,
    performance_gain: Number(row.performance_gain),
  };
}

/** The user's totals; a user who has none yet gets their row made (one read when it exists). */
export async function getOrCreateStats(db: Db, userId: string): Promise<UserStats> {
  const row = await db.selectFrom("user_stats").selectAll().where("user_id", "=", userId).executeTakeFirst();
  if (row) return toStats(row);
  await db
    .insertInto("user_stats")
    .values({ user_id: userId })
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  return toStats(await db.selectFrom("user_stats").selectAll().where("user_id", "=", userId).executeTakeFirst());
}

/**
 * The spec's update_user_stats: one more image, its saving added, and the average compression
 * recomputed as total saved over total original (so big files weigh as much as they saved).
 * One statement: the first compression makes the row, every later one adds to it.
 */
export async function recordCompression(db: Db, userId: string, originalMb: number, compressedMb: number) {
  const saved = Math.max(0, originalMb - compressedMb);
  await addingCompression.run(db, {
    userId,
    originalMb,
    saved,
    percentage: originalMb > 0 ? (saved * 100) / originalMb : 0,
    now: nowIso(),
  });
}

/** Behind every tracked compression, so compiled once (prepared-query.ts). */
const addingCompression = preparedQuery(
  (db, v: { userId: string; originalMb: number; saved: number; percentage: number; now: string }) => {
    const original = sql.ref("user_stats.total_original_mb");
    const savings = sql.ref("user_stats.total_savings_mb");
    return db
      .insertInto("user_stats")
      .values({
        user_id: v.userId,
        images_compressed: 1,
        total_original_mb: v.originalMb,
        total_savings_mb: v.saved,
        avg_compression_percentage: v.percentage,
        updated_at: v.now,
      })
      .onConflict((oc) =>
        oc.column("user_id").doUpdateSet({
          images_compressed: sql`${sql.ref("user_stats.images_compressed")} + 1`,
          total_original_mb: sql`${original} + ${v.originalMb}`,
          total_savings_mb: sql`${savings} + ${v.saved}`,
          avg_compression_percentage: sql`case when ${original} + ${v.originalMb} > 0 then (${savings} + ${v.saved}) * 100.0 / (${original} + ${v.originalMb}) else 0 end`,
          updated_at: v.now,
        }),
      );
  },
);
