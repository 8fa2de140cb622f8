/**
 * Starts and stops the server: opens the database, migrates it, listens, and on shutdown stops
 * taking requests, lets the ones in flight finish, then closes the database.
 */
import { setMaxListeners } from "node:events";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { createApp, type AppDeps } from "./app.ts";
import { warmPublicPages } from "./http/warm-pages.ts";
import type { Config } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import type { Logger } from "./logger.ts";
import { memoryEventBus, postgresEventBus, type EventBus } from "./events/event-bus.ts";
import { pruneEvents } from "./events/user-events.ts";
import { pruneCounters } from "./http/prune-counters.ts";
import { sql } from "kysely";

/** Several instances share PostgreSQL, so live updates travel through it; SQLite means one process. */
async function startEventBus(database: DatabaseHandle, logger: Logger): Promise<EventBus> {
  const target = database.target;
  if (target?.kind !== "postgres") return memoryEventBus();
  return postgresEventBus(target.url, target.searchPath, logger, async (channel, payload) => {
    await sql`select pg_notify(${channel}, ${payload})`.execute(database.db);
  });
}

/** Old live-update events and spent counters (decision 0016). */
async function prune(database: DatabaseHandle): Promise<void> {
  await pruneEvents(database.db);
  await pruneCounters(database);
}

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Requests still running this long after a shutdown signal are cut off. */
const SHUTDOWN_GRACE_MS = 10_000;

function listen(server: ServerType): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once("listening", () => resolve(server.address() as AddressInfo));
    server.once("error", reject);
  });
}

/**
 * `passwordHashing` is for tests of the listening server only (see `AppDeps`); the server's own
 * entry point never passes it.
 */
export async function startServer(
  config: Config,
  logger: Logger,
  { passwordHashing }: Pick<AppDeps, "passwordHashing"> = {},
): Promise<RunningServer> {
  const database = openDatabase(config.database, {
    backgroundCheckpoints: (problem) => logger.warn({ problem }, "database checkpoints"),
  });
  try {
    const migrated = await migrateToLatest(database.db);
    const ran = migrated.results?.map((r) => r.migrationName) ?? [];
    logger.info({ dialect: database.dialect, ran }, ran.length ? "database migrated" : "database up to date");
  } catch (error) {
    await database.close();
    throw error;
  }

  let bus: EventBus;
  try {
    bus = await startEventBus(database, logger);
    await prune(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const pruning = setInterval(
    () => void prune(database).catch((error: unknown) => logger.warn({ err: error }, "pruning failed")),
    60 * 60 * 1000,
  );
  pruning.unref();
  const stopping = new AbortController();
  // Every open live stream listens for the shutdown: hundreds are normal, not a leak to warn of.
  setMaxListeners(0, stopping.signal);
  const app = createApp({ config, database, logger, bus, stopping: stopping.signal, passwordHashing });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  let address: AddressInfo;
  try {
    address = await listen(server);
  } catch (error) {
    await database.close();
    throw error;
  }
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  void warmPublicPages(app, logger, stopping.signal).catch((error: unknown) =>
    logger.warn({ err: error }, "rendering the public pages ahead failed"),
  );

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // Live streams end first: they never finish by themselves.
      stopping.abort();
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          logger.warn("requests still open after the grace period; closing them");
          if ("closeAllConnections" in server) server.closeAllConnections();
        }, SHUTDOWN_GRACE_MS);
        force.unref();
        // Keep-alive connections with no request in flight would otherwise hold close() open until
        // their keep-alive timeout: those idle now, and those whose last request (a live stream
        // just ended) finishes during the shutdown.
        const closeIdle = () => {
          if ("closeIdleConnections" in server) server.closeIdleConnections();
        };
        const idle = setInterval(closeIdle, 100);
        server.close(() => {
          clearTimeout(force);
          clearInterval(idle);
          resolve();
        });
        closeIdle();
      });
      clearInterval(pruning);
      await bus.close();
      await database.close();
    })());

  return { url, database, close };
}
