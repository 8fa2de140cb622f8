/**
 * Strict-Transport-Security only on answers to requests that came over HTTPS (issue 23, item 10).
 * Browsers ignore the header over plain HTTP, so sending it there promised nothing and told a
 * scanner the site forgets which scheme it is on. A request came over HTTPS when the site's public
 * address is https (the operator serves it only that way), when the server itself terminated TLS,
 * or when one of the configured reverse proxies says so in X-Forwarded-Proto; a client's own
 * X-Forwarded-Proto, not through such a proxy, counts for nothing.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";

/** Half a year, with subdomains: what hono's secureHeaders sent on every answer before. */
export const HSTS_VALUE = "max-age=15552000; includeSubDomains";

export interface HttpsSite {
  publicUrl: string;
  trustedProxies: string[];
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address?.replace(/^::ffff:/, "");
  } catch {
    return undefined; // in-process requests (tests) have no socket
  }
}

export function cameOverHttps(c: Context, site: HttpsSite): boolean {
  if (site.publicUrl.startsWith("https:")) return true;
  if (new URL(c.req.url).protocol === "https:") return true;
  const proxy = socketAddress(c);
  if (!proxy || !site.trustedProxies.includes(proxy)) return false;
  // The first proxy writes the scheme the browser used; later ones append their own.
  const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return proto === "https";
}

export const httpsOnlyHsts =
  (site: HttpsSite): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (!cameOverHttps(c, site)) return;
    try {
      c.res.headers.set("Strict-Transport-Security", HSTS_VALUE);
    } catch {
      // Headers of a fetched response are read-only: answer with a copy.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("Strict-Transport-Security", HSTS_VALUE);
    }
  };
