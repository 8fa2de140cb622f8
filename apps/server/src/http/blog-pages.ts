/**
 * The blog's pages: /blog and every /blog/{slug} carry their own title, description, canonical
 * address, Open Graph and Twitter tags and structured data, and the data their content is
 * rendered from (page-renderer.ts): the admins' published posts from the database. The twelve
 * articles' facts come from `blog-articles.json`, which the web build writes from the Markdown.
 * Also the sitemap, with every public page and post.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { mergeEntries, postEntry, type BlogEntry } from "@squish/shared/blog/blog-entries";
import { blogHeadHtml, blogListHead, blogPostHead, escapeHtml, type BlogHead } from "@squish/shared/blog/blog-head";
import { CONTENT_PAGES } from "@squish/shared/content-pages";
import { INDEXED_SITE_PAGES } from "@squish/shared/site-pages";
import { TOOLS } from "@squish/shared/tools";
import { listPosts, postBySlug } from "../content/blog-posts.ts";
import type { Database } from "../db/schema.ts";
import type { PageData } from "./page-renderer.ts";

export const ARTICLES_FILE = "blog-articles.json";
/** Each page's last content change, by path, written by the web build (apps/web/build/content-dates). */
export const CONTENT_DATES_FILE = "content-dates.json";

/** The build's content dates; none when the file is missing (a bare test build). */
export function readContentDates(webRoot: string): Record<string, string> {
  const file = join(webRoot, CONTENT_DATES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
}

export interface PrerenderedArticle {
  entry: BlogEntry;
  html: string;
}

/** The build's prerendered articles, by slug; none when the file is missing (a bare test build). */
export function readArticles(webRoot: string): Map<string, PrerenderedArticle> {
  const file = join(webRoot, ARTICLES_FILE);
  if (!existsSync(file)) return new Map();
  const articles = JSON.parse(readFileSync(file, "utf8")) as PrerenderedArticle[];
  return new Map(articles.map((a) => [a.entry.slug, { entry: a.entry, html: a.html }]));
}

/** The app's HTML with a page's head in place of the default title and description. */
export function withHead(indexHtml: string, head: BlogHead): string {
  return (
    indexHtml
      .replace(/\n?\s*<title>[\s\S]*?<\/title>/, "")
      .replace(/\n?\s*<meta\s+name="description"[\s\S]*?\/>/, "")
      // A function, not a string: "$&" or "$'" in a post's title must not be read as a pattern.
      .replace("</head>", () => `  ${blogHeadHtml(head)}\n  </head>`)
  );
}

/** A blog page's HTML with its head, before its content is rendered, and the data for that. */
export interface BlogPage {
  shell: string;
  data: PageData;
}

export interface BlogPages {
  list(indexHtml: string): Promise<BlogPage>;
  /** A post's page, or null when there is no such article or published post; with `drafts`, an unpublished post's too (for an admin). */
  post(indexHtml: string, slug: string, options?: { drafts?: boolean }): Promise<BlogPage | null>;
  sitemap(): Promise<string>;
}

export function blogPages(
  articles: Map<string, PrerenderedArticle>,
  db: Kysely<Database> | undefined,
  origin: string,
  builtAt: Date,
  /** Each page's last content change by path; a page without one has the build's date. */
  contentDates: Record<string, string> = {},
): BlogPages {
  const articleEntries = [...articles.values()].map((a) => a.entry);
  // Without the database the articles still show: the pages never fail on the admins' posts.
  const publishedPosts = async () => (db ? await listPosts(db, { publishedOnly: true }).catch(() => []) : []);
  const allEntries = async () => mergeEntries(articleEntries, (await publishedPosts()).map(postEntry));

  return {
    async list(indexHtml) {
      const posts = await publishedPosts();
      const entries = mergeEntries(articleEntries, posts.map(postEntry));
      return { shell: withHead(indexHtml, blogListHead(entries, origin)), data: { posts } };
    },
    async post(indexHtml, slug, { drafts = false } = {}) {
      const article = articles.get(slug);
      const post = article || !db ? null : await postBySlug(db, slug, { publishedOnly: !drafts }).catch(() => null);
      const entry = article?.entry ?? (post ? postEntry(post) : null);
      if (!entry) return null;
      return { shell: withHead(indexHtml, blogPostHead(entry, origin)), data: { posts: await publishedPosts(), post } };
    },
    async sitemap() {
      const built = builtAt.toISOString().slice(0, 10);
      const changed = (path: string) => contentDates[path] ?? built;
      const entries = await allEntries();
      const newest =
        entries
          .map((e) => e.updated ?? e.date)
          .sort()
          .at(-1) ?? built;
      const urls: { path: string; modified: string }[] = [
        // Home, the tools catalogue, about and licences; not the unindexed utility pages.
        ...INDEXED_SITE_PAGES.map((page) => ({ path: page.path, modified: changed(page.path) })),
        ...TOOLS.map((tool) => ({ path: tool.path, modified: changed(tool.path) })),
        ...Object.values(CONTENT_PAGES).map((page) => ({ path: page.path, modified: changed(page.path) })),
        { path: "/blog", modified: newest },
        ...entries.map((e) => ({ path: `/blog/${e.slug}`, modified: e.updated ?? e.date })),
      ];
      const body = urls
        .map((u) => `  <url><loc>${escapeHtml(origin + u.path)}</loc><lastmod>${u.modified}</lastmod></url>`)
        .join("\n");
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
    },
  };
}

/** When the build was made: the modification time of its index.html. */
export const builtAt = (indexFile: string) => statSync(indexFile).mtime;
