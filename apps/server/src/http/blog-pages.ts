/**
 * The blog's pages as crawlers see them: /blog and every /blog/{slug} carry their own title,
 * description, canonical address, Open Graph and Twitter tags and structured data, and the words
 * of the page inside the app's root element (the app replaces them when it starts). The twelve
 * articles come from `blog-articles.json`, which the web build prerenders from the Markdown with
 * the blog's one renderer; admins' published posts come from the database, rendered the same way.
 * Also the sitemap, with every public page and post.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { mergeEntries, postEntry, type BlogEntry } from "@squish/shared/blog/blog-entries";
import {
  blogHeadHtml,
  blogListBodyHtml,
  blogListHead,
  blogPostBodyHtml,
  blogPostHead,
  escapeHtml,
  type BlogHead,
} from "@squish/shared/blog/blog-head";
import { CONTENT_PAGES } from "@squish/shared/content-pages";
import { INDEXED_SITE_PAGES } from "@squish/shared/site-pages";
import { TOOLS } from "@squish/shared/tools";
import { listPosts, postBySlug } from "../content/blog-posts.ts";
import type { Database } from "../db/schema.ts";

export const ARTICLES_FILE = "blog-articles.json";

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

/** The app's HTML with a page's head in place of the default title and description, and its words. */
export function withPage(indexHtml: string, head: BlogHead, body: string): string {
  return (
    indexHtml
      .replace(/\n?\s*<title>[\s\S]*?<\/title>/, "")
      .replace(/\n?\s*<meta\s+name="description"[\s\S]*?\/>/, "")
      // A function, not a string: "$&" or "$'" in a post's title must not be read as a pattern.
      .replace("</head>", () => `  ${blogHeadHtml(head)}\n  </head>`)
      .replace(/<div id="root"><\/div>/, () => `<div id="root">${body}</div>`)
  );
}

export interface BlogPages {
  /** The blog list's HTML. */
  list(indexHtml: string): Promise<string>;
  /** A post's HTML, or null when there is no such article or published post. */
  /** A post's page; with `drafts`, an unpublished post's too (for an admin). */
  post(indexHtml: string, slug: string, options?: { drafts?: boolean }): Promise<string | null>;
  sitemap(): Promise<string>;
}

export function blogPages(
  articles: Map<string, PrerenderedArticle>,
  db: Kysely<Database> | undefined,
  origin: string,
  builtAt: Date,
): BlogPages {
  const articleEntries = [...articles.values()].map((a) => a.entry);
  // Without the database the articles still show: the pages never fail on the admins' posts.
  const publishedEntries = async () =>
    db ? (await listPosts(db, { publishedOnly: true }).catch(() => [])).map(postEntry) : [];
  const allEntries = async () => mergeEntries(articleEntries, await publishedEntries());

  return {
    async list(indexHtml) {
      const entries = await allEntries();
      return withPage(indexHtml, blogListHead(entries, origin), blogListBodyHtml(entries));
    },
    async post(indexHtml, slug, { drafts = false } = {}) {
      const article = articles.get(slug);
      if (article)
        return withPage(indexHtml, blogPostHead(article.entry, origin), blogPostBodyHtml(article.entry, article.html));
      const post = db ? await postBySlug(db, slug, { publishedOnly: !drafts }).catch(() => null) : null;
      if (!post) return null;
      const entry = postEntry(post);
      return withPage(indexHtml, blogPostHead(entry, origin), blogPostBodyHtml(entry, post.html));
    },
    async sitemap() {
      const built = builtAt.toISOString().slice(0, 10);
      const entries = await allEntries();
      const newest =
        entries
          .map((e) => e.updated ?? e.date)
          .sort()
          .at(-1) ?? built;
      const urls: { path: string; modified: string }[] = [
        // Home, the tools catalogue, about and licences; not the unindexed utility pages.
        ...INDEXED_SITE_PAGES.map((page) => ({ path: page.path, modified: built })),
        ...TOOLS.map((tool) => ({ path: tool.path, modified: built })),
        ...Object.values(CONTENT_PAGES).map((page) => ({ path: page.path, modified: built })),
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
