/**
 * What the server makes of the blog's pages: each page's own head, for the Markdown articles (from
 * the build's blog-articles.json, made here from the real article file the same way the build
 * makes it) and for posts admins published, and the posts it renders the content with (by a
 * stand-in renderer here; the real one is tested in the browser suites); the sitemap and robots.txt.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArticle } from "@squish/shared/blog/blog-front-matter";
import { renderMarkdownWithToc } from "@squish/shared/blog/blog-markdown";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createPost, postBySlug, updatePost } from "../content/blog-posts.ts";
import { openDatabase, type DatabaseHandle } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createLogger } from "../logger.ts";
import { writeFakePageRenderer } from "../test-support/fake-page-renderer.ts";
import { testConfig } from "../test-support/test-config.ts";
import { ARTICLES_FILE, CONTENT_DATES_FILE } from "./blog-pages.ts";

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Squish: free image compression in your browser</title>
    <meta
      name="description"
      content="The default description."
    />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const ARTICLE_FILE = new URL("../../../web/content/blog/jpeg-compression-guide.md", import.meta.url);
/** Used only if the article has not been written yet. */
const FIXTURE = `---
title: "JPEG Compression: A Practical Guide"
description: "What the JPEG quality setting really changes, measured on a real photo."
date: "2025-01-21"
tags: ["jpeg", "performance"]
readingMinutes: 1
---

JPEG has been the default format for photographs for over thirty years.

## What JPEG compression throws away

A JPEG encoder does three things that lose information.
`;

const source = existsSync(ARTICLE_FILE) ? readFileSync(ARTICLE_FILE, "utf8") : FIXTURE;
const article = parseArticle("jpeg-compression-guide", source);

let buildRoot: string;
let webRoot: string;
let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  buildRoot = mkdtempSync(join(tmpdir(), "squish-blog-"));
  webRoot = join(buildRoot, "dist");
  mkdirSync(join(webRoot, "assets"), { recursive: true });
  writeFakePageRenderer(webRoot);
  writeFileSync(join(webRoot, "index.html"), INDEX);
  writeFileSync(join(webRoot, "robots.txt"), "User-agent: *\nDisallow: /admin\n");
  // What the build wrote of the pages' last changes; /about has no date (written outside git).
  writeFileSync(
    join(webRoot, CONTENT_DATES_FILE),
    JSON.stringify({ "/privacy": "2026-11-23", "/jpeg-compress": "2026-10-02" }),
  );
  writeFileSync(
    join(webRoot, ARTICLES_FILE),
    JSON.stringify([{ entry: article.entry, ...renderMarkdownWithToc(article.markdown) }]),
  );
  database = openDatabase({ kind: "sqlite", file: join(webRoot, "test.db") });
  await migrateToLatest(database.db);
  await createPost(database.db, null as unknown as string, {
    slug: "team-news",
    title: "News from the team",
    excerpt: "What we shipped this month.",
    bodyMarkdown: "## Shipped\n\nThe <script>alert(1)</script> WebP compressor is out.",
    published: true,
  });
  await createPost(database.db, null as unknown as string, {
    slug: "dollar-title",
    title: "Pay $' less, keep $& and $` too",
    excerpt: "Prices in $'.",
    bodyMarkdown: "Text.",
    published: true,
  });
  await createPost(database.db, null as unknown as string, {
    slug: "draft-post",
    title: "A draft",
    excerpt: "",
    bodyMarkdown: "Not yet.",
    published: false,
  });
  app = createApp({ config: testConfig({}, webRoot), database, logger: createLogger("silent") });
});
afterAll(async () => {
  await database.close();
  rmSync(buildRoot, { recursive: true, force: true });
});

const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json" id="blog-structured-data">(.*?)<\/script>/.exec(html)![1]!) as {
    "@type": string;
    headline?: string;
  }[];

