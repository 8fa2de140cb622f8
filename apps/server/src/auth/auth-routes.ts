/**
 * /api/auth/*: better-auth's endpoints, given the real client address, with the throttles of
 * password guesses around email sign-in (decision 0016): per account, and failures per address.
 * No answer from here may redirect the browser off the site.
 */
import { Hono, type Context } from "hono";
import type { Auth } from "./auth.ts";
import { siteOrigins } from "./auth.ts";
import { accountLockout, lockoutMessage } from "./account-lockout.ts";
import { addressFailures } from "./address-failures.ts";
import { addressKey, clientAddress, withClientAddress } from "./client-address.ts";
import { isSiteLocation, unsafeRedirect } from "./safe-redirect.ts";
import type { DatabaseHandle } from "../db/database.ts";

/** The email and password of a sign-in that can reach the password check, if it is one. */
async function credentials(request: Request): Promise<{ email: string } | undefined> {
  try {
    const body = (await request.clone().json()) as { email?: unknown; password?: unknown };
    const complete = typeof body.email === "string" && typeof body.password === "string" && body.password !== "";
    return complete ? { email: body.email as string } : undefined;
  } catch {
    return undefined;
  }
}

/** The request's query parameters and JSON body fields, where redirect targets travel. */
async function requestFields(request: Request): Promise<Record<string, unknown>[]> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  if (request.method !== "POST") return [query];
  try {
    const body: unknown = await request.clone().json();
    return body && typeof body === "object" ? [query, body as Record<string, unknown>] : [query];
  } catch {
    return [query];
  }
}

async function answerBody(response: Response): Promise<{ code?: unknown; user?: { id?: unknown } }> {
  try {
    return (await response.clone().json()) as { code?: unknown; user?: { id?: unknown } };
  } catch {
    return {};
  }
}

/**
 * better-auth's refusals that come only after the password was found right (sign-in's
 * EMAIL_NOT_VERIFIED, the admin plugin's BANNED_USER). Every other 403 (cross-site navigation,
 * a callbackURL it refuses, a bad Origin) is decided before the password is looked at, on
 * demand of whoever sends the request, so it must never clear a count.
 */
const REFUSED_AFTER_RIGHT_PASSWORD = new Set(["EMAIL_NOT_VERIFIED", "BANNED_USER"]);

type Outcome = { kind: "right"; userId: string | undefined } | { kind: "wrong" } | { kind: "unchecked" };

async function outcomeOf(response: Response): Promise<Outcome> {
  const body = await answerBody(response);
  if (response.ok) return { kind: "right", userId: typeof body.user?.id === "string" ? body.user.id : undefined };
  // 401 is a wrong password (or no such account, checked against a hash all the same).
  if (response.status === 401) return { kind: "wrong" };
  if (response.status === 403 && typeof body.code === "string" && REFUSED_AFTER_RIGHT_PASSWORD.has(body.code)) {
    return { kind: "right", userId: undefined };
  }
  return { kind: "unchecked" };
}

function tooMany(c: Context, code: string, message: string, retryAfterMs: number) {
  return c.json({ code, message }, 429, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
}

const ADDRESS_LIMITED =
  "Too many failed sign-in attempts from your network. Please wait a few minutes, or reset your password.";

export function authRoutes(
  auth: Auth,
  database: DatabaseHandle,
  trustedProxies: string[],
  /** Told when an account signs in from an address new to it (the optional "new sign-in" email). */
  onNewAddress: (userId: string) => Promise<unknown> = async () => {},
) {
  const lockout = accountLockout(database);
  const failures = addressFailures(database);
  let origins: Promise<string[]> | undefined;
  const site = () => (origins ??= auth.$context.then((ctx) => siteOrigins(new URL(ctx.baseURL).origin)));

  /**
   * A redirect target that does not lead to this site is refused before better-auth sees it
   * (its own check lets `/.//host` through, and answers others with a 403 that says less).
   */
  async function offSiteField(request: Request): Promise<string | undefined> {
    const [origin] = await site();
    for (const fields of await requestFields(request)) {
      const field = unsafeRedirect(fields, origin!);
      if (field) return field;
    }
    return undefined;
  }

  /** A redirect that would leave the site is stopped here, whichever endpoint produced it. */
  async function onSite(c: Context, response: Response): Promise<Response> {
    const location = response.headers.get("location");
    if (response.status < 300 || response.status > 399 || location === null) return response;
    if (isSiteLocation(location, await site())) return response;
    return c.json({ code: "UNSAFE_REDIRECT", message: "The link must lead to an address on this site." }, 400);
  }

  return new Hono().on(["GET", "POST"], "/*", async (c) => {
    // better-auth's admin endpoints (impersonation, setting passwords, removing users) are not
    // used: admins work through /api/admin, which has our own rules.
    if (c.req.path.startsWith("/api/auth/admin/"))
      return c.json({ error: "not_found", message: "No such endpoint." }, 404);
    const address = clientAddress(c, trustedProxies);
    // An empty body is no body: better-auth would otherwise ask a body-less sign-out for its type.
    const body = c.req.method === "POST" ? (await c.req.text()) || undefined : undefined;
    const request = withClientAddress(c.req.raw, address, body);
    const field = await offSiteField(request);
    if (field) {
      return c.json({ code: "UNSAFE_REDIRECT", message: `The ${field} must be an address on this site.` }, 400);
    }
    const isSignIn = c.req.method === "POST" && c.req.path === "/api/auth/sign-in/email";
    // A sign-in without an email and a password is refused by better-auth before any check, and
    // writes nothing here.
    const signIn = isSignIn ? await credentials(request) : undefined;
    if (!signIn) return onSite(c, await auth.handler(request));

    const { email } = signIn;
    const from = addressKey(address);
    const allowance = await failures.begin(from);
    if (!allowance.allowed) return tooMany(c, "TOO_MANY_FAILURES", ADDRESS_LIMITED, allowance.retryAfterMs);
    const attempt = await lockout.begin(email, from);
    if (!attempt.allowed) {
      await failures.release(from);
      return tooMany(c, "ACCOUNT_LOCKED", lockoutMessage(attempt.retryAfterMs), attempt.retryAfterMs);
    }
    const response = await auth.handler(request);
    const outcome = await outcomeOf(response);
    // Counts are cleared only after a verified password; a refusal that never checked it gives
    // the try back, so it can neither be counted against the owner nor wipe the count.
    if (outcome.kind === "right") {
      const { newAddress } = await lockout.succeeded(email, from, outcome.userId);
      // A failure to send must not fail the sign-in that already succeeded.
      if (newAddress && outcome.userId) await onNewAddress(outcome.userId).catch(() => undefined);
    } else if (outcome.kind === "unchecked") await lockout.giveBack(email, from);
    if (outcome.kind !== "wrong") await failures.release(from);
    return onSite(c, response);
  });
}
