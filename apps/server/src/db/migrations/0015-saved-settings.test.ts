import { chainPresetKind } from "@squish/shared/chain";
import { watermarkTemplateKind } from "@squish/shared/watermark-templates";
import { sql, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { listSavedSettings } from "../../accounts/saved-settings.ts";
import { databaseKinds, testDatabase } from "../../test-support/databases.ts";
import { openDatabase } from "../database.ts";
import { migrator } from "../migrate.ts";
import type { Database } from "../schema.ts";

// The JSON is copied as text, byte for byte: a few fields with fractions and mixed case show that.
const settings = (text: string) => JSON.stringify({ text, font: "serif", size: 12.5, color: "#Ff8800", x: 0.125 });
const steps = (format: string) =>
  JSON.stringify([
    { op: "resize", width: 1600 },
    { op: "convert", format },
  ]);

/** Rows as migrations 0007 and 0010 left them: two people, the same name in both tables. */
const TEMPLATES = [
  ["t-1", "ada", "Logo", "logo", settings("© Ada"), "2026-01-01T00:00:00.000Z", "2026-01-02T00:00:00.000Z"],
  ["t-2", "ada", "Café", "café", settings("Café"), "2026-01-03T00:00:00.000Z", "2026-01-03T00:00:00.000Z"],
  ["t-3", "bob", "Logo", "logo", settings("© Bob"), "2026-01-04T00:00:00.000Z", "2026-01-04T00:00:00.000Z"],
] as const;
const PRESETS = [
  ["p-1", "ada", "Logo", "logo", steps("webp"), "2026-02-01T00:00:00.000Z", "2026-02-05T00:00:00.000Z"],
  ["p-2", "bob", "Web", "web", steps("avif"), "2026-02-02T00:00:00.000Z", "2026-02-02T00:00:00.000Z"],
] as const;

const COLUMNS = ["id", "user_id", "name", "name_key", "settings", "created_at", "updated_at"] as const;
type Row = Record<(typeof COLUMNS)[number], string>;
const asRows = (rows: readonly (readonly string[])[]): Row[] =>
  rows.map((row) => Object.fromEntries(COLUMNS.map((column, i) => [column, row[i]])) as Row);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: Kysely<Database>) => db as Kysely<any>;

async function oldTable(db: Kysely<Database>, table: string, json: string): Promise<Row[]> {
  return untyped(db)
    .selectFrom(table)
    .select(["id", "user_id", "name", "name_key", `${json} as settings`, "created_at", "updated_at"])
    .orderBy("id")
    .execute();
}

async function savedRows(db: Kysely<Database>, kind: string): Promise<Row[]> {
  return db.selectFrom("saved_settings").select(COLUMNS).where("kind", "=", kind).orderBy("id").execute();
}

