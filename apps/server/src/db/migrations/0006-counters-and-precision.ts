import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes } from "./column-types.ts";

/**
 * Two corrections:
 * - Our own request counters (the per-account sign-in lockout, the public forms' limits) get a
 *   table of their own. They lived in better-auth's rate-limit table, whose clean-up deletes every
 *   row older than its longest window (a minute), which cut a 15-minute lockout to one minute.
 * - Sizes and savings become double precision on PostgreSQL, where `real` is single precision
 *   (SQLite's REAL is already a double).
 */
export const countersAndPrecision: Migration = {
  async up(db: Kysely<unknown>) {
    const t = columnTypes(db);
    await db.schema
      .createTable("request_counters")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("window_start", t.bigint, (c) => c.notNull())
      .execute();
    if (t.bigint !== "bigint") return;
    const columns: Record<string, string[]> = {
      user_stats: ["total_original_mb", "total_savings_mb", "avg_compression_percentage", "performance_gain"],
      user_activities: ["original_size_mb", "compressed_size_mb", "compression_percentage"],
      recent_files: ["original_size_mb", "compressed_size_mb", "savings_percentage"],
    };
    for (const [table, names] of Object.entries(columns)) {
      for (const name of names) {
        await sql`alter table ${sql.table(table)} alter column ${sql.ref(name)} type double precision`.execute(db);
      }
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("request_counters").execute();
  },
};
