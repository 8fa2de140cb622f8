/**
 * The blog's list logic, shared by the web app and the server: one entry per post, whether it is
 * one of the twelve Markdown articles or a post an admin wrote; merging them by date, the search
 * and tag filter, related posts and the previous and next post. No Markdown library here: the
 * browser imports this.
 */
import type { BlogPost } from "./blog-posts.ts";

export const WORDS_PER_MINUTE = 220;

export interface BlogEntry {
  slug: string;
  title: string;
  description: string;
  /** First published, YYYY-MM-DD. */
  date: string;
  /** Last changed, YYYY-MM-DD, when it differs from the date. */
  updated?: string;
  tags: string[];
  readingMinutes: number;
  source: "article" | "post";
  /** A post's own link-preview picture, a path on our origin. */
  picture?: string;
}

export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/^```[\s\S]*?^```$/gm, "")
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** An admin's post as a list entry: its excerpt is its description. */
export function postEntry(
  post: Pick<BlogPost, "slug" | "title" | "excerpt" | "bodyMarkdown" | "createdAt" | "updatedAt"> &
    Partial<Pick<BlogPost, "tags" | "picture">>,
): BlogEntry {
  const date = post.createdAt.slice(0, 10);
  const updated = post.updatedAt.slice(0, 10);
  return {
    slug: post.slug,
    title: post.title,
    description: post.excerpt,
    date,
    ...(updated > date ? { updated } : {}),
    tags: post.tags ?? [],
    readingMinutes: readingMinutes(post.bodyMarkdown),
    source: "post",
    ...(post.picture ? { picture: post.picture } : {}),
  };
}

/**
 * Articles and posts, newest first. A post whose slug is taken by an article is left out: the
 * article's route wins.
 */
export function mergeEntries(articles: readonly BlogEntry[], posts: readonly BlogEntry[]): BlogEntry[] {
  const taken = new Set(articles.map((a) => a.slug));
  return [...articles, ...posts.filter((p) => !taken.has(p.slug))].sort(
    (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
  );
}

/** Every tag in use, most used first, then alphabetical. */
export function allTags(entries: readonly BlogEntry[]): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const entry of entries) for (const tag of entry.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
}

/**
 * Entries with the tag (when one is chosen) whose title, description or tags contain every word
 * of the query, case and accents ignored.
 */
export function filterEntries(entries: readonly BlogEntry[], query: string, tag: string | null): BlogEntry[] {
  const fold = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (tag && !entry.tags.includes(tag)) return false;
    const haystack = fold([entry.title, entry.description, ...entry.tags].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}

/** Up to `limit` other entries sharing the most tags with this one, newer first on a tie. */
export function relatedEntries(entries: readonly BlogEntry[], slug: string, limit = 3): BlogEntry[] {
  const self = entries.find((e) => e.slug === slug);
  if (!self || self.tags.length === 0) return [];
  return entries
    .filter((e) => e.slug !== slug)
    .map((entry) => ({ entry, shared: entry.tags.filter((t) => self.tags.includes(t)).length }))
    .filter((x) => x.shared > 0)
    .sort((a, b) => b.shared - a.shared || b.entry.date.localeCompare(a.entry.date))
    .slice(0, limit)
    .map((x) => x.entry);
}

/** In date order: the post published just before this one, and the one just after. */
export function neighbours(
  entries: readonly BlogEntry[],
  slug: string,
): { previous: BlogEntry | null; next: BlogEntry | null } {
  const newestFirst = mergeEntries(entries, []);
  const index = newestFirst.findIndex((e) => e.slug === slug);
  if (index < 0) return { previous: null, next: null };
  return { previous: newestFirst[index + 1] ?? null, next: newestFirst[index - 1] ?? null };
}
