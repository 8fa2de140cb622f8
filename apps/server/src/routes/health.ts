/**
 * GET /api/health: is the server up and can it read its migrated database? Load balancers and
 * the start-up checks use it; it answers 503 when the database is unreachable. Strangers get the
 * status only; the details (database type, migrations, schema age, uptime) help an attacker pick
 * exploits, so they go to admins and to monitors holding HEALTH_TOKEN (decision 0016).
 */
import { timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import type { Auth } from "../auth/auth.ts";
import { appliedMigrationCount, MIGRATIONS } from "../db/migrate.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Logger } from "../logger.ts";

/** What anyone sees. */
export interface PublicHealthBody {
  status: "ok" | "unavailable";
}

export interface HealthBody extends PublicHealthBody {
  uptimeSeconds: number;
  database: {
    dialect: DatabaseHandle["dialect"];
    status: "up" | "down";
    latencyMs?: number;
    migrations?: { applied: number; known: number };
    schemaCreatedAt?: string;
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Monitors with the configured token, or a signed-in admin. */
async function mayReadDetails(c: Context, auth: Auth, token: string | undefined): Promise<boolean> {
  const bearer = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (token && bearer) return sameToken(bearer, token);
  if (!c.req.header("cookie")) return false;
  const user = await auth.currentUser(c.req.raw.headers).catch(() => null);
  return user?.role === "admin";
}

export function healthRoutes(database: DatabaseHandle, logger: Logger, auth: Auth, token?: string) {
  const started = Date.now();
  return new Hono().get("/", async (c) => {
    const full = await mayReadDetails(c, auth, token);
    const answer = (body: HealthBody, status: 200 | 503) =>
      c.json(full ? body : { status: body.status }, status, { "Cache-Control": "no-store" });
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
      return answer(body, 200);
    } catch (error) {
      logger.error({ err: error }, "health check could not reach the database");
      const body: HealthBody = {
        status: "unavailable",
        uptimeSeconds,
        database: { dialect: database.dialect, status: "down" },
      };
      return answer(body, 503);
    }
  });
}
