/**
 * A post's link-preview picture (0015): a 1200 × 630 JPEG made in the admin's browser, checked by
 * @squish/shared/blog/post-picture, kept one per post (gone with the post) and served publicly,
 * as link previews fetch it without a session, at an address that changes with each picture.
 */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { nowIso } from "../accounts/rows.ts";

type Db = Kysely<Database>;

export const POST_PICTURE_DIR = "/og/posts";

export function postPictureUrl(postId: string, updatedAt: string): string {
  return `${POST_PICTURE_DIR}/${postId}.jpg?v=${Date.parse(updatedAt).toString(36)}`;
}

export async function readPostPicture(db: Db, postId: string): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom("blog_post_pictures")
    .select("bytes")
    .where("post_id", "=", postId)
    .executeTakeFirst();
  return row ? new Uint8Array(row.bytes) : null;
}

export async function savePostPicture(db: Db, postId: string, bytes: Uint8Array): Promise<void> {
  const updated_at = nowIso();
  await db
    .insertInto("blog_post_pictures")
    .values({ post_id: postId, bytes, updated_at })
    .onConflict((oc) => oc.column("post_id").doUpdateSet({ bytes, updated_at }))
    .execute();
}

export async function removePostPicture(db: Db, postId: string): Promise<void> {
  await db.deleteFrom("blog_post_pictures").where("post_id", "=", postId).execute();
}
