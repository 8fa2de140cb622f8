declare module "virtual:blog/articles" {
  import type { BlogEntry } from "@squish/shared/blog/blog-entries";
  import type { TocEntry } from "@squish/shared/blog/blog-toc";

  /** The twelve Markdown articles' front matter, newest first (apps/web/build/blog/blog-plugin.ts). */
  export const ARTICLES: BlogEntry[];
  /** One loader per article: its prerendered, sanitised HTML and its table of contents. */
  export const ARTICLE_BODIES: Record<string, () => Promise<{ default: { html: string; toc: TocEntry[] } }>>;
}
