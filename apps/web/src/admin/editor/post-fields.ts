/**
 * The editor's form rules, checked with the server's own schemas (@squish/shared/blog/blog-posts)
 * so the form refuses exactly what the API would: slug format, title length, tags. Whether a slug
 * is free is the server's answer (409), with a first check against the posts and articles known
 * here.
 */
import { BLOG_TAGS_MAX, blogPostInputSchema, blogSlugSchema, blogTagSchema } from "@squish/shared/blog/blog-posts";
import { FIXED_BLOG_SLUGS } from "@squish/shared/blog-articles";

export interface PostFields {
  title: string;
  slug: string;
  excerpt: string;
  tags: string;
  bodyMarkdown: string;
  published: boolean;
}

export type FieldErrors = Partial<Record<keyof PostFields, string>>;

/** "JPEG vs WebP: 2026!" -> "jpeg-vs-webp-2026", the address a new post suggests from its title. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/, "");
}

/** "JPEG, web performance, jpeg" -> ["jpeg", "web performance"]: trimmed, lower case, once each. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(",")
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(tags)];
}

/** Why this slug cannot be used, or null. `otherSlugs` are the other admin posts' slugs. */
export function slugProblem(slug: string, otherSlugs: readonly string[]): string | null {
  const format = blogSlugSchema.safeParse(slug);
  if (!format.success) {
    return slug.trim().length < 3
      ? "The address needs at least 3 characters."
      : "Use lower-case letters, digits and single dashes, like jpeg-tips.";
  }
  if (FIXED_BLOG_SLUGS.has(slug) || slug === "create") return "One of the site's own articles uses this address.";
  if (otherSlugs.includes(slug)) return "Another post already uses this address (slug).";
  return null;
}

export function validatePost(fields: PostFields, otherSlugs: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  const title = fields.title.trim();
  if (title.length < 3) errors.title = "The title needs at least 3 characters.";
  else if (title.length > 200) errors.title = "The title may have at most 200 characters.";
  const slug = slugProblem(fields.slug, otherSlugs);
  if (slug) errors.slug = slug;
  if (fields.excerpt.trim().length > 500) errors.excerpt = "The description may have at most 500 characters.";
  const tags = parseTags(fields.tags);
  if (tags.length > BLOG_TAGS_MAX) errors.tags = `At most ${BLOG_TAGS_MAX} tags.`;
  const bad = tags.find((t) => !blogTagSchema.safeParse(t).success);
  if (bad) errors.tags = `“${bad}” is not a tag: use letters, digits, spaces and dashes (2 to 30 characters).`;
  if (!blogPostInputSchema.shape.bodyMarkdown.safeParse(fields.bodyMarkdown).success) {
    errors.bodyMarkdown = "The text may have at most 60,000 characters.";
  }
  return errors;
}
