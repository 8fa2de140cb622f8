/**
 * /api/auth/*: better-auth's endpoints, given the real client address, with the per-account
 * throttle of password guesses around email sign-in (decision 0016).
 */
import { Hono } from "hono";
import type { Auth } from "./auth.ts";
import { accountLockout, lockoutMessage } from "./account-lockout.ts";
import { addressKey, clientAddress, withClientAddress } from "./client-address.ts";
import type { DatabaseHandle } from "../db/database.ts";

async function signInEmail(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email : undefined;
  } catch {
    return undefined;
  }
}

async function signedInUserId(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { user?: { id?: unknown } };
    return typeof body.user?.id === "string" ? body.user.id : undefined;
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
    const address = clientAddress(c, trustedProxies);
    const request = withClientAddress(c.req.raw, address);
    const isSignIn = c.req.method === "POST" && c.req.path === "/api/auth/sign-in/email";
    const email = isSignIn ? await signInEmail(request) : undefined;
    if (!email) return auth.handler(request);

    const from = addressKey(address);
    const attempt = await lockout.begin(email, from);
    if (!attempt.allowed) {
      return c.json({ code: "ACCOUNT_LOCKED", message: lockoutMessage(attempt.retryAfterMs) }, 429, {
        "Retry-After": String(Math.ceil(attempt.retryAfterMs / 1000)),
      });
    }
    const response = await auth.handler(request);
    // 401 is a wrong password (or no such account): it stays counted. 403 comes after a right
    // password (email not confirmed, account disabled). Anything else never checked it.
    if (response.ok) await lockout.succeeded(email, from, await signedInUserId(response));
    else if (response.status === 403) await lockout.succeeded(email, from, undefined);
    else if (response.status !== 401) await lockout.giveBack(email, from);
    return response;
  });
}
