/**
 * /api/admin/*, for users whose role is admin (decision 8): users (search, plan, role, disable),
 * contact messages and tool requests (read, mark handled) and blog posts. Every change is written to the audit log, and
 * the last admin cannot be demoted or disabled (decision 0016).
 */
import { adminUserUpdateSchema } from "@squish/shared/admin";
import { largeAnswers } from "../http/compression.ts";
import { blogPostInputSchema, blogPostUpdateSchema, postPictureUploadSchema } from "@squish/shared/blog/blog-posts";
import { postPictureProblem } from "@squish/shared/blog/post-picture";
import { announcementSchema } from "@squish/shared/announcements";
import { inboxUpdateSchema } from "@squish/shared/inbox";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { getOrCreateProfile } from "../accounts/profiles.ts";
import type { UserEnv } from "../accounts/require-user.ts";
import { validate } from "../accounts/validate.ts";
import type { Auth } from "../auth/auth.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { createPost, deletePost, listPosts, postById, slugTaken, updatePost } from "../content/blog-posts.ts";
import { removePostPicture, savePostPicture } from "../content/post-pictures.ts";
import type { Mailer } from "../mail/mailer.ts";
import { announcementAudience, sendAnnouncement } from "./announcements.ts";
import { listAdminActions, recordAdminAction } from "./audit-log.ts";
import { listInbox, markHandled } from "./inbox.ts";
import { withAdminsKept, type GuardResult } from "./admin-guard.ts";
import { requireAdmin } from "./require-admin.ts";
import { listUsers, setDisabled, setRole, userExists } from "./users.ts";

