/**
 * The few column types SQLite and PostgreSQL spell differently. Everything else in the migrations
 * is the same text on both, so one set of migrations serves both databases.
 */
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from "kysely";

export interface ColumnTypes {
  /** better-auth writes real booleans to PostgreSQL and 0/1 to SQLite. */
  boolean: "boolean" | "integer";
  /** better-auth writes Date objects to PostgreSQL and ISO strings to SQLite. */
  timestamp: "timestamptz" | "text";
  /** Millisecond clocks overflow PostgreSQL's 32-bit integer. */
  bigint: "bigint" | "integer";
  /** An ISO timestamp default for our own tables, which store times as ISO text on both. */
  nowText: RawBuilder<unknown>;
}

export function columnTypes(db: Kysely<unknown>): ColumnTypes {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres
    ? {
        boolean: "boolean",
        timestamp: "timestamptz",
        bigint: "bigint",
        nowText: sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
      }
    : {
        boolean: "integer",
        timestamp: "text",
        bigint: "integer",
        nowText: sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`,
      };
}
