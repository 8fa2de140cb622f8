/**
 * Saved settings of every kind (@squish/shared/saved-settings: chain presets, watermark
 * templates): a name and the kind's settings as JSON, at most `kind.max` per person and kind, names
 * unique per person and kind regardless of case. Every query is scoped to the owner and the kind,
 * so an item of someone else's, or of another kind, is simply not found.
 */
import {
  savedSettingsNameKey,
  type AnySavedSettingsKind,
  type SavedSettingsInput,
  type SavedSettingsItem,
  type SavedSettingsUpdate,
} from "@squish/shared/saved-settings";
import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Database, SavedSettingsTable } from "../db/schema.ts";
import { nowIso } from "./rows.ts";

type Db = Kysely<Database>;

/** A request's fields as this module reads them, whatever the kind (the routes validated them). */
type Fields = { name?: string } & Record<string, unknown>;

function toItem<Kind extends AnySavedSettingsKind>(
  kind: Kind,
  row: Selectable<SavedSettingsTable>,
): SavedSettingsItem<Kind> {
  return {
    id: row.id,
    name: row.name,
    // Written only from validated input (see the routes), so it reads back as it was saved.
    [kind.field]: JSON.parse(row.settings),
    created_at: row.created_at,
    updated_at: row.updated_at,
  } as SavedSettingsItem<Kind>;
}

/**
 * Makes one person's changes to one kind take turns, so the count limit and the name check hold
 * when two requests arrive at once: SQLite runs one transaction at a time anyway; PostgreSQL takes
 * a lock per user and kind until the transaction ends.
 */
async function oneAtATime(trx: Transaction<Database>, kind: AnySavedSettingsKind, userId: string) {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext(${`${kind.path}:${userId}`}))`.execute(trx);
  }
}

/** The owner's rows of this kind: where every query starts. */
function owned(db: Db, kind: AnySavedSettingsKind, userId: string) {
  return db.selectFrom("saved_settings").where("user_id", "=", userId).where("kind", "=", kind.kind);
}

async function nameTaken(
  db: Db,
  kind: AnySavedSettingsKind,
  userId: string,
  nameKey: string,
  exceptId?: string,
): Promise<boolean> {
  let query = owned(db, kind, userId).select("id").where("name_key", "=", nameKey);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

async function itemRow(db: Db, kind: AnySavedSettingsKind, userId: string, id: string) {
  return owned(db, kind, userId).selectAll().where("id", "=", id).executeTakeFirst();
}

/** The person's items of this kind, newest first. */
export async function listSavedSettings<Kind extends AnySavedSettingsKind>(
  db: Db,
  kind: Kind,
  userId: string,
): Promise<SavedSettingsItem<Kind>[]> {
  const rows = await owned(db, kind, userId).selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
  return rows.map((row) => toItem(kind, row));
}

export type CreateResult<Item> = { ok: true; item: Item } | { ok: false; reason: "limit_reached" | "name_taken" };

export async function createSavedSettings<Kind extends AnySavedSettingsKind>(
  db: Db,
  kind: Kind,
  userId: string,
  input: SavedSettingsInput<Kind>,
): Promise<CreateResult<SavedSettingsItem<Kind>>> {
  const fields: Fields = input;
  const name = fields.name!;
  return db.transaction().execute(async (trx) => {
    await oneAtATime(trx, kind, userId);
    const { n } = await owned(trx, kind, userId)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    if (Number(n) >= kind.max) return { ok: false, reason: "limit_reached" } as const;
    const nameKey = savedSettingsNameKey(name);
    if (await nameTaken(trx, kind, userId, nameKey)) return { ok: false, reason: "name_taken" } as const;
    const now = nowIso();
    const id = crypto.randomUUID();
    await trx
      .insertInto("saved_settings")
      .values({
        id,
        user_id: userId,
        kind: kind.kind,
        name,
        name_key: nameKey,
        settings: JSON.stringify(fields[kind.field]),
        created_at: now,
        updated_at: now,
      })
      .execute();
    const row = await itemRow(trx, kind, userId, id);
    return { ok: true, item: toItem(kind, row!) } as const;
  });
}

export type UpdateResult<Item> = { ok: true; item: Item } | { ok: false; reason: "not_found" | "name_taken" };

/** Renames the item, replaces its settings, or both; only the owner's item of this kind is found. */
export async function updateSavedSettings<Kind extends AnySavedSettingsKind>(
  db: Db,
  kind: Kind,
  userId: string,
  id: string,
  changes: SavedSettingsUpdate<Kind>,
): Promise<UpdateResult<SavedSettingsItem<Kind>>> {
  const { name, [kind.field]: settings }: Fields = changes;
  return db.transaction().execute(async (trx) => {
    await oneAtATime(trx, kind, userId);
    if (!(await itemRow(trx, kind, userId, id))) return { ok: false, reason: "not_found" } as const;
    const rename = name === undefined ? {} : { name, name_key: savedSettingsNameKey(name) };
    if (rename.name_key !== undefined && (await nameTaken(trx, kind, userId, rename.name_key, id))) {
      return { ok: false, reason: "name_taken" } as const;
    }
    await trx
      .updateTable("saved_settings")
      .set({
        ...rename,
        ...(settings === undefined ? {} : { settings: JSON.stringify(settings) }),
        updated_at: nowIso(),
      })
      .where("user_id", "=", userId)
      .where("kind", "=", kind.kind)
      .where("id", "=", id)
      .execute();
    const row = await itemRow(trx, kind, userId, id);
    return { ok: true, item: toItem(kind, row!) } as const;
  });
}

/** Whether the owner had such an item of this kind (and now does not). */
export async function deleteSavedSettings(
  db: Db,
  kind: AnySavedSettingsKind,
  userId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("saved_settings")
    .where("user_id", "=", userId)
    .where("kind", "=", kind.kind)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
