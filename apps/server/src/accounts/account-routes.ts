/**
 * The signed-in user's own data: /api/profile, /api/settings, /api/stats, /api/activities,
 * /api/recent-files and /api/account (download my data, delete my account). Every handler reads
 * the user from the session and scopes its queries to them; no route takes a user id.
 */
import { ACTIVITY_PAGE_DEFAULT, ACTIVITY_PAGE_MAX, activitySchema } from "@squish/shared/account/activity";
import { largeAnswers } from "../http/compression.ts";
import { avatarProblem } from "@squish/shared/account/avatar";
import { avatarUploadSchema, deleteAccountSchema, profileUpdateSchema } from "@squish/shared/account/profile";
import { SETTING_COLUMNS, settingUpdateSchema } from "@squish/shared/account/settings";
import { Hono } from "hono";
import { z } from "zod";
import type { Auth } from "../auth/auth.ts";
import { accountLockout, lockoutMessage } from "../auth/account-lockout.ts";
import { addressKey, clientAddress } from "../auth/client-address.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { EventBus } from "../events/event-bus.ts";
import { listActivities, listRecentFiles, trackActivity } from "./activities.ts";
import { deleteAccount, exportAccount } from "./account-data.ts";
import { readAvatar, removeAvatar, saveAvatar } from "./avatars.ts";
import { changesIn, getOrCreateProfile, settingsOf, updateProfile } from "./profiles.ts";
import { requireUser } from "./require-user.ts";
import { getOrCreateStats } from "./stats.ts";
import { TRACKING_LIMITED, trackingWindows } from "./tracking-limit.ts";
import { validate } from "./validate.ts";

const pageQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(ACTIVITY_PAGE_DEFAULT),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();

export interface AccountRouteOptions {
  trustedProxies: string[];
  trackingLimits: { perMinute: number; perDay: number };
}

export function accountRoutes(
  auth: Auth,
  database: DatabaseHandle,
  bus: EventBus,
  { trustedProxies, trackingLimits }: AccountRouteOptions,
) {
  const { db } = database;
  const tracking = trackingWindows(trackingLimits);
  const signedIn = requireUser(auth);
  const lockout = accountLockout(database);
  // Guarded path by path: a catch-all here would also guard /api/health and the rest of /api.
  return new Hono()
    .use("/profile", signedIn)
    .use("/profile/avatar", signedIn)
    .use("/settings", signedIn)
    .use("/stats", signedIn)
    .use("/activities", signedIn)
    .use("/recent-files", signedIn)
    .use("/account/*", signedIn)
    .get("/profile", async (c) => c.json(await getOrCreateProfile(db, c.var.user)))
    .patch("/profile", validate("json", profileUpdateSchema), async (c) => {
      const changes = changesIn(c.req.valid("json"));
      if (!changes) return c.json({ error: "no_changes", message: "No changes to update." }, 422);
      return c.json(await updateProfile(db, c.var.user, changes));
    })
    .get("/profile/avatar", async (c) => {
      const bytes = await readAvatar(db, c.var.user.id);
      if (!bytes) return c.json({ error: "not_found", message: "No picture has been chosen." }, 404);
      // The address carries the picture's version (avatars.ts), so it may be kept for good; only
      // by this member's browser, as it answers for the session.
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "image/webp",
        "Cache-Control": "private, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      });
    })
    .put("/profile/avatar", validate("json", avatarUploadSchema), async (c) => {
      const bytes = new Uint8Array(Buffer.from(c.req.valid("json").webp, "base64"));
      const problem = avatarProblem(bytes);
      if (problem) return c.json({ error: "invalid_picture", message: problem }, 400);
      await saveAvatar(db, c.var.user.id, bytes);
      return c.json(await getOrCreateProfile(db, c.var.user));
    })
    .delete("/profile/avatar", async (c) => {
      await removeAvatar(db, c.var.user.id);
      return c.json(await getOrCreateProfile(db, c.var.user));
    })
    .get("/settings", async (c) => c.json(settingsOf(await getOrCreateProfile(db, c.var.user))))
    .patch("/settings", validate("json", settingUpdateSchema), async (c) => {
      const { key, value } = c.req.valid("json");
      const profile = await updateProfile(db, c.var.user, { [SETTING_COLUMNS[key]]: value });
      return c.json(settingsOf(profile));
    })
    .get("/stats", async (c) => c.json(await getOrCreateStats(db, c.var.user.id)))
    .get("/activities", largeAnswers, validate("query", pageQuery), async (c) => {
      const { limit, offset } = c.req.valid("query");
      return c.json(await listActivities(db, c.var.user.id, limit, offset));
    })
    .post("/activities", validate("json", activitySchema), async (c) => {
      const outcome = await trackActivity(db, c.var.user.id, c.req.valid("json"), tracking);
      if (outcome.limited) return c.json({ error: "rate_limited", message: TRACKING_LIMITED }, 429);
      if (outcome.created) await bus.publish({ userId: c.var.user.id, eventId: outcome.eventId });
      return c.json(outcome.activity, outcome.created ? 201 : 200);
    })
    .get("/recent-files", largeAnswers, async (c) => c.json(await listRecentFiles(db, c.var.user.id)))
    .get("/account/export", largeAnswers, async (c) => {
      const data = await exportAccount(db, c.var.user);
      c.header(
        "content-disposition",
        `attachment; filename="squish-my-data-${new Date().toISOString().slice(0, 10)}.json"`,
      );
      return c.json(data);
    })
    .post("/account/delete", validate("json", deleteAccountSchema), async (c) => {
      const from = addressKey(clientAddress(c, trustedProxies));
      const result = await deleteAccount(auth, db, lockout, from, c.var.user, c.req.valid("json"));
      if (!result.ok && result.retryAfterMs) {
        return c.json({ error: "rate_limited", message: lockoutMessage(result.retryAfterMs) }, 429, {
          "Retry-After": String(Math.ceil(result.retryAfterMs / 1000)),
        });
      }
      if (!result.ok) return c.json({ error: "confirmation_failed", message: result.message }, 400);
      // The session cookie now names a session that no longer exists; clear it too, under the
      // name and attributes better-auth gave it (with a __Secure- prefix behind HTTPS).
      const cookie = (await auth.$context).authCookies.sessionToken;
      const secure = cookie.attributes.secure ? "; Secure" : "";
      c.header("set-cookie", `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
      return c.json({ deleted: true });
    });
}