/** A database at 0014 with these rows in the old tables. */
async function seedOldTables(
  db: Kysely<Database>,
  kind: "sqlite" | "postgres",
  templates: readonly (readonly string[])[],
  presets: readonly (readonly string[])[],
) {
  expect((await (await migrator(db)).migrateTo("0014-avatars")).error).toBeUndefined();
  const now = new Date().toISOString();
  for (const id of ["ada", "bob"]) {
    await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
      values (${id}, ${id}, ${`${id}@example.com`}, ${kind === "sqlite" ? 0 : false}, ${now}, ${now})`.execute(db);
  }
  for (const [table, json, rows] of [
    ["watermark_templates", "settings", templates],
    ["chain_presets", "steps", presets],
  ] as const) {
    for (const row of rows) {
      await untyped(db)
        .insertInto(table)
        .values(Object.fromEntries(COLUMNS.map((column, i) => [column === "settings" ? json : column, row[i]])))
        .execute();
    }
  }
}

/** A fresh database of this kind for one test, closed and removed after it. */
async function withDatabase(kind: "sqlite" | "postgres", test: (db: Kysely<Database>) => Promise<void>) {
  const fresh = await testDatabase(kind);
  const database = openDatabase(fresh.target);
  try {
    await test(database.db);
  } finally {
    await database.close();
    await fresh.cleanup();
  }
}

describe.each(databaseKinds())("one table for saved settings (0015), on %s", (kind) => {
  it("moves every template and preset into it as they were, drops the old tables, and can go back", async () => {
    await withDatabase(kind, async (db) => {
      const migrations = await migrator(db);
      await seedOldTables(db, kind, TEMPLATES, PRESETS);

      expect((await migrations.migrateTo("0015-saved-settings")).error).toBeUndefined();
      expect(await savedRows(db, "watermark-template")).toEqual(asRows(TEMPLATES));
      expect(await savedRows(db, "chain-preset")).toEqual(asRows(PRESETS));
      for (const table of ["watermark_templates", "chain_presets"]) {
        await expect(untyped(db).selectFrom(table).selectAll().execute()).rejects.toThrow();
      }
      // The app reads them as it read the old tables: the kind's own field, newest first.
      expect((await listSavedSettings(db, chainPresetKind, "ada")).map((p) => [p.id, p.steps[1]])).toEqual([
        ["p-1", { op: "convert", format: "webp" }],
      ]);
      expect((await listSavedSettings(db, watermarkTemplateKind, "ada")).map((t) => t.settings.text)).toEqual([
        "Café",
        "© Ada",
      ]);

      expect((await migrations.migrateDown()).error).toBeUndefined();
      expect(await oldTable(db, "watermark_templates", "settings")).toEqual(asRows(TEMPLATES));
      expect(await oldTable(db, "chain_presets", "steps")).toEqual(asRows(PRESETS));
      await expect(db.selectFrom("saved_settings").selectAll().execute()).rejects.toThrow();

      expect((await migrations.migrateTo("0015-saved-settings")).error).toBeUndefined();
      expect(await savedRows(db, "watermark-template")).toEqual(asRows(TEMPLATES));
      expect(await savedRows(db, "chain-preset")).toEqual(asRows(PRESETS));
    });
  });

  it("changes nothing when the copy fails: the old tables keep every row and the next start tries again", async () => {
    await withDatabase(kind, async (db) => {
      // A preset with a template's id: the copy stops at the second table.
      const clash = [["t-1", ...PRESETS[1]!.slice(1)]] as const;
      await seedOldTables(db, kind, TEMPLATES, clash);
      expect((await (await migrator(db)).migrateTo("0015-saved-settings")).error).toBeDefined();
      expect(await oldTable(db, "watermark_templates", "settings")).toEqual(asRows(TEMPLATES));
      expect(await oldTable(db, "chain_presets", "steps")).toEqual(asRows(clash));
      await expect(db.selectFrom("saved_settings").selectAll().execute()).rejects.toThrow();

      await untyped(db).updateTable("chain_presets").set({ id: "p-2" }).execute();
      expect((await (await migrator(db)).migrateTo("0015-saved-settings")).error).toBeUndefined();
      expect(await savedRows(db, "chain-preset")).toEqual(asRows([PRESETS[1]!]));
    });
  });

  it("holds one name per person and kind, and goes with the person", async () => {
    await withDatabase(kind, async (db) => {
      await seedOldTables(db, kind, [], []);
      expect((await (await migrator(db)).migrateTo("0015-saved-settings")).error).toBeUndefined();
      const now = new Date().toISOString();
      const row = (id: string, kindName: string) => ({
        id,
        user_id: "ada",
        kind: kindName,
        name: "Web",
        name_key: "web",
        settings: "[]",
        created_at: now,
        updated_at: now,
      });
      await db.insertInto("saved_settings").values(row("a", "chain-preset")).execute();
      await db.insertInto("saved_settings").values(row("b", "watermark-template")).execute();
      await expect(db.insertInto("saved_settings").values(row("c", "chain-preset")).execute()).rejects.toThrow();

      await db.deleteFrom("user").where("id", "=", "ada").execute();
      expect(await db.selectFrom("saved_settings").selectAll().execute()).toEqual([]);
    });
  });
});
