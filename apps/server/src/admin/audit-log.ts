/**
 * The admin audit log (decision 0016): every change made through /api/admin, with who made it,
 * what it was, to which user or post, and when. Rows name people by id only, so deleting an
 * account leaves nothing personal here; entries are never edited or deleted through the API.
 */
import type { AdminAuditEntry } from "@squish/shared/account";
import type { Kysely } from "kysely";
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
  | "blog_post.delete";

export async function recordAdminAction(
  db: Db,
  entry: { actorId: string; action: AuditAction; targetType: "user" | "blog_post"; targetId: string; details?: object },
): Promise<void> {
  await db
    .insertInto("admin_audit_log")
    .values({
      id: crypto.randomUUID(),
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details: JSON.stringify(entry.details ?? {}),
      created_at: nowIso(),
    })
    .execute();
}

export async function listAdminActions(db: Db, limit: number, offset: number): Promise<AdminAuditEntry[]> {
  const rows = await db
    .selectFrom("admin_audit_log")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    actorId: r.actor_id,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    details: JSON.parse(r.details) as Record<string, unknown>,
    createdAt: r.created_at,
  }));
}
