/**
 * Blog posts written in the admin area: slugs, tags, the create and update schemas (the update
 * has no defaults, issue 23) and the post as the API answers with it.
 */
import { z } from "zod";

export const blogSlugSchema = z
  .string()
  .trim()
  .min(3)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug may use lower-case letters, digits and single dashes");

/** A post's tag, as the twelve articles spell theirs: lower case words, digits and dashes. */
export const blogTagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, "A tag needs at least 2 characters")
  .max(30, "A tag may have at most 30 characters")
  .regex(/^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u, "A tag may use letters, digits, spaces and dashes");

export const BLOG_TAGS_MAX = 8;

/** A post's fields without defaults: the update schema must not have any (see below). */
const blogPostFields = {
  slug: blogSlugSchema,
  title: z.string().trim().min(3).max(200),
  excerpt: z.string().trim().max(500),
  tags: z.array(blogTagSchema).max(BLOG_TAGS_MAX, `At most ${BLOG_TAGS_MAX} tags`),
  // Within the API's 64 KB request limit, with room for the other fields.
  bodyMarkdown: z.string().max(60_000),
  published: z.boolean(),
};

export const blogPostInputSchema = z
  .object({
    ...blogPostFields,
    excerpt: blogPostFields.excerpt.default(""),
    tags: blogPostFields.tags.default([]),
    published: blogPostFields.published.default(false),
  })
  .strict();

/**
 * Built from the fields without defaults: zod's `.partial()` keeps a field's `.default()`, so a
 * partial of the input schema filled every field left out with its default and an edit of the
 * title unpublished the post and emptied its excerpt and tags (issue 23).
 */
export const blogPostUpdateSchema = z.object(blogPostFields).partial().strict();

/** A new post's fields, every one given (the defaults filled in). */
export type BlogPostInput = z.output<typeof blogPostInputSchema>;
/** The fields an edit changes; those left out stay as they are. */
export type BlogPostUpdate = z.output<typeof blogPostUpdateSchema>;

export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  bodyMarkdown: string;
  /** The body rendered to HTML with raw HTML and unsafe links neutralised. */
  html: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  /** The link-preview picture chosen for it (post-picture.ts), on our origin; null for the site's default. */
  picture: string | null;
}

/** A new link-preview picture, as JSON like every write to the API: the JPEG's bytes in base64. */
export const postPictureUploadSchema = z
  .object({ jpeg: z.base64("The picture must be sent as base64").max(Math.ceil((200 * 1024) / 3) * 4 + 4) })
  .strict();
