/**
 * GET /api/health: is the server up and can it read its migrated database? Load balancers and
 * the start-up checks use it; it answers 503 when the database is unreachable.
 */
import { Hono } from "hono";
import { appliedMigrationCount, MIGRATIONS } from "../db/migrate.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Logger } from "../logger.ts";

export interface HealthBody {
  status: "ok" | "unavailable";
  uptimeSeconds: number;
  database: {
    dialect: DatabaseHandle["dialect"];
    status: "up" | "down";
    latencyMs?: number;
    migrations?: { applied: number; known: number };
    schemaCreatedAt?: string;
  };
}

export function healthRoutes(database: DatabaseHandle, logger: Logger) {
  const started = Date.now();
  return new Hono().get("/", async (c) => {
    const uptimeSeconds = Math.round((Date.now() - started) / 1000);
    const t0 = performance.now();
    try {
      const row = await database.db
        .selectFrom("app_meta")
        .select("value")
        .where("key", "=", "schema_created_at")
        .executeTakeFirst();
      const applied = await appliedMigrationCount(database.db);
      const body: HealthBody = {
        status: "ok",
        uptimeSeconds,
        database: {
          dialect: database.dialect,
          status: "up",
          latencyMs: Math.round((performance.now() - t0) * 10) / 10,
          migrations: { applied, known: Object.keys(MIGRATIONS).length },
          ...(row ? { schemaCreatedAt: row.value } : {}),
        },
      };
      return c.json(body, 200, { "Cache-Control": "no-store" });
    } catch (error) {
      logger.error({ err: error }, "health check could not reach the database");
      const body: HealthBody = {
        status: "unavailable",
        uptimeSeconds,
        database: { dialect: database.dialect, status: "down" },
      };
      return c.json(body, 503, { "Cache-Control": "no-store" });
    }
  });
}
