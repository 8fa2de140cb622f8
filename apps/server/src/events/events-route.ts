/**
 * GET /api/events: a signed-in user's live updates as Server-Sent Events. "activity" carries a new
 * activity, "stats" the user's current totals; every event has an id, and a client reconnecting
 * with Last-Event-ID gets what it missed. A comment line every 25 seconds keeps proxies from
 * closing a quiet stream.
 */
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { Auth } from "../auth/auth.ts";
import { requireUser, type UserEnv } from "../accounts/require-user.ts";
import { getOrCreateStats } from "../accounts/stats.ts";
import { activityById } from "../accounts/activities.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { EventBus } from "./event-bus.ts";
import { eventsAfter, latestEventId } from "./user-events.ts";

export const HEARTBEAT_MS = 25_000;

export function eventsRoute(auth: Auth, { db }: DatabaseHandle, bus: EventBus) {
  return new Hono<UserEnv>().get("/events", requireUser(auth), (c) => {
    const userId = c.var.user.id;
    const resumeFrom = Number.parseInt(c.req.header("last-event-id") ?? "", 10);
    return streamSSE(c, async (stream) => {
      let wake: (() => void) | undefined;
      const unsubscribe = bus.subscribe(userId, () => wake?.());
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      try {
        let last = Number.isFinite(resumeFrom) && resumeFrom >= 0 ? resumeFrom : await latestEventId(db, userId);
        await stream.writeSSE({ event: "ready", id: String(last), data: JSON.stringify({ lastEventId: last }) });
        while (!stream.aborted && !stream.closed) {
          for (const event of await eventsAfter(db, userId, last)) {
            const data =
              event.type === "stats"
                ? await getOrCreateStats(db, userId)
                : event.ref_id
                  ? await activityById(db, userId, event.ref_id)
                  : null;
            await stream.writeSSE({ event: event.type, id: String(event.id), data: JSON.stringify(data) });
            last = event.id;
          }
          const woken = await new Promise<boolean>((done) => {
            const timer = setTimeout(() => done(false), HEARTBEAT_MS);
            wake = () => {
              clearTimeout(timer);
              done(true);
            };
          });
          wake = undefined;
          if (!woken && !stream.aborted) await stream.write(": heartbeat\n\n");
        }
      } finally {
        unsubscribe();
      }
    });
  });
}
