/**
 * Checks every API request before any route sees it:
 * - bodies over 64 KB are refused with 413 (nothing the accounts API takes comes near that), but
 *   for a post's link-preview picture, a 1200 x 630 JPEG of up to 200 KB in base64;
 * - a state-changing request (POST, PUT, PATCH, DELETE) must come from the site itself (its Origin
 *   header names the site) and carry JSON. A form on another site cannot send JSON with a
 *   cross-origin Origin header, so this stops cross-site request forgery even if a cookie leaks
 *   its SameSite protection;
 * - a JSON body that does not parse (`{`, `NaN`, nothing at all) is a 400 with a sentence, the
 *   same on every route, before any handler tries to read it;
 * - a request without a body needs no content type, whether it says `Content-Length: 0` or
 *   nothing (browsers send a body-less DELETE with neither).
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

export const MAX_API_BODY_BYTES = 64 * 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const tooLarge = (c: Context) => c.json({ error: "too_large", message: "The request is too large." }, 413);
const limitBody = bodyLimit({ maxSize: MAX_API_BODY_BYTES, onError: tooLarge });
/** The one route that takes a picture of up to 200 KB (as base64, a third more). */
const PICTURE_ROUTE = /^\/api\/admin\/blog-posts\/[^/]+\/picture$/;
const limitPicture = bodyLimit({ maxSize: 300 * 1024, onError: tooLarge });

export function apiGuards(siteOrigins: string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    // Only the site's own addresses (never one derived from the Host header, which a DNS
    // rebinding page controls).
    if (!origin || !siteOrigins.includes(origin)) {
      return c.json({ error: "forbidden_origin", message: "This request must come from the Squish site." }, 403);
    }
    // The limit first: it buffers a body of unknown length (at most 64 KB) so it can be read here.
    let refusal: Response | undefined;
    const limit = PICTURE_ROUTE.test(c.req.path) ? limitPicture : limitBody;
    const limited = await limit(c, async () => {
      refusal = await bodyRefusal(c);
      if (!refusal) await next();
    });
    return refusal ?? limited;
  };
}

async function bodyRefusal(c: Context): Promise<Response | undefined> {
  const type = c.req.header("content-type") ?? "";
  // Read once and kept by Hono (c.req.text()): the routes' validators and the auth routes read
  // the same text. A clone of the raw request cost a tracking request three web streams (issue 30).
  const text = c.req.raw.body === null ? "" : await c.req.text();
  const json = /^application\/json\b/i.test(type);
  if (!json && text === "") return undefined;
  if (!json) return c.json({ error: "unsupported_media_type", message: "Send the request body as JSON." }, 415);
  if (!parses(text)) return c.json({ error: "invalid_json", message: "The request body is not valid JSON." }, 400);
  return undefined;
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
