/** Structured JSON logs, one object a line, so that any log shipper can read them. */
import { pino, type Logger } from "pino";

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: "squish" }, timestamp: pino.stdTimeFunctions.isoTime });
}
