/**
 * GET /api/events: a signed-in user's live updates as Server-Sent Events. "activity" carries a new
 * activity, "stats" the user's current totals; every event has an id, and a client reconnecting
 * with Last-Event-ID gets what it missed. A comment line every 25 seconds keeps proxies from
 * closing a quiet stream.
 */
import { Hono } from "hono";
import { LIVE_HEARTBEAT_MS } from "@squish/shared/member-area";
import { streamSSE } from "hono/streaming";
import type { Auth } from "../auth/auth.ts";
import { requireUser, type UserEnv } from "../accounts/require-user.ts";
import { getOrCreateStats } from "../accounts/stats.ts";
import { activityById } from "../accounts/activities.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { EventBus } from "./event-bus.ts";
import { eventsAfter, latestEventId } from "./user-events.ts";

export const HEARTBEAT_MS = LIVE_HEARTBEAT_MS;
/** Streams one user may hold open on one instance (tabs and devices); more is a leak or abuse. */
export const MAX_STREAMS_PER_USER = 10;

/**
 * `stopping` ends every stream when the server begins to shut down: an open stream would otherwise
 * hold the shutdown for its whole grace period while the page went on saying "Live".
 */
export function eventsRoute(auth: Auth, { db }: DatabaseHandle, bus: EventBus, stopping?: AbortSignal) {
  const open = new Map<string, number>();
  return new Hono<UserEnv>().get("/events", requireUser(auth), (c) => {
    const userId = c.var.user.id;
    if ((open.get(userId) ?? 0) >= MAX_STREAMS_PER_USER) {
      return c.json(
        { error: "too_many_streams", message: "Too many live connections. Close some tabs and try again." },
        429,
      );
    }
    const headers = c.req.raw.headers;
    if (stopping?.aborted) {
      return c.json({ error: "stopping", message: "The server is restarting. Try again in a moment." }, 503);
    }
    const resumeFrom = Number.parseInt(c.req.header("last-event-id") ?? "", 10);
    open.set(userId, (open.get(userId) ?? 0) + 1);
    return streamSSE(c, async (stream) => {
      let wake: (() => void) | undefined;
      // Set when a notice arrives while the loop is busy, so it is not lost before the next wait.
      let pending = false;
      const unsubscribe = bus.subscribe(userId, () => {
        pending = true;
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      const onStopping = () => wake?.();
      stopping?.addEventListener("abort", onStopping);
      try {
        let last = Number.isFinite(resumeFrom) && resumeFrom >= 0 ? resumeFrom : await latestEventId(db, userId);
        await stream.writeSSE({ event: "ready", id: String(last), data: JSON.stringify({ lastEventId: last }) });
        while (!stream.aborted && !stream.closed && !stopping?.aborted) {
          // A session ended meanwhile (signed out, password changed, account disabled) ends the stream.
          if (!(await auth.currentUser(headers))) break;
          pending = false;
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
          if (pending) continue;
          const woken = await new Promise<boolean>((done) => {
            const timer = setTimeout(() => done(false), HEARTBEAT_MS);
            wake = () => {
              clearTimeout(timer);
              done(true);
            };
            // A shutdown that began since the loop's check would otherwise wait out the heartbeat.
            if (stopping?.aborted) wake();
          });
          wake = undefined;
          if (stopping?.aborted) break;
          if (!woken && !stream.aborted) await stream.write(": heartbeat\n\n");
        }
      } finally {
        stopping?.removeEventListener("abort", onStopping);
        unsubscribe();
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
      }
    });
  });
}
