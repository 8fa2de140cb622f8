/**
 * Which answers are gzipped. Hono's compress middleware cannot see the size of an answer made by
 * `c.json` (it has no Content-Length), so it sent every API answer through a CompressionStream,
 * and the Node adapter then had to write it as a stream instead of one string. For the API's usual
 * answer, a few hundred bytes, that cost more CPU than anything else in the request and saved
 * nothing (a bare route answered 1,800 requests a second with gzip asked for, 5,040 without;
 * issue 30). So:
 *
 * - pages and files (the server-rendered HTML, anything not served precompressed) are compressed
 *   whenever the browser accepts it, as before;
 * - the API's answers are sent as they are, except on the routes whose answers can run to many
 *   kilobytes (lists, the data export, the admin area), which mount `largeAnswers`.
 */
import type { MiddlewareHandler } from "hono";
import { compress } from "hono/compress";

const compressor = compress();

/** For the site outside /api (the live-update stream is under /api, and must never be buffered). */
export const siteCompression: MiddlewareHandler = (c, next) =>
  c.req.path === "/api" || c.req.path.startsWith("/api/") ? next() : compressor(c, next);

/**
 * For an API route whose answer can be large: compressed whenever the browser asks (a `c.json`
 * answer has no length for the middleware's 1 KB threshold to go by). Mounted after the route's
 * guard, so a refusal is sent as it is.
 */
export const largeAnswers: MiddlewareHandler = compressor;
