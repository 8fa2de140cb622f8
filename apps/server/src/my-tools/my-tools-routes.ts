/**
 * /api/my-tools: the signed-in person's own tools page. GET and PUT /pins read and replace the
 * pinned list; GET /usage counts their activities per tool. No route takes a user id: every
 * query is scoped to the session's user.
 */
import { pinnedToolsSchema } from "@squish/shared/member-area";
import { Hono } from "hono";
import { requireUser } from "../accounts/require-user.ts";
import { validate } from "../accounts/validate.ts";
import type { Auth } from "../auth/auth.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { listPinnedTools, replacePinnedTools } from "./pinned-tools.ts";
import { toolUsage } from "./tool-usage.ts";

export function myToolsRoutes(auth: Auth, { db }: DatabaseHandle) {
  return new Hono()
    .use("*", requireUser(auth))
    .get("/pins", async (c) => c.json({ toolIds: await listPinnedTools(db, c.var.user.id) }))
    .put("/pins", validate("json", pinnedToolsSchema), async (c) =>
      c.json({ toolIds: await replacePinnedTools(db, c.var.user.id, c.req.valid("json").toolIds) }),
    )
    .get("/usage", async (c) => c.json(await toolUsage(db, c.var.user.id)));
}
