/**
 * A query whose shape never changes, built and compiled once per dialect and then run with new
 * values. Kysely builds, transforms and compiles a query afresh on every call: on the statements
 * behind every tracking request that was about a fifth of the server's CPU under load, more than
 * SQLite's own work (issue 30). Only the hot path's queries use this; everything else builds as
 * usual.
 *
 * The query is built with a stand-in for each value, so the values must reach Kysely as they are
 * (no arithmetic or string work on them in the builder), and they must be strings, numbers or null:
 * the SQLite plugin that stores booleans as integers never sees the real values.
 */
import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from "kysely";
import type { DialectAdapter } from "kysely";
import type { Database } from "./schema.ts";

export type QueryValue = string | number | null;
type Values = Record<string, QueryValue>;

const STAND_IN = "\u0000prepared-query-value:";

interface Compiled {
  sql: string;
  /** For each parameter, the name of the value it takes, or the constant the builder put there. */
  slots: ({ name: string } | { constant: unknown })[];
}

export interface PreparedQuery<V extends Values, Row> {
  /** Runs it on `db` (a transaction too) with these values. */
  run(db: Kysely<Database>, values: V): Promise<QueryResult<Row>>;
  /** The first row, or undefined. */
  first(db: Kysely<Database>, values: V): Promise<Row | undefined>;
}

export function preparedQuery<V extends Values, Row>(
  build: (db: Kysely<Database>, values: V) => Compilable<Row>,
): PreparedQuery<V, Row> {
  // Compiled SQL differs by dialect; a transaction shares its database's adapter.
  const byDialect = new WeakMap<DialectAdapter, Compiled>();

  function compiledFor(db: Kysely<Database>): Compiled {
    const adapter = db.getExecutor().adapter;
    let compiled = byDialect.get(adapter);
    if (!compiled) {
      const standIns = new Proxy({} as V, { get: (_, name) => STAND_IN + String(name) });
      const query = build(db, standIns).compile();
      compiled = {
        sql: query.sql,
        slots: query.parameters.map((value) =>
          typeof value === "string" && value.startsWith(STAND_IN)
            ? { name: value.slice(STAND_IN.length) }
            : { constant: value },
        ),
      };
      byDialect.set(adapter, compiled);
    }
    return compiled;
  }

  async function run(db: Kysely<Database>, values: V): Promise<QueryResult<Row>> {
    const { sql, slots } = compiledFor(db);
    const parameters = slots.map((slot) => {
      if ("constant" in slot) return slot.constant;
      const value = values[slot.name];
      if (value === undefined) throw new Error(`The prepared query needs a value for "${slot.name}".`);
      return value;
    });
    return db.executeQuery(CompiledQuery.raw(sql, parameters) as CompiledQuery<Row>);
  }

  return { run, first: async (db, values) => (await run(db, values)).rows[0] };
}
