/**
 * The admin audit log (decision 0016): every change made through /api/admin, with who made it,
 * what it was, to which user or post, and when. Rows name people by id only, so deleting an
 * account leaves nothing personal here; entries are never edited or deleted through the API.
 */
import type { AdminAuditEntry } from "@squish/shared/admin";
import type { Kysely } from "kysely";
import { v7 as timeOrderedId } from "uuid";
import { nowIso } from "../accounts/rows.ts";
import type { Database } from "../db/schema.ts";

type Db = Kysely<Database>;

export type AuditAction =
  | "user.plan"
  | "user.role"
  | "user.disable"
  | "user.enable"
  | "blog_post.create"
  | "blog_post.update"
  | "blog_post.delete"
  | "contact_message.handle"
  | "tool_request.handle"
  | "announcement.send";

export async function recordAdminAction(
  db: Db,
  entry: {
    actorId: string;
    action: AuditAction;
    targetType: "user" | "blog_post" | "contact_message" | "tool_request" | "announcement";
    targetId: string;
    details?: object;
  },
): Promise<void> {
  await db
    .insertInto("admin_audit_log")
    .values({
      // Time-ordered (UUIDv7, rising within a millisecond in one process): two actions in the
      // same millisecond share created_at, and the id is what keeps them in the order they were
      // made. A random id put an enable before its disable in one CI run.
      id: timeOrderedId(),
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details: JSON.stringify(entry.details ?? {}),
      created_at: nowIso(),
    })
    .execute();
}

/**
 * The newest entries first. The people are named by their current email, looked up now: an
 * account deleted since leaves its entries with the id alone.
 */
export async function listAdminActions(db: Db, limit: number, offset: number): Promise<AdminAuditEntry[]> {
  const rows = await db
    .selectFrom("admin_audit_log")
    .leftJoin("user as actor", "actor.id", "admin_audit_log.actor_id")
    .leftJoin("user as target", (join) =>
      join.onRef("target.id", "=", "admin_audit_log.target_id").on("admin_audit_log.target_type", "=", "user"),
    )
    .selectAll("admin_audit_log")
    .select(["actor.email as actor_email", "target.email as target_email"])
    .orderBy("admin_audit_log.created_at", "desc")
    .orderBy("admin_audit_log.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    actorId: r.actor_id,
    actorEmail: r.actor_email ?? null,
    targetEmail: r.target_email ?? null,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    details: JSON.parse(r.details) as Record<string, unknown>,
    createdAt: r.created_at,
  }));
}