describe("the blog's pages", () => {
  it("GET /blog/jpeg-compression-guide has the article's head and is rendered with the published posts", async () => {
    const response = await app.request("/blog/jpeg-compression-guide");
    expect(response.status).toBe(200);
    const html = await response.text();
    const escapedTitle = article.entry.title.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${escapedTitle} | Squish</title>`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/blog/jpeg-compression-guide" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/og/blog/jpeg-compression-guide.png" />',
    );
    expect(html).toContain('<main data-rendered="/blog/jpeg-compression-guide"');
    // Its related posts include the admins' published ones; the article's own body is in the build.
    expect(html).toContain('<a href="/blog/team-news">News from the team</a>');
    expect(html).not.toContain("<article>");
    const data = jsonLd(html);
    expect(data.map((d) => d["@type"])).toEqual(["Article", "BreadcrumbList"]);
    expect(data[0]!.headline).toBe(article.entry.title);
  });

  it("writes a title with $-patterns as it is, not as a replacement pattern", async () => {
    const html = await (await app.request("/blog/dollar-title")).text();
    expect(html).toContain("<title>Pay $' less, keep $&amp; and $` too | Squish</title>");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/id="root"/g)).toHaveLength(1);
  });

  it("GET /blog lists the articles and published posts, not drafts", async () => {
    const html = await (await app.request("/blog")).text();
    expect(html).toContain("<title>Blog: image compression guides | Squish</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/blog" />');
    expect(html).toContain('<a href="/blog/team-news">News from the team</a>');
    expect(html).not.toContain("draft-post");
    // The browser starts from the same posts: they are in the page, as data that never runs.
    const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state!)).toMatchObject({ queries: [{ queryKey: ["blog-posts"] }] });
    expect(jsonLd(html).map((d) => d["@type"])).toEqual(["Blog", "BreadcrumbList"]);
  });

  it("serves a published post from the database, sanitised, and 404 for drafts and unknown slugs", async () => {
    const response = await app.request("/blog/team-news");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>News from the team | Squish</title>");
    // An admin's post has no picture drawn at build time: previews show the default one.
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/og/default.png" />');
    expect(html).toContain('<h2 id="shipped">Shipped</h2>');
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script>alert");
    expect((await app.request("/blog/draft-post")).status).toBe(404);
    expect((await app.request("/blog/no-such-post")).status).toBe(404);
    // A fixed article's route exists even before its page is built.
    expect((await app.request("/blog/jpeg-vs-webp-2024")).status).toBe(200);
  });

  it("renders a post again once it is edited, and a new post as soon as it is published", async () => {
    const before = await (await app.request("/blog/team-news")).text();
    expect(await (await app.request("/blog/team-news")).text()).toBe(before);
    const post = await postBySlug(database.db, "team-news", { publishedOnly: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await updatePost(database.db, post!.id, { bodyMarkdown: "## Shipped\n\nThe AVIF compressor is out too." });
    const after = await (await app.request("/blog/team-news")).text();
    expect(after).toContain("The AVIF compressor is out too.");
    expect(after).not.toContain("WebP compressor");

    await createPost(database.db, null as unknown as string, {
      slug: "fresh-news",
      title: "Fresh news",
      excerpt: "Published a moment ago.",
      bodyMarkdown: "Just out.",
      published: true,
    });
    expect(await (await app.request("/blog")).text()).toContain('<a href="/blog/fresh-news">Fresh news</a>');
    const fresh = await app.request("/blog/fresh-news");
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain("<p>Just out.</p>");
  });

  it("lists every public page and post with dates in /sitemap.xml", async () => {
    const response = await app.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    for (const path of [
      "/",
      "/tools",
      "/about",
      "/licenses",
      "/jpeg-compress",
      "/blog",
      "/blog/jpeg-compression-guide",
      "/blog/team-news",
      "/faq",
      "/privacy",
    ]) {
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    expect(xml).toContain(
      `<loc>http://localhost:3000/blog/jpeg-compression-guide</loc><lastmod>${article.entry.updated ?? article.entry.date}</lastmod>`,
    );
    // Each page's last change, as the build found it, not the day it was asked for.
    expect(xml).toContain("<loc>http://localhost:3000/privacy</loc><lastmod>2026-11-23</lastmod>");
    expect(xml).toContain("<loc>http://localhost:3000/jpeg-compress</loc><lastmod>2026-10-02</lastmod>");
    // Without one, the build's date: its index.html's.
    const built = statSync(join(webRoot, "index.html")).mtime.toISOString().slice(0, 10);
    expect(xml).toContain(`<loc>http://localhost:3000/about</loc><lastmod>${built}</lastmod>`);
    expect(xml).not.toContain("draft-post");
    expect(xml).not.toContain("/dashboard");
    // The utility pages say nothing worth finding.
    expect(xml).not.toContain("/share");
    expect(xml).not.toContain("/blog/create");
  });

  it("points robots.txt at the sitemap", async () => {
    const text = await (await app.request("/robots.txt")).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});
