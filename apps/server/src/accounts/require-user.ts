/**
 * Routes for signed-in users: the session comes from better-auth's cookie, and every query below
 * is scoped to `c.var.user.id` (this replaces the hosted service's row-level security).
 */
import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth/auth.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role?: string | null;
}

export type UserEnv = { Variables: { user: SessionUser } };

export const NOT_SIGNED_IN = "Please ensure you're logged in and try again.";

export const requireUser = (auth: Auth) =>
  createMiddleware<UserEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json({ error: "unauthorized", message: NOT_SIGNED_IN }, 401);
    c.set("user", session.user as SessionUser);
    return next();
  });
