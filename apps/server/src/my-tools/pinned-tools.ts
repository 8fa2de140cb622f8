/** A person's pinned tools, in their order: read, and replaced whole (pin, unpin and reorder alike). */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

type Db = Kysely<Database>;

export async function listPinnedTools(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("pinned_tools")
    .select("tool_id")
    .where("user_id", "=", userId)
    .orderBy("position")
    .execute();
  return rows.map((r) => r.tool_id);
}

/** One transaction, so a reader never sees half a reorder and two tabs' saves never interleave. */
export async function replacePinnedTools(db: Db, userId: string, toolIds: readonly string[]): Promise<string[]> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("pinned_tools").where("user_id", "=", userId).execute();
    if (toolIds.length === 0) return;
    await trx
      .insertInto("pinned_tools")
      .values(toolIds.map((toolId, position) => ({ user_id: userId, tool_id: toolId, position, created_at: now })))
      .execute();
  });
  return listPinnedTools(db, userId);
}
