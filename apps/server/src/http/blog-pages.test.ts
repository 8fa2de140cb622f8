/**
 * What a crawler without JavaScript gets from the blog: each page's own head and its words in the
 * HTML, for the Markdown articles (from the build's blog-articles.json, made here from the real
 * article file the same way the build makes it) and for posts admins published; the sitemap and
 * robots.txt.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArticle } from "@squish/shared/blog/blog-front-matter";
import { renderMarkdownWithToc } from "@squish/shared/blog/blog-markdown";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createPost } from "../content/blog-posts.ts";
import { openDatabase, type DatabaseHandle } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { createLogger } from "../logger.ts";
import { testConfig } from "../test-support/test-config.ts";
import { ARTICLES_FILE } from "./blog-pages.ts";

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
/** The first sentence of the body's first paragraph. */
const SENTENCE = /^[^\n#|>*-][^\n]*?\.(?=\s)/m.exec(article.markdown)![0];

let webRoot: string;
let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), "squish-blog-"));
  mkdirSync(join(webRoot, "assets"));
  writeFileSync(join(webRoot, "index.html"), INDEX);
  writeFileSync(join(webRoot, "robots.txt"), "User-agent: *\nDisallow: /admin\n");
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
  rmSync(webRoot, { recursive: true, force: true });
});

const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json" id="blog-structured-data">(.*?)<\/script>/.exec(html)![1]!) as {
    "@type": string;
    headline?: string;
  }[];

describe("the blog without JavaScript", () => {
  it("GET /blog/jpeg-compression-guide has the article's head, headline and words", async () => {
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
    expect(html).toContain(`<h1>${escapedTitle}</h1>`);
    // The body as rendered: typographer quotes, so compare a stretch without punctuation.
    expect(html).toContain(SENTENCE.split(/[,'"]/)[0]!);
    expect(html).toContain('<h2 id="what-jpeg-compression-throws-away">');
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
    expect(html).toContain('<a href="/blog/jpeg-compression-guide">');
    expect(html).toContain('<a href="/blog/team-news">News from the team</a>');
    expect(html).not.toContain("draft-post");
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
