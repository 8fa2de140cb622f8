/**
 * How fast one user may record activities (decision 0016). The largest batch a tool runs is 100
 * files (the bulk compressor), each taking the browser a fair part of a second; a script that
 * floods the log goes far faster. Counted in the database, so the limit holds across instances.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { allowIn, type Limit } from "../http/request-counter.ts";

const MINUTE = 60 * 1000;

/** The windows for the configured limits (TRACKING_LIMIT_PER_MINUTE, TRACKING_LIMIT_PER_DAY). */
export function trackingWindows(limits: { perMinute: number; perDay: number }): Record<string, Limit> {
  return {
    minute: { windowMs: MINUTE, max: limits.perMinute },
    day: { windowMs: 24 * 60 * MINUTE, max: limits.perDay },
  };
}

export const TRACKING_LIMITED = "Too many activities recorded in a short time. Please wait a minute.";

/**
 * Counts one record for the user; false when any window is used up. It runs inside the tracking
 * transaction (activities.ts): counted and stored in one commit, where two counts on their own
 * were two more commits (on PostgreSQL each a round trip and a flush of its log; issue 30).
 */
export async function allowTracking(
  db: Kysely<Database>,
  userId: string,
  windows: Record<string, Limit>,
): Promise<boolean> {
  let allowed = true;
  const now = Date.now();
  for (const [name, limit] of Object.entries(windows)) {
    if (!(await allowIn(db, `track-${name}:${userId}`, limit, now))) allowed = false;
  }
  return allowed;
}
