/**
 * Public endpoints: the contact form, tool requests, and the published blog posts. The forms are
 * validated, length-limited and rate-limited per client address (in the database, so the limit
 * holds across instances).
 */
import { contactMessageSchema, toolRequestSchema } from "@squish/shared/inbox";
import { largeAnswers } from "../http/compression.ts";
import { Hono, type Context } from "hono";
import { nowIso } from "../accounts/rows.ts";
import { validate } from "../accounts/validate.ts";
import type { Auth } from "../auth/auth.ts";
import { addressKey, clientAddress } from "../auth/client-address.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { allowRequest, type Limit } from "../http/request-counter.ts";
import { listPosts, postBySlug } from "./blog-posts.ts";

/** Five messages (or requests) per address per ten minutes: plenty for people, little for bots. */
export const FORM_LIMIT: Limit = { windowMs: 10 * 60 * 1000, max: 5 };
const TOO_MANY = "You have sent several messages in a short time. Please wait a few minutes and try again.";

export function publicRoutes(auth: Auth, database: DatabaseHandle, trustedProxies: string[]) {
  const { db } = database;
  const limited = async (c: Context, form: string) =>
    !(await allowRequest(database, `${form}:${addressKey(clientAddress(c, trustedProxies))}`, FORM_LIMIT));

  return new Hono()
    .post("/contact", validate("json", contactMessageSchema), async (c) => {
      if (await limited(c, "contact")) return c.json({ error: "rate_limited", message: TOO_MANY }, 429);
      const message = c.req.valid("json");
      await db
        .insertInto("contact_messages")
        .values({ id: crypto.randomUUID(), ...message, created_at: nowIso() })
        .execute();
      return c.json({ received: true }, 201);
    })
    .post("/tool-requests", validate("json", toolRequestSchema), async (c) => {
      if (await limited(c, "tool-request")) return c.json({ error: "rate_limited", message: TOO_MANY }, 429);
      const request = c.req.valid("json");
      const user = await auth.currentUser(c.req.raw.headers);
      await db
        .insertInto("tool_requests")
        .values({
          id: crypto.randomUUID(),
          tool_name: request.toolName,
          description: request.description,
          email: request.email ?? user?.email ?? null,
          user_id: user?.id ?? null,
          created_at: nowIso(),
        })
        .execute();
      return c.json({ received: true }, 201);
    })
    .get("/blog-posts", largeAnswers, async (c) => c.json(await listPosts(db, { publishedOnly: true })))
    .get("/blog-posts/:slug", largeAnswers, async (c) => {
      // An admin opens a draft at its own address to read it as it will look (the page says it is a
      // draft); to everyone else a draft does not exist.
      const admin = (await auth.currentUser(c.req.raw.headers))?.role === "admin";
      const post = await postBySlug(db, c.req.param("slug"), { publishedOnly: !admin });
      if (!post) return c.json({ error: "not_found", message: "No such post." }, 404);
      if (!post.published) {
        c.header("Cache-Control", "private, no-store");
        c.header("X-Robots-Tag", "noindex");
      }
      return c.json(post);
    });
}
