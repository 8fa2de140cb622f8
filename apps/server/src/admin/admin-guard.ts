/**
 * Changes that take admin rights away (a role set to user, an account disabled) run one at a
 * time and only while someone else keeps them (decision 0016): two admins demoting each other at
 * the same moment cannot leave the site without one, and an admin demoted meanwhile can no longer
 * act.
 */
import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema.ts";

type Db = Kysely<Database>;

export type GuardResult = "ok" | "actor_not_admin" | "last_admin";

const isActiveAdmin = (trx: Transaction<Database>, id: string) =>
  trx
    .selectFrom("user")
    .select("id")
    .where("id", "=", id)
    .where("role", "=", "admin")
    .where((eb) => eb.or([eb("banned", "is", null), eb("banned", "=", false)]))
    .executeTakeFirst();

/** Runs `change` when the actor is still an admin and an active admin other than the target remains. */
export async function withAdminsKept(
  db: Db,
  actorId: string,
  targetId: string,
  change: (trx: Transaction<Database>) => Promise<void>,
): Promise<GuardResult> {
  return db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_xact_lock(hashtext('squish-admin-roles'))`.execute(trx);
    }
    if (!(await isActiveAdmin(trx, actorId))) return "actor_not_admin";
    const others = await trx
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("id", "!=", targetId)
      .where("role", "=", "admin")
      .where((eb) => eb.or([eb("banned", "is", null), eb("banned", "=", false)]))
      .executeTakeFirstOrThrow();
    // With the actor checked above this cannot happen through the API (the actor is an admin
    // other than the target); it states the rule itself, for any future caller.
    if (Number(others.n) === 0) return "last_admin";
    await change(trx);
    return "ok";
  });
}
