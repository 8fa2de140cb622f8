/**
 * GET /api/stats/monthly: this month's and last month's figures (UTC calendar months), summed from
 * the activities that saved space, so the dashboard's "from last month" badges compare real
 * numbers. Computed on read: two indexed range scans over one person's rows.
 */
import { SAVING_ACTIVITY_TYPES } from "@squish/shared/account/activity";
import type { MonthFigures, MonthlyStats } from "@squish/shared/member-area";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Auth } from "../auth/auth.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { requireUser } from "./require-user.ts";
import { roundMb } from "./rows.ts";

type Db = Kysely<Database>;

function monthStart(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 1));
}

async function figures(db: Db, userId: string, from: Date, to: Date): Promise<MonthFigures> {
  const row = await db
    .selectFrom("user_activities")
    .select((eb) => [
      eb.fn.countAll<number>().as("n"),
      eb.fn.sum<number>("original_size_mb").as("original"),
      eb.fn.sum<number>("compressed_size_mb").as("compressed"),
    ])
    .where("user_id", "=", userId)
    .where("activity_type", "in", [...SAVING_ACTIVITY_TYPES])
    .where("created_at", ">=", from.toISOString())
    .where("created_at", "<", to.toISOString())
    .executeTakeFirstOrThrow();
  const original = Number(row.original ?? 0);
  const compressed = Math.min(original, Number(row.compressed ?? 0));
  const saved = original - compressed;
  return {
    month: from.toISOString().slice(0, 7),
    images_compressed: Number(row.n),
    original_mb: roundMb(original),
    total_savings_mb: roundMb(saved),
    avg_compression_percentage: original > 0 ? Math.round((saved / original) * 10000) / 100 : 0,
    performance_gain: compressed > 0 ? Math.round((original / compressed) * 100) / 100 : 1,
  };
}

export async function monthlyStats(db: Db, userId: string, now = new Date()): Promise<MonthlyStats> {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const [current, previous] = await Promise.all([
    figures(db, userId, monthStart(y, m), monthStart(y, m + 1)),
    figures(db, userId, monthStart(y, m - 1), monthStart(y, m)),
  ]);
  return { current, previous };
}

export function monthlyStatsRoutes(auth: Auth, { db }: DatabaseHandle) {
  return new Hono().get("/stats/monthly", requireUser(auth), async (c) =>
    c.json(await monthlyStats(db, c.var.user.id)),
  );
}
