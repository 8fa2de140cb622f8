import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { openDatabase, type DatabaseHandle } from "../db/database.ts";
import { migrateToLatest, MIGRATIONS } from "../db/migrate.ts";
import type { Database } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import {
  databaseKinds,
  migratedTestDatabase,
  postgresAvailable,
  type MigratedTestDatabase,
} from "../test-support/databases.ts";
import { testConfig } from "../test-support/test-config.ts";
import type { HealthBody } from "./health.ts";

const logger = createLogger("silent");

/** A database that cannot answer: a closed SQLite connection, or a PostgreSQL port nobody listens on. */
function unreachableDatabase(kind: "sqlite" | "postgres"): DatabaseHandle {
  if (kind === "postgres") return openDatabase({ kind: "postgres", url: "postgres://postgres@127.0.0.1:1/test" });
  const sqlite = new SQLite(":memory:");
  sqlite.close();
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

describe.each(databaseKinds())("GET /api/health on %s", (kind) => {
  let migrated: MigratedTestDatabase;
  let database: DatabaseHandle;

  beforeAll(async () => {
    migrated = await migratedTestDatabase(kind);
    database = migrated.database;
  });
  afterAll(() => migrated?.close());

  const TOKEN = "a-monitoring-token-of-some-length";
  const app = () => createApp({ config: testConfig({ HEALTH_TOKEN: TOKEN }), database, logger });
  const asMonitor = { headers: { authorization: `Bearer ${TOKEN}` } };

  it("tells strangers the status only, nothing about the database or uptime", async () => {
    for (const headers of [{}, { authorization: "Bearer not-the-token-at-all" }] as Record<string, string>[]) {
      const response = await app().request("/api/health", { headers });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ok" });
    }
  });

  it("reports the database up, with every migration applied", async () => {
    const response = await app().request("/api/health", asMonitor);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as HealthBody;
    expect(body.status).toBe("ok");
    expect(body.database).toMatchObject({
      dialect: kind,
      status: "up",
      migrations: { applied: Object.keys(MIGRATIONS).length, known: Object.keys(MIGRATIONS).length },
    });
    expect(new Date(body.database.schemaCreatedAt ?? "").getTime()).not.toBeNaN();
  });

  it("migrating twice changes nothing", async () => {
    const again = await migrateToLatest(database.db);
    expect(again.results).toEqual([]);
  });

  it("answers 503 when the database is gone", async () => {
    const broken = unreachableDatabase(kind);
    const brokenApp = createApp({ config: testConfig({ HEALTH_TOKEN: TOKEN }), database: broken, logger });
    expect(await (await brokenApp.request("/api/health")).json()).toEqual({ status: "unavailable" });
    const response = await brokenApp.request("/api/health", asMonitor);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "unavailable", database: { dialect: kind, status: "down" } });
    await broken.close().catch(() => {});
  });
});

describe("test databases", () => {
  it.runIf(process.env.CI)("reach PostgreSQL on CI", () => {
    expect(postgresAvailable).toBe(true);
  });
});
