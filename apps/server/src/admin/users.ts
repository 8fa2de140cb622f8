/** Users as admins see and manage them: search, plan and role, disabling (which ends sessions). */
import type { AdminUser } from "@squish/shared/admin";
import { sql, type Kysely } from "kysely";
import { toBool } from "../accounts/rows.ts";
import type { Database } from "../db/schema.ts";

type Db = Kysely<Database>;

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export async function listUsers(db: Db, search: string, limit: number, offset: number) {
  let query = db.selectFrom("user").leftJoin("profiles", "profiles.id", "user.id");
  const term = search.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    // ESCAPE names the backslash on both databases (SQLite has no default escape character).
    query = query.where(
      sql<boolean>`(lower(${sql.ref("user.email")}) like ${like} escape '\\' or lower(${sql.ref("user.name")}) like ${like} escape '\\')`,
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select([
        "user.id",
        "user.email",
        "user.name",
        "user.role",
        "user.banned",
        "user.emailVerified",
        "user.createdAt",
        "profiles.plan",
      ])
      .orderBy("user.createdAt", "desc")
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const users: AdminUser[] = rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role === "admin" ? "admin" : "user",
    plan: r.plan ?? "free",
    emailVerified: toBool(r.emailVerified),
    disabled: toBool(r.banned),
    createdAt: iso(r.createdAt),
  }));
  return { users, total: Number(total.n) };
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom("user").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

export async function setRole(db: Db, id: string, role: "user" | "admin") {
  await db.updateTable("user").set({ role, updatedAt: new Date().toISOString() }).where("id", "=", id).execute();
}

/** Disabled accounts cannot sign in (better-auth's admin plugin checks `banned`) and lose their sessions. */
export async function setDisabled(db: Db, id: string, disabled: boolean, reason?: string) {
  const apply = async (trx: Db) => {
    await trx
      .updateTable("user")
      .set({
        banned: disabled,
        banReason: disabled ? (reason ?? "Disabled by an administrator") : null,
        banExpires: null,
      })
      .where("id", "=", id)
      .execute();
    if (disabled) await trx.deleteFrom("session").where("userId", "=", id).execute();
  };
  // Inside the admin guard's transaction already, or a transaction of its own.
  if (db.isTransaction) await apply(db);
  else await db.transaction().execute(apply);
}
