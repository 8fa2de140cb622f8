/**
 * Checks every API request before any route sees it:
 * - bodies over 64 KB are refused with 413 (nothing the accounts API takes comes near that);
 * - a state-changing request (POST, PUT, PATCH, DELETE) must come from the site itself (its Origin
 *   header names the site) and carry JSON. A form on another site cannot send JSON with a
 *   cross-origin Origin header, so this stops cross-site request forgery even if a cookie leaks
 *   its SameSite protection.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

export const MAX_API_BODY_BYTES = 64 * 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const limitBody = bodyLimit({
  maxSize: MAX_API_BODY_BYTES,
  onError: (c) => c.json({ error: "too_large", message: "The request is too large." }, 413),
});

export function apiGuards(siteOrigins: string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    // Only the site's own addresses (never one derived from the Host header, which a DNS
    // rebinding page controls).
    if (!origin || !siteOrigins.includes(origin)) {
      return c.json({ error: "forbidden_origin", message: "This request must come from the Squish site." }, 403);
    }
    const type = c.req.header("content-type") ?? "";
    const hasBody = c.req.header("content-length") !== "0" && c.req.raw.body !== null;
    if (hasBody && !/^application\/json\b/i.test(type)) {
      return c.json({ error: "unsupported_media_type", message: "Send the request body as JSON." }, 415);
    }
    return limitBody(c, next);
  };
}
