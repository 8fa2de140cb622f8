/**
 * GET /api/activity-log: one person's whole history, newest first, a page at a time, optionally of
 * one activity type and with a file name containing some text (the all-activity page). The
 * search is case-insensitive for every letter on both databases (it compares the folded file
 * name, see fold-text.ts), treats % and _ as ordinary characters, and refuses control characters:
 * SQLite ends a string at a NUL, so `q=%00` matched every file (issue 23).
 */
import { ACTIVITY_PAGE_MAX, ACTIVITY_TYPES, type Activity, type ActivityType } from "@squish/shared/account/activity";
import { largeAnswers } from "../http/compression.ts";
import { Hono } from "hono";
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import type { Auth } from "../auth/auth.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { foldForSearch } from "./fold-text.ts";
import { requireUser } from "./require-user.ts";
import { roundMb } from "./rows.ts";
import { validate } from "./validate.ts";

type Db = Kysely<Database>;

export const activityLogQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(20),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    type: z.enum(ACTIVITY_TYPES).optional(),
    q: z
      .string()
      .trim()
      .max(255)
      .refine((q) => !/\p{Cc}/u.test(q), "The search may not contain control characters.")
      .optional(),
  })
  .strict();

function toActivity(row: Database["user_activities"]): Activity {
  const mb = (v: unknown) => (v === null ? null : roundMb(Number(v)));
  return {
    id: row.id,
    activity_type: row.activity_type as ActivityType,
    file_name: row.file_name,
    description: row.description,
    original_size_mb: mb(row.original_size_mb),
    compressed_size_mb: mb(row.compressed_size_mb),
    compression_percentage: row.compression_percentage === null ? null : Number(row.compression_percentage),
    created_at: row.created_at,
  };
}

export async function searchActivities(db: Db, userId: string, query: z.output<typeof activityLogQuery>) {
  let base = db.selectFrom("user_activities").where("user_id", "=", userId);
  if (query.type) base = base.where("activity_type", "=", query.type);
  if (query.q) {
    const pattern = `%${foldForSearch(query.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql<boolean>`file_name_folded like ${pattern} escape '\\'`);
  }
  const [items, total] = await Promise.all([
    base
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { items: items.map(toActivity), total: Number(total.n) };
}

export function activityLogRoutes(auth: Auth, { db }: DatabaseHandle) {
  return new Hono().get(
    "/activity-log",
    requireUser(auth),
    largeAnswers,
    validate("query", activityLogQuery),
    async (c) => c.json(await searchActivities(db, c.var.user.id, c.req.valid("query"))),
  );
}
