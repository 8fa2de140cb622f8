/**
 * /api/auth/*: better-auth's endpoints, given the real client address, with the per-account
 * lockout around email sign-in.
 */
import { Hono } from "hono";
import type { Auth } from "./auth.ts";
import { accountLockout, LOCKOUT_MESSAGE } from "./account-lockout.ts";
import { clientAddress, withClientAddress } from "./client-address.ts";
import type { DatabaseHandle } from "../db/database.ts";

async function signInEmail(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email : undefined;
  } catch {
    return undefined;
  }
}

export function authRoutes(auth: Auth, database: DatabaseHandle, trustedProxies: string[]) {
  const lockout = accountLockout(database);
  return new Hono().on(["GET", "POST"], "/*", async (c) => {
    // better-auth's admin endpoints (impersonation, setting passwords, removing users) are not
    // used: admins work through /api/admin, which has our own rules.
    if (c.req.path.startsWith("/api/auth/admin/"))
      return c.json({ error: "not_found", message: "No such endpoint." }, 404);
    const request = withClientAddress(c.req.raw, clientAddress(c, trustedProxies));
    const isSignIn = c.req.method === "POST" && c.req.path === "/api/auth/sign-in/email";
    const email = isSignIn ? await signInEmail(request) : undefined;
    if (email && (await lockout.isLocked(email))) {
      return c.json({ code: "ACCOUNT_LOCKED", message: LOCKOUT_MESSAGE }, 429);
    }
    const response = await auth.handler(request);
    if (email && response.status === 401) await lockout.recordFailure(email);
    else if (email && response.ok) await lockout.clear(email);
    return response;
  });
}
