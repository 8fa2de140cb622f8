/**
 * What visitors sent (contact messages, tool requests) as admins work through it: each is open
 * until an admin marks it handled, which stores when. Marking it open again clears the time.
 */
import type { Kysely, Selectable } from "kysely";
import { nowIso } from "../accounts/rows.ts";
import type { Database } from "../db/schema.ts";
import { recordAdminAction } from "./audit-log.ts";

type Db = Kysely<Database>;
type InboxTable = "contact_messages" | "tool_requests";

/** What the audit log says when an admin marks one of each kind. */
const AUDITED = {
  contact_messages: { action: "contact_message.handle", targetType: "contact_message" },
  tool_requests: { action: "tool_request.handle", targetType: "tool_request" },
} as const;

/** A page of one kind, newest first. */
export function listInbox<Table extends InboxTable>(
  db: Db,
  table: Table,
  { limit, offset }: { limit: number; offset: number },
): Promise<Selectable<Database[Table]>[]> {
  // Kysely cannot order a union of tables; both kinds have the column, so it is told one of them.
  const rows = db
    .selectFrom(table as InboxTable as "contact_messages")
    .selectAll()
    .orderBy("created_at", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows as Promise<Selectable<Database[Table]>[]>;
}

/** Marks one handled, or open again, and records which admin did: null when there is no such item. */
export async function markHandled(db: Db, table: InboxTable, id: string, handled: boolean, actorId: string) {
  const row = await setHandled(db, table, id, handled);
  if (row) await recordAdminAction(db, { actorId, ...AUDITED[table], targetId: id, details: { handled } });
  return row;
}

async function setHandled(db: Db, table: InboxTable, id: string, handled: boolean) {
  const result = await db
    .updateTable(table)
    .set({ handled_at: handled ? nowIso() : null })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}
