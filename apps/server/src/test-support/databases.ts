/**
 * The databases server tests run against: always SQLite (a temporary file), and PostgreSQL when
 * DATABASE_URL names one or a local server answers at 127.0.0.1:5432 (user postgres, database
 * test, as on CI). Each PostgreSQL run gets its own schema, dropped afterwards.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";

export interface TestDatabase {
  name: "sqlite" | "postgres";
  target: DatabaseTarget;
  cleanup(): Promise<void>;
}

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/test";

export function postgresUrl(): string {
  const url = process.env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? url : LOCAL_POSTGRES;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether PostgreSQL tests can run on this machine; decided once, before the suites are declared. */
export const postgresAvailable = await canConnect(postgresUrl());
if (!postgresAvailable) {
  console.warn(
    `Server tests run on SQLite only: no PostgreSQL answered at ${postgresUrl()} (set DATABASE_URL to use one).`,
  );
}

export function sqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), "squish-test-"));
  return {
    name: "sqlite",
    target: { kind: "sqlite", file: join(dir, "squish.db") },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export async function postgresDatabase(): Promise<TestDatabase> {
  const url = postgresUrl();
  const schema = `squish_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  return {
    name: "postgres",
    target: { kind: "postgres", url, searchPath: schema },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
}

/** The databases to run a suite against, as `describe.each` rows. */
export function databaseKinds(): ("sqlite" | "postgres")[] {
  return postgresAvailable ? ["sqlite", "postgres"] : ["sqlite"];
}

export async function testDatabase(kind: "sqlite" | "postgres"): Promise<TestDatabase> {
  return kind === "sqlite" ? sqliteDatabase() : postgresDatabase();
}

export interface MigratedTestDatabase {
  database: DatabaseHandle;
  /** Closes the database (if a test has not already) and removes it. */
  close(): Promise<void>;
}

/** A fresh database of the kind, opened and migrated to the latest schema. */
export async function migratedTestDatabase(kind: "sqlite" | "postgres"): Promise<MigratedTestDatabase> {
  const store = await testDatabase(kind);
  const database = openDatabase(store.target);
  await migrateToLatest(database.db);
  return {
    database,
    async close() {
      await database.close().catch(() => {});
      await store.cleanup();
    },
  };
}
