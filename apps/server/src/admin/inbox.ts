/**
 * What visitors sent (contact messages, tool requests) as admins work through it: each is open
 * until an admin marks it handled, which stores when. Marking it open again clears the time.
 */
import type { Kysely } from "kysely";
import { nowIso } from "../accounts/rows.ts";
import type { Database } from "../db/schema.ts";

type Db = Kysely<Database>;

export async function setHandled(db: Db, table: "contact_messages" | "tool_requests", id: string, handled: boolean) {
  const result = await db
    .updateTable(table)
    .set({ handled_at: handled ? nowIso() : null })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}
