/** Admin routes: a signed-in user whose role is admin; anyone else gets 403 (401 when signed out). */
import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth/auth.ts";
import { NOT_SIGNED_IN, type SessionUser, type UserEnv } from "../accounts/require-user.ts";

export const requireAdmin = (auth: Auth) =>
  createMiddleware<UserEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json({ error: "unauthorized", message: NOT_SIGNED_IN }, 401);
    const user = session.user as SessionUser;
    if (user.role !== "admin") return c.json({ error: "forbidden", message: "This area is for administrators." }, 403);
    c.set("user", user);
    return next();
  });
