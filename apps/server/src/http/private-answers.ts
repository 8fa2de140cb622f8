/**
 * API answers carry personal data (profiles, stats, activity, the data export, sessions): no
 * browser, proxy or CDN may keep a copy (decision 0016). An answer that chose its own caching
 * keeps it (the live-update stream says no-cache itself).
 *
 * The header goes in before the answer is built: on @hono/node-server, `new Response(body, res)`
 * (as the compression middleware outside this one does) copies the headers `res` was built with,
 * not ones set on it afterwards, so a header only set afterwards was lost on the running server
 * (issue 23). Running this outside the compression instead, or rebuilding every answer here, left
 * some answers' bodies never finishing in Chromium, so it stays inside and rebuilds nothing.
 */
import type { MiddlewareHandler } from "hono";

export const privateAnswers = (): MiddlewareHandler => async (c, next) => {
  // Set before the handler, so an answer built with c.json and friends is constructed with it.
  c.header("Cache-Control", "no-store");
  await next();
  if (c.res.headers.has("cache-control")) return;
  // An answer built by hand (better-auth's) gets it afterwards.
  try {
    c.res.headers.set("Cache-Control", "no-store");
  } catch {
    // Headers of a fetched response are read-only: answer with a copy.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("Cache-Control", "no-store");
  }
};
