/**
 * API answers carry personal data (profiles, stats, activity, the data export, sessions): no
 * browser, proxy or CDN may keep a copy (decision 0016). An answer that chose its own caching
 * keeps it (the live-update stream says no-cache itself).
 */
import type { MiddlewareHandler } from "hono";

export const privateAnswers = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (c.res.headers.has("cache-control")) return;
  try {
    c.res.headers.set("Cache-Control", "no-store");
  } catch {
    // Headers of a fetched response are read-only: answer with a copy.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("Cache-Control", "no-store");
  }
};
