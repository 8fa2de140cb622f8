/**
 * Saved workspace chains ("chain presets"): a name and the chain's steps, at most
 * MAX_CHAIN_PRESETS per person, names unique per person regardless of case. Every query is scoped
 * to the owner, so a preset of someone else's is simply not found. The same shape as the
 * watermark templates (watermark-templates.ts).
 */
import {
  MAX_CHAIN_PRESETS,
  chainPresetNameKey,
  type ChainPreset,
  type ChainPresetInput,
  type ChainPresetUpdate,
  type ChainStep,
} from "@squish/shared/chain";
import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { ChainPresetTable, Database } from "../db/schema.ts";
import { nowIso } from "./rows.ts";

type Db = Kysely<Database>;

function toChainPreset(row: Selectable<ChainPresetTable>): ChainPreset {
  return {
    id: row.id,
    name: row.name,
    // Written only from validated input (see the routes), so it reads back as it was saved.
    steps: JSON.parse(row.steps) as ChainStep[],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Makes one person's preset changes take turns, so the count limit and the name check hold when
 * two requests arrive at once: SQLite runs one transaction at a time anyway; PostgreSQL takes a
 * lock per user until the transaction ends.
 */
async function oneAtATime(trx: Transaction<Database>, userId: string) {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext(${`chain-presets:${userId}`}))`.execute(trx);
  }
}

async function nameTaken(db: Db, userId: string, nameKey: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("chain_presets").select("id").where("user_id", "=", userId).where("name_key", "=", nameKey);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function presetRow(db: Db, userId: string, id: string) {
  return db
    .selectFrom("chain_presets")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The person's presets, newest first. */
export async function listChainPresets(db: Db, userId: string): Promise<ChainPreset[]> {
  const rows = await db
    .selectFrom("chain_presets")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toChainPreset);
}

export type CreateResult = { ok: true; preset: ChainPreset } | { ok: false; reason: "limit_reached" | "name_taken" };

export async function createChainPreset(db: Db, userId: string, input: ChainPresetInput): Promise<CreateResult> {
  return db.transaction().execute(async (trx) => {
    await oneAtATime(trx, userId);
    const { n } = await trx
      .selectFrom("chain_presets")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_CHAIN_PRESETS) return { ok: false, reason: "limit_reached" } as const;
    const nameKey = chainPresetNameKey(input.name);
    if (await nameTaken(trx, userId, nameKey)) return { ok: false, reason: "name_taken" } as const;
    const now = nowIso();
    const id = crypto.randomUUID();
    await trx
      .insertInto("chain_presets")
      .values({
        id,
        user_id: userId,
        name: input.name,
        name_key: nameKey,
        steps: JSON.stringify(input.steps),
        created_at: now,
        updated_at: now,
      })
      .execute();
    const row = await presetRow(trx, userId, id);
    return { ok: true, preset: toChainPreset(row!) } as const;
  });
}

export type UpdateResult = { ok: true; preset: ChainPreset } | { ok: false; reason: "not_found" | "name_taken" };

/** Renames the preset, replaces its steps, or both; only the owner's preset is found. */
export async function updateChainPreset(
  db: Db,
  userId: string,
  id: string,
  changes: ChainPresetUpdate,
): Promise<UpdateResult> {
  return db.transaction().execute(async (trx) => {
    await oneAtATime(trx, userId);
    if (!(await presetRow(trx, userId, id))) return { ok: false, reason: "not_found" } as const;
    const rename = changes.name === undefined ? {} : { name: changes.name, name_key: chainPresetNameKey(changes.name) };
    if (rename.name_key !== undefined && (await nameTaken(trx, userId, rename.name_key, id))) {
      return { ok: false, reason: "name_taken" } as const;
    }
    await trx
      .updateTable("chain_presets")
      .set({
        ...rename,
        ...(changes.steps === undefined ? {} : { steps: JSON.stringify(changes.steps) }),
        updated_at: nowIso(),
      })
      .where("user_id", "=", userId)
      .where("id", "=", id)
      .execute();
    const row = await presetRow(trx, userId, id);
    return { ok: true, preset: toChainPreset(row!) } as const;
  });
}

/** Whether the owner had such a preset (and now does not). */
export async function deleteChainPreset(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("chain_presets")
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
