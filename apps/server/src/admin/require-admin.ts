/** Admin routes: a signed-in user whose role is admin; anyone else gets 403 (401 when signed out). */
import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth/auth.ts";
import { NOT_SIGNED_IN, type UserEnv } from "../accounts/require-user.ts";

export const requireAdmin = (auth: Auth) =>
  createMiddleware<UserEnv>(async (c, next) => {
    const user = await auth.currentUser(c.req.raw.headers);
    if (!user) return c.json({ error: "unauthorized", message: NOT_SIGNED_IN }, 401);
    if (user.role !== "admin") return c.json({ error: "forbidden", message: "This area is for administrators." }, 403);
    c.set("user", user);
    return next();
  });
