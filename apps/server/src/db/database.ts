/**
 * Opens the database: SQLite in a file under the data folder by default, so a fresh machine needs
 * nothing else, or PostgreSQL when DATABASE_URL is set, for several instances side by side.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import pg from "pg";
import { OwnSchemaPostgresDialect } from "./own-schema-introspector.ts";
import type { Database } from "./schema.ts";
import { SqliteBooleanPlugin } from "./sqlite-booleans.ts";
import { withStatementCache } from "./statement-cache.ts";
import { checkpointInBackground } from "./background-checkpoints.ts";

export type DatabaseTarget =
  | { kind: "sqlite"; file: string }
  | {
      kind: "postgres";
      url: string;
      /** Tests give each run its own schema so runs never see each other's rows. */
      searchPath?: string;
    };

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseTarget["kind"];
  /** Where it points, for the live-update listener's own PostgreSQL connection. */
  target?: DatabaseTarget;
  close(): Promise<void>;
}

export interface OpenOptions {
  /**
   * SQLite in a file only: checkpoint from a worker thread instead of inside commits
   * (background-checkpoints.ts). The server asks for it; tools and in-process tests do not need it.
   * Called with a sentence when a checkpoint fails or the worker stops.
   */
  backgroundCheckpoints?: (problem: string) => void;
}

function openSqlite(file: string, options: OpenOptions): { db: Kysely<Database>; stop?: () => Promise<void> } {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run while a write is in progress; the busy timeout rides out short locks.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // With WAL, NORMAL syncs the log at checkpoints instead of at every commit (record 0005). A
  // commit that returned survives the server being killed; only a power cut or a kernel crash can
  // undo the last moments' commits, never corrupt the file. better-sqlite3 is built with this
  // default; said here so that a SQLite built otherwise cannot make every tracking request wait
  // for the disk on the server's one thread (FULL: about a quarter fewer requests a second).
  sqlite.pragma("synchronous = NORMAL");
  const checkpoints =
    options.backgroundCheckpoints && file !== ":memory:"
      ? checkpointInBackground(sqlite, file, options.backgroundCheckpoints)
      : undefined;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new SqliteBooleanPlugin()],
  });
  return { db, stop: checkpoints?.stop };
}

// Counts and millisecond clocks are int8; JavaScript numbers hold them exactly well past any
// value we store, and both databases then hand back the same type.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function openPostgres(url: string, searchPath?: string): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // An idle connection that drops (a database restart, say) must not crash the server; the next
  // query reports the problem where it can be handled.
  pool.on("error", () => {});
  return new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
}

export function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): DatabaseHandle {
  const { db, stop } =
    target.kind === "sqlite" ? openSqlite(target.file, options) : { db: openPostgres(target.url, target.searchPath) };
  return {
    db,
    dialect: target.kind,
    target,
    close: async () => {
      // The checkpointing connection goes first: the last connection to close folds the log in.
      await stop?.();
      await db.destroy();
    },
  };
}
