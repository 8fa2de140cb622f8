/**
 * Tells the server instances that a user's data changed, so each can push it down the live
 * streams it holds for that user. One process: in memory. Several instances on PostgreSQL:
 * LISTEN/NOTIFY, carrying only the user id and the event number (never data).
 */
import { EventEmitter } from "node:events";
import pg from "pg";
import type { Logger } from "../logger.ts";

export interface BusMessage {
  userId: string;
  eventId: number;
}

export interface EventBus {
  publish(message: BusMessage): Promise<void>;
  subscribe(userId: string, listener: (eventId: number) => void): () => void;
  close(): Promise<void>;
}

class LocalListeners {
  readonly #emitter = new EventEmitter().setMaxListeners(0);
  emit({ userId, eventId }: BusMessage) {
    this.#emitter.emit(userId, eventId);
  }
  subscribe(userId: string, listener: (eventId: number) => void) {
    this.#emitter.on(userId, listener);
    return () => void this.#emitter.off(userId, listener);
  }
}

export function memoryEventBus(): EventBus {
  const local = new LocalListeners();
  return {
    publish: async (message) => local.emit(message),
    subscribe: (userId, listener) => local.subscribe(userId, listener),
    close: async () => {},
  };
}

/** Reconnect delays after the listening connection drops, as the spec's realtime client uses. */
const RECONNECT_MS = [1000, 2000, 5000, 10000];

/**
 * The channel is named after the schema, so installations (or test runs) sharing one PostgreSQL
 * database in different schemas never hear each other.
 */
export async function postgresEventBus(
  url: string,
  searchPath: string | undefined,
  logger: Logger,
  publishWith: (channel: string, payload: string) => Promise<void>,
): Promise<EventBus> {
  const local = new LocalListeners();
  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    });
    await client.connect();
    return client;
  };
  let client = await connect();
  const { rows } = await client.query<{ schema: string }>("select current_schema() as schema");
  const channel = `squish_events_${(rows[0]?.schema ?? "public").replace(/[^a-z0-9_]/gi, "_")}`.slice(0, 63);
  let closed = false;
  let attempt = 0;

  const listen = async (c: pg.Client) => {
    c.on("notification", (note) => {
      if (note.channel !== channel || !note.payload) return;
      try {
        const message = JSON.parse(note.payload) as BusMessage;
        if (typeof message.userId === "string" && Number.isInteger(message.eventId)) local.emit(message);
      } catch {
        logger.warn({ payload: note.payload }, "ignored a malformed event notification");
      }
    });
    c.on("error", (error) => {
      logger.warn({ err: error }, "event listener connection lost; reconnecting");
      void reconnect();
    });
    await c.query(`listen "${channel}"`);
  };

  const reconnect = async () => {
    if (closed) return;
    await client.end().catch(() => {});
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
    await new Promise((done) => setTimeout(done, delay).unref());
    try {
      client = await connect();
      await listen(client);
      attempt = 0;
      logger.info("event listener reconnected");
    } catch (error) {
      logger.warn({ err: error }, "event listener could not reconnect");
      void reconnect();
    }
  };

  await listen(client);
  return {
    publish: (message) => publishWith(channel, JSON.stringify(message)),
    subscribe: (userId, listener) => local.subscribe(userId, listener),
    async close() {
      closed = true;
      await client.end().catch(() => {});
    },
  };
}
