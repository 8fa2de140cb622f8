import type { Kysely, Migration } from "kysely";
import { foldForSearch } from "../../accounts/fold-text.ts";
import { columnTypes } from "./column-types.ts";

/**
 * Issue 23:
 * - `mail_counters`: account emails sent per recipient and kind in the current hour, so the cap
 *   on them (decision 0036) holds across server instances. The key holds a hash of the address,
 *   not the address, so nothing personal stays behind when the account goes.
 * - `user_activities.file_name_folded`: the file name as the activity search compares it
 *   (normalised and lower-cased in JavaScript), so case-insensitive search works for every
 *   letter on both databases. Existing rows are filled in here.
 */
export const mailCountersAndSearchNames: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable("mail_counters")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("window_start", t.bigint, (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable("user_activities")
      .addColumn("file_name_folded", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    const rows = db as unknown as Kysely<{
      user_activities: { id: string; file_name: string; file_name_folded: string };
    }>;
    for (let after = ""; ;) {
      const batch = await rows
        .selectFrom("user_activities")
        .select(["id", "file_name"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(500)
        .execute();
      for (const row of batch) {
        await rows
          .updateTable("user_activities")
          .set({ file_name_folded: foldForSearch(row.file_name) })
          .where("id", "=", row.id)
          .execute();
      }
      if (batch.length < 500) break;
      after = batch.at(-1)!.id;
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("user_activities").dropColumn("file_name_folded").execute();
    await db.schema.dropTable("mail_counters").execute();
  },
};
