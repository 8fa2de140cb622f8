/**
 * Saved watermark templates: a name and the watermark tool's text settings, at most
 * MAX_WATERMARK_TEMPLATES per person, names unique per person regardless of case. Every query is
 * scoped to the owner, so a template of someone else's is simply not found.
 */
import {
  MAX_WATERMARK_TEMPLATES,
  watermarkTemplateNameKey,
  type WatermarkTemplate,
  type WatermarkTemplateInput,
  type WatermarkTemplateSettings,
  type WatermarkTemplateUpdate,
} from "@squish/shared/watermark-templates";
import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Database, WatermarkTemplateTable } from "../db/schema.ts";
import { nowIso } from "./rows.ts";

type Db = Kysely<Database>;

function toWatermarkTemplate(row: Selectable<WatermarkTemplateTable>): WatermarkTemplate {
  return {
    id: row.id,
    name: row.name,
    // Written only from validated input (see the routes), so it reads back as it was saved.
    settings: JSON.parse(row.settings) as WatermarkTemplateSettings,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Makes one person's template changes take turns, so the count limit and the name check hold when
 * two requests arrive at once: SQLite runs one transaction at a time anyway; PostgreSQL takes a
 * lock per user until the transaction ends.
 */
async function oneAtATime(trx: Transaction<Database>, userId: string) {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext(${`watermark-templates:${userId}`}))`.execute(trx);
  }
}

async function nameTaken(db: Db, userId: string, nameKey: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom("watermark_templates")
    .select("id")
    .where("user_id", "=", userId)
    .where("name_key", "=", nameKey);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function templateRow(db: Db, userId: string, id: string) {
  return db
    .selectFrom("watermark_templates")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The person's templates, newest first. */
export async function listWatermarkTemplates(db: Db, userId: string): Promise<WatermarkTemplate[]> {
  const rows = await db
    .selectFrom("watermark_templates")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toWatermarkTemplate);
}

export type CreateResult =
  { ok: true; template: WatermarkTemplate } | { ok: false; reason: "limit_reached" | "name_taken" };

export async function createWatermarkTemplate(
  db: Db,
  userId: string,
  input: WatermarkTemplateInput,
): Promise<CreateResult> {
  return db.transaction().execute(async (trx) => {
    await oneAtATime(trx, userId);
    const { n } = await trx
      .selectFrom("watermark_templates")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_WATERMARK_TEMPLATES) return { ok: false, reason: "limit_reached" } as const;
    const nameKey = watermarkTemplateNameKey(input.name);
    if (await nameTaken(trx, userId, nameKey)) return { ok: false, reason: "name_taken" } as const;
    const now = nowIso();
    const id = crypto.randomUUID();
    await trx
      .insertInto("watermark_templates")
      .values({
        id,
        user_id: userId,
        name: input.name,
        name_key: nameKey,
        settings: JSON.stringify(input.settings),
        created_at: now,
        updated_at: now,
      })
      .execute();
    const row = await templateRow(trx, userId, id);
    return { ok: true, template: toWatermarkTemplate(row!) } as const;
  });
}

export type UpdateResult =
  { ok: true; template: WatermarkTemplate } | { ok: false; reason: "not_found" | "name_taken" };

/** Renames the template, replaces its settings, or both; only the owner's template is found. */
export async function updateWatermarkTemplate(
  db: Db,
  userId: string,
  id: string,
  changes: WatermarkTemplateUpdate,
): Promise<UpdateResult> {
  return db.transaction().execute(async (trx) => {
    await oneAtATime(trx, userId);
    if (!(await templateRow(trx, userId, id))) return { ok: false, reason: "not_found" } as const;
    const rename =
      changes.name === undefined ? {} : { name: changes.name, name_key: watermarkTemplateNameKey(changes.name) };
    if (rename.name_key !== undefined && (await nameTaken(trx, userId, rename.name_key, id))) {
      return { ok: false, reason: "name_taken" } as const;
    }
    await trx
      .updateTable("watermark_templates")
      .set({
        ...rename,
        ...(changes.settings === undefined ? {} : { settings: JSON.stringify(changes.settings) }),
        updated_at: nowIso(),
      })
      .where("user_id", "=", userId)
      .where("id", "=", id)
      .execute();
    const row = await templateRow(trx, userId, id);
    return { ok: true, template: toWatermarkTemplate(row!) } as const;
  });
}

/** Whether the owner had such a template (and now does not). */
export async function deleteWatermarkTemplate(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("watermark_templates")
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
