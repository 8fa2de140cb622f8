/**
 * API answers carry personal data (profiles, stats, activity, the data export, sessions): no
 * browser, proxy or CDN may keep a copy (decision 0016). An answer that chose its own caching
 * keeps it (the live-update stream says no-cache itself).
 *
 * It must run outside the compression middleware (app.ts registers it first): on
 * @hono/node-server, `new Response(body, res)` copies the headers `res` was built with, not ones
 * set on it afterwards, so a header set inside was lost when compression rebuilt the answer.
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
