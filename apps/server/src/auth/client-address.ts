/**
 * The real address of the client, for rate limits and session records. It is the socket's
 * address, unless the request came through one of the configured reverse proxies: then the
 * right-most address in X-Forwarded-For that is not one of those proxies. A client sending its
 * own X-Forwarded-For (or rotating it) therefore changes nothing.
 */
import type { Context } from "hono";
import { isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";

/** The header better-auth reads the address from; set here only, never taken from the client. */
export const CLIENT_ADDRESS_HEADER = "x-squish-client-address";

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // in-process requests (tests) have no socket
  }
}

export function clientAddress(c: Context, trustedProxies: string[]): string | undefined {
  const direct = socketAddress(c)?.replace(/^::ffff:/, "");
  if (!direct || !trustedProxies.includes(direct)) return direct;
  const chain = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    if (!trustedProxies.includes(chain[i]!)) return chain[i];
  }
  return direct;
}

/**
 * A copy of the request with our address header set (and any client-sent copy replaced). Its body
 * is given as text: the API's guards have already read the original's (api-guards.ts).
 */
export function withClientAddress(request: Request, address: string | undefined, body?: string): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  return new Request(request.url, { method: request.method, headers, body, signal: request.signal });
}

/**
 * The address as a rate-limit key: IPv6 addresses are grouped by their /64 network, since one
 * household or server usually holds a whole /64 and could otherwise rotate through it.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return "unknown";
  if (!isIPv6(address)) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
