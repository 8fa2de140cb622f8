/**
 * Routes for signed-in users: the session comes from better-auth's cookie, and every query below
 * is scoped to `c.var.user.id` (this replaces the hosted service's row-level security).
 */
import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth/auth.ts";
import type { CurrentUser } from "../auth/current-user.ts";

/** The signed-in user as the routes see it (auth/current-user.ts). */
export type SessionUser = CurrentUser;

export type UserEnv = { Variables: { user: SessionUser } };

export const NOT_SIGNED_IN = "Please ensure you're logged in and try again.";

export const requireUser = (auth: Auth) =>
  createMiddleware<UserEnv>(async (c, next) => {
    const user = await auth.currentUser(c.req.raw.headers);
    if (!user) return c.json({ error: "unauthorized", message: NOT_SIGNED_IN }, 401);
    c.set("user", user);
    return next();
  });
