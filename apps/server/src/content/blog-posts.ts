/** Blog posts written by admins: stored as Markdown, served with their sanitised HTML. */
import type { BlogPost, BlogPostUpdate } from "@squish/shared/blog/blog-posts";
import type { Kysely, Selectable } from "kysely";
import { nowIso, toBool } from "../accounts/rows.ts";
import type { BlogPostTable, Database } from "../db/schema.ts";
import { renderMarkdown } from "./markdown.ts";
import { postPictureUrl } from "./post-pictures.ts";

type Db = Kysely<Database>;

/** The posts with when their link-preview picture last changed, if they have one (0015). */
function selectPosts(db: Db) {
  return db
    .selectFrom("blog_posts")
    .leftJoin("blog_post_pictures", "blog_post_pictures.post_id", "blog_posts.id")
    .selectAll("blog_posts")
    .select("blog_post_pictures.updated_at as picture_updated_at");
}

export function toBlogPost(row: Selectable<BlogPostTable> & { picture_updated_at: string | null }): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    tags: parseTags(row.tags),
    bodyMarkdown: row.body_markdown,
    html: renderMarkdown(row.body_markdown),
    published: toBool(row.published),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    picture: row.picture_updated_at ? postPictureUrl(row.id, row.picture_updated_at) : null,
  };
}

/** Tags are stored as JSON text; a row written before migration 0011 has "[]". */
function parseTags(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

export async function listPosts(db: Db, { publishedOnly }: { publishedOnly: boolean }) {
  let query = selectPosts(db).orderBy("blog_posts.created_at", "desc");
  if (publishedOnly) query = query.where("blog_posts.published", "=", true);
  return (await query.execute()).map(toBlogPost);
}

export async function postBySlug(db: Db, slug: string, { publishedOnly }: { publishedOnly: boolean }) {
  let query = selectPosts(db).where("blog_posts.slug", "=", slug);
  if (publishedOnly) query = query.where("blog_posts.published", "=", true);
  const row = await query.executeTakeFirst();
  return row ? toBlogPost(row) : null;
}

export async function postById(db: Db, id: string): Promise<BlogPost | null> {
  const row = await selectPosts(db).where("blog_posts.id", "=", id).executeTakeFirst();
  return row ? toBlogPost(row) : null;
}

export async function slugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("blog_posts").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createPost(
  db: Db,
  authorId: string,
  input: { slug: string; title: string; excerpt: string; tags?: string[]; bodyMarkdown: string; published: boolean },
) {
  const now = nowIso();
  const id = crypto.randomUUID();
  await db
    .insertInto("blog_posts")
    .values({
      id,
      slug: input.slug,
      title: input.title,
      excerpt: input.excerpt,
      tags: JSON.stringify(input.tags ?? []),
      body_markdown: input.bodyMarkdown,
      published: input.published,
      author_id: authorId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return toBlogPost(await selectPosts(db).where("blog_posts.id", "=", id).executeTakeFirstOrThrow());
}

export async function updatePost(db: Db, id: string, changes: BlogPostUpdate) {
  const { bodyMarkdown, tags, ...rest } = changes;
  const result = await db
    .updateTable("blog_posts")
    .set({
      ...rest,
      ...(bodyMarkdown === undefined ? {} : { body_markdown: bodyMarkdown }),
      ...(tags === undefined ? {} : { tags: JSON.stringify(tags) }),
      updated_at: nowIso(),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return toBlogPost(await selectPosts(db).where("blog_posts.id", "=", id).executeTakeFirstOrThrow());
}

export async function deletePost(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("blog_posts").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
