import { sql, type Kysely, type Migration } from "kysely";
import { watermarkTemplates } from "./0007-watermark-templates.ts";
import { chainPresets } from "./0010-chain-presets.ts";

/**
 * Issue 29, item 4: every kind of saved settings in one table (decision 43). Watermark templates
 * (0007) and chain presets (0010) were two tables of the same shape; their rows move here with
 * their ids, names, times and JSON as they were, told apart by `kind`, and the old tables go. A new
 * kind then needs no migration. The unique index holds one name per person and kind, as each old
 * table's did per person.
 */
const TABLE = "saved_settings";

/** Each old table, the kind its rows become (@squish/shared's kind entries) and its JSON column. */
const OLD_TABLES = [
  { table: "watermark_templates", kind: "watermark-template", json: "settings", create: watermarkTemplates },
  { table: "chain_presets", kind: "chain-preset", json: "steps", create: chainPresets },
] as const;

const COLUMNS = ["id", "user_id", "name", "name_key", "created_at", "updated_at"] as const;

/**
 * All or nothing on both databases: PostgreSQL already runs the migration in a transaction;
 * Kysely runs SQLite's without one, and a copy stopped half way must not leave a table behind that
 * the next start would trip over.
 */
async function inOneTransaction(db: Kysely<unknown>, work: (db: Kysely<unknown>) => Promise<void>) {
  if (db.isTransaction) await work(db);
  else await db.transaction().execute(work);
}

// The tables are named here and not in the typed schema, which knows only the latest tables.
/* eslint-disable @typescript-eslint/no-explicit-any */
export const savedSettings: Migration = {
  async up(db: Kysely<any>) {
    await inOneTransaction(db, async (db: Kysely<any>) => {
      await db.schema
        .createTable(TABLE)
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("name_key", "text", (c) => c.notNull())
        .addColumn("settings", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("saved_settings_user_kind_created")
        .on(TABLE)
        .columns(["user_id", "kind", "created_at"])
        .execute();
      await db.schema
        .createIndex("saved_settings_user_kind_name")
        .on(TABLE)
        .columns(["user_id", "kind", "name_key"])
        .unique()
        .execute();
      for (const old of OLD_TABLES) {
        await db
          .insertInto(TABLE)
          .columns([...COLUMNS, "kind", "settings"])
          .expression((eb) =>
            eb.selectFrom(old.table).select([...COLUMNS, sql.lit(old.kind).as("kind"), `${old.json} as settings`]),
          )
          .execute();
        await db.schema.dropTable(old.table).execute();
      }
    });
  },
  async down(db: Kysely<any>) {
    await inOneTransaction(db, async (db: Kysely<any>) => {
      for (const old of OLD_TABLES) {
        await old.create.up(db);
        await db
          .insertInto(old.table)
          .columns([...COLUMNS, old.json])
          .expression((eb) =>
            eb
              .selectFrom(TABLE)
              .select([...COLUMNS, "settings"])
              .where("kind", "=", old.kind),
          )
          .execute();
      }
      // Rows of a kind added since had no table before this one: going back drops them.
      await db.schema.dropTable(TABLE).execute();
    });
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */
