/**
 * Kysely's SQLite driver prepares every query afresh; with the same dozen statements behind every
 * request (the session, the tracking limits, the activity, the stats, the events), SQLite's
 * parsing and planning was a tenth of the server's CPU under load (issue 30). This hands Kysely a
 * database whose `prepare` keeps the most recent statements by their SQL text.
 *
 * Safe to share: better-sqlite3 runs a statement to completion synchronously, so one is never in
 * use twice at once, except while iterated (Kysely's `stream()`), which gets a statement of its
 * own. SQLite re-prepares a kept statement by itself when the schema changes (a migration).
 */
import type SQLite from "better-sqlite3";

/** Enough for every statement the server's routes make; queries with varying lists come and go. */
const KEPT = 500;

export function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const kept = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    const known = kept.get(source);
    if (known && !known.busy) {
      // Most recently used last, so the oldest is the first to go.
      kept.delete(source);
      kept.set(source, known);
      return known;
    }
    const statement = sqlite.prepare(source);
    if (known) return statement; // the kept one is being iterated: this one is used once
    kept.set(source, statement);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property === "prepare") return prepare;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
