/**
 * A member's picture (0014): stored as given, after @squish/shared's checks, and served back from
 * our origin at an address that changes with each new picture, so browsers may keep it for good.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { nowIso } from "./rows.ts";

type Db = Kysely<Database>;

/** Where the member's own picture is served. */
export const AVATAR_PATH = "/api/profile/avatar";

/** The picture's address for pages, versioned by when it was saved. */
export function avatarUrl(updatedAt: string): string {
  return `${AVATAR_PATH}?v=${Date.parse(updatedAt).toString(36)}`;
}

export async function readAvatar(db: Db, userId: string): Promise<Uint8Array | null> {
  const row = await db.selectFrom("avatars").select("bytes").where("user_id", "=", userId).executeTakeFirst();
  return row ? new Uint8Array(row.bytes) : null;
}

export async function saveAvatar(db: Db, userId: string, bytes: Uint8Array): Promise<void> {
  const updated_at = nowIso();
  await db
    .insertInto("avatars")
    .values({ user_id: userId, bytes, updated_at })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ bytes, updated_at }))
    .execute();
}

export async function removeAvatar(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("avatars").where("user_id", "=", userId).execute();
}