const page = z
  .object({
    q: z.string().max(200).default(""),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();

const disableBody = z.object({ reason: z.string().trim().max(300).optional() }).strict();
const NO_USER = { error: "not_found", message: "No such user." } as const;
const SLUG_TAKEN = { error: "slug_taken", message: "Another post already uses this address (slug)." } as const;

/** What sending announcements needs: the mailer, the site's address and the key that signs unsubscribe links. */
export interface AnnouncementMail {
  mailer: Mailer;
  origin: string;
  key: string;
}

export function adminRoutes(auth: Auth, { db }: DatabaseHandle, mail: AnnouncementMail) {
  /** The change in the audit log as an edit of the post's picture, and the post as it now is. */
  const pictureChanged = async (c: Context<UserEnv>, id: string) => {
    await recordAdminAction(db, {
      actorId: c.var.user.id,
      action: "blog_post.update",
      targetType: "blog_post",
      targetId: id,
      details: { fields: ["picture"] },
    });
    return c.json(await postById(db, id));
  };
  return new Hono<UserEnv>()
    .use("*", requireAdmin(auth), largeAnswers)
    .get("/users", validate("query", page), async (c) => {
      const { q, limit, offset } = c.req.valid("query");
      return c.json(await listUsers(db, q, limit, offset));
    })
    .patch("/users/:id", validate("json", adminUserUpdateSchema), async (c) => {
      const id = c.req.param("id");
      const actorId = c.var.user.id;
      const { plan, role } = c.req.valid("json");
      const user = await db.selectFrom("user").select(["id", "email", "name"]).where("id", "=", id).executeTakeFirst();
      if (!user) return c.json(NO_USER, 404);
      if (role && id === actorId && role !== "admin") {
        return c.json({ error: "own_role", message: "You cannot remove your own admin role." }, 400);
      }
      if (role === "user") {
        const kept = await withAdminsKept(db, actorId, id, (trx) => setRole(trx, id, role));
        if (kept !== "ok") return refusal(c, kept);
      } else if (role) await setRole(db, id, role);
      if (role)
        await recordAdminAction(db, {
          actorId,
          action: "user.role",
          targetType: "user",
          targetId: id,
          details: { role },
        });
      if (plan) {
        await getOrCreateProfile(db, user);
        await db
          .updateTable("profiles")
          .set({ plan, updated_at: new Date().toISOString() })
          .where("id", "=", id)
          .execute();
        await recordAdminAction(db, {
          actorId,
          action: "user.plan",
          targetType: "user",
          targetId: id,
          details: { plan },
        });
      }
      return c.json({ updated: true });
    })
    .post("/users/:id/disable", validate("json", disableBody), async (c) => {
      const id = c.req.param("id");
      const actorId = c.var.user.id;
      if (!(await userExists(db, id))) return c.json(NO_USER, 404);
      if (id === actorId) return c.json({ error: "own_account", message: "You cannot disable your own account." }, 400);
      const reason = c.req.valid("json").reason;
      const kept = await withAdminsKept(db, actorId, id, (trx) => setDisabled(trx, id, true, reason));
      if (kept !== "ok") return refusal(c, kept);
      await recordAdminAction(db, {
        actorId,
        action: "user.disable",
        targetType: "user",
        targetId: id,
        details: reason ? { reason } : {},
      });
      return c.json({ disabled: true });
    })
    .post("/users/:id/enable", async (c) => {
      const id = c.req.param("id");
      if (!(await userExists(db, id))) return c.json(NO_USER, 404);
      await setDisabled(db, id, false);
      await recordAdminAction(db, { actorId: c.var.user.id, action: "user.enable", targetType: "user", targetId: id });
      return c.json({ disabled: false });
    })
    .get("/announcements/audience", async (c) => c.json(await announcementAudience(db)))
    .post("/announcements", validate("json", announcementSchema), async (c) => {
      const announcement = c.req.valid("json");
      const sent = await sendAnnouncement(db, mail.mailer, announcement, mail);
      await recordAdminAction(db, {
        actorId: c.var.user.id,
        action: "announcement.send",
        targetType: "announcement",
        targetId: announcement.topic,
        details: { topic: announcement.topic, subject: announcement.subject, sent },
      });
      return c.json({ sent });
    })
    .get("/audit-log", validate("query", page), async (c) => {
      const { limit, offset } = c.req.valid("query");
      return c.json(await listAdminActions(db, limit, offset));
    })
    .get("/contact-messages", validate("query", page), async (c) =>
      c.json(await listInbox(db, "contact_messages", c.req.valid("query"))),
    )
    .patch("/contact-messages/:id", validate("json", inboxUpdateSchema), async (c) => {
      const row = await markHandled(
        db,
        "contact_messages",
        c.req.param("id"),
        c.req.valid("json").handled,
        c.var.user.id,
      );
      return row ? c.json(row) : c.json({ error: "not_found", message: "No such message." }, 404);
    })
    .get("/tool-requests", validate("query", page), async (c) =>
      c.json(await listInbox(db, "tool_requests", c.req.valid("query"))),
    )
    .patch("/tool-requests/:id", validate("json", inboxUpdateSchema), async (c) => {
      const row = await markHandled(db, "tool_requests", c.req.param("id"), c.req.valid("json").handled, c.var.user.id);
      return row ? c.json(row) : c.json({ error: "not_found", message: "No such request." }, 404);
    })
    .get("/blog-posts", async (c) => c.json(await listPosts(db, { publishedOnly: false })))
    .post("/blog-posts", validate("json", blogPostInputSchema), async (c) => {
      const input = c.req.valid("json");
      if (await slugTaken(db, input.slug)) return c.json(SLUG_TAKEN, 409);
      const post = await createPost(db, c.var.user.id, input);
      await recordAdminAction(db, {
        actorId: c.var.user.id,
        action: "blog_post.create",
        targetType: "blog_post",
        targetId: post.id,
        details: { slug: post.slug, published: post.published },
      });
      return c.json(post, 201);
    })
    .patch("/blog-posts/:id", validate("json", blogPostUpdateSchema), async (c) => {
      const id = c.req.param("id");
      const changes = c.req.valid("json");
      if (changes.slug && (await slugTaken(db, changes.slug, id))) return c.json(SLUG_TAKEN, 409);
      const post = await updatePost(db, id, changes);
      if (!post) return c.json({ error: "not_found", message: "No such post." }, 404);
      await recordAdminAction(db, {
        actorId: c.var.user.id,
        action: "blog_post.update",
        targetType: "blog_post",
        targetId: id,
        details: { fields: Object.keys(changes) },
      });
      return c.json(post);
    })
    .put("/blog-posts/:id/picture", validate("json", postPictureUploadSchema), async (c) => {
      const id = c.req.param("id");
      const bytes = new Uint8Array(Buffer.from(c.req.valid("json").jpeg, "base64"));
      const problem = postPictureProblem(bytes);
      if (problem) return c.json({ error: "invalid_picture", message: problem }, 400);
      if (!(await postById(db, id))) return c.json({ error: "not_found", message: "No such post." }, 404);
      await savePostPicture(db, id, bytes);
      return pictureChanged(c, id);
    })
    .delete("/blog-posts/:id/picture", async (c) => {
      const id = c.req.param("id");
      if (!(await postById(db, id))) return c.json({ error: "not_found", message: "No such post." }, 404);
      await removePostPicture(db, id);
      return pictureChanged(c, id);
    })
    .delete("/blog-posts/:id", async (c) => {
      const id = c.req.param("id");
      if (!(await deletePost(db, id))) return c.json({ error: "not_found", message: "No such post." }, 404);
      await recordAdminAction(db, {
        actorId: c.var.user.id,
        action: "blog_post.delete",
        targetType: "blog_post",
        targetId: id,
      });
      return c.json({ deleted: true });
    });
}

function refusal(c: Context, result: Exclude<GuardResult, "ok">) {
  return result === "last_admin"
    ? c.json({ error: "last_admin", message: "This is the last administrator; make someone else an admin first." }, 409)
    : c.json({ error: "forbidden", message: "This area is for administrators." }, 403);
}
