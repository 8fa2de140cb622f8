/**
 * Serves the built web app. Hashed files under /assets never change, so browsers may keep them
 * for a year; everything else is revalidated. Page paths get the app's index.html with the page's
 * own head and, for public pages, its content rendered by the app's components (record 0049),
 * with HTTP 200 for routes in the shared route table and 404 for anything else (the not-found
 * page), and old aliases are redirected permanently.
 */
import { existsSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context, type Next } from "hono";
import { FIXED_BLOG_SLUGS } from "@squish/shared/blog-articles";
import { resolvePath, type PageRoute } from "@squish/shared/routes";
import { contentHead, CONTENT_PAGES } from "@squish/shared/content-pages";
import { siteHead, SITE_PAGES } from "@squish/shared/site-pages";
import { TOOLS } from "@squish/shared/tools";
import { toolHead, toolHeadHtml } from "@squish/shared/tool-seo/tool-head";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { blogPages, builtAt, readArticles, readContentDates, withHead } from "./blog-pages.ts";
import { pageRenderer, type PageData } from "./page-renderer.ts";

/** The third-party licence list the web build writes at the root of the site (record 0021). */
const LICENSE_REPORT_FILE = "licenses.json";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

const SHARE_PATH = "/share";
export const SHARE_NEEDS_APP_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sharing needs the installed app · Squish</title>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
    <h1>Sharing to Squish needs the installed app</h1>
    <p>Files shared to Squish are opened by the app on your device and are never uploaded. This browser did not
      have Squish's offline app ready, so your files were not received, and nothing was sent to us.</p>
    <p><a href="/about#offline">Install Squish</a>, open it once, and share again. Or open a
      <a href="/tools">tool</a> and add your files there.</p>
  </body>
</html>
`;

function pageHtml(c: Context, html: string, status: 200 | 404) {
  c.header("Cache-Control", REVALIDATE);
  return c.html(html, status);
}

/** A tool page's HTML carries its own title, description, canonical address and structured data. */
export function withToolHead(indexHtml: string, pageId: string, origin: string): string {
  const head = toolHead(pageId, origin);
  if (!head) return indexHtml;
  return indexHtml
    .replace(/\n\s*<title>[\s\S]*?<\/title>/, "")
    .replace(/\n\s*<meta\s+name="description"[\s\S]*?\/>/, "")
    .replace("</head>", () => `  ${toolHeadHtml(head)}\n  </head>`);
}

/**
 * Whether the server renders a page's content: every page anyone may open, not the blog's editor
 * (an admin's tool) and not the pages behind a sign-in, which the browser draws for the person.
 */
const serverRendered = (route: PageRoute) =>
  route.access === "public" && route.id !== "blog-create" && route.id !== "blog-edit";

export function staticSite(
  webRoot: string,
  logger: Logger,
  origin: string,
  db?: Kysely<Database>,
  /** Whether the request is an admin's, who may read a draft post at its address. */
  isAdmin: (headers: Headers) => Promise<boolean> = async () => false,
) {
  const site = new Hono();
  const indexFile = join(webRoot, "index.html");

  if (!existsSync(indexFile)) {
    logger.warn({ webRoot }, "the web app is not built; pages will answer 503 until `npm run build`");
    site.get("*", (c) =>
      c.text("The Squish web app has not been built yet. Run `npm run build`, or `npm run dev`.", 503),
    );
    return site;
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const pagesWithHead = new Map(TOOLS.map((tool) => [tool.id, withToolHead(indexHtml, tool.id, origin)]));
  // Pricing, FAQ, contact, request a tool, privacy and terms: their head, like the blog's.
  for (const id of Object.keys(CONTENT_PAGES)) {
    const head = contentHead(id, origin);
    if (head) pagesWithHead.set(id, withHead(indexHtml, head));
  }
  // Home, the tools catalogue, about, licences and the unindexed utility pages: the same way.
  for (const id of Object.keys(SITE_PAGES)) {
    const head = siteHead(id, origin);
    if (head) pagesWithHead.set(id, withHead(indexHtml, head));
  }
  const articles = readArticles(webRoot);
  const blog = blogPages(articles, db, origin, builtAt(indexFile), readContentDates(webRoot));
  const renderer = pageRenderer(webRoot, origin, logger);
  const licenseFile = join(webRoot, LICENSE_REPORT_FILE);
  // The licences page lists every component; read once, as the file only changes with the build.
  const pageData: Record<string, PageData> = existsSync(licenseFile)
    ? { licenses: { licenseReport: JSON.parse(readFileSync(licenseFile, "utf8")) as unknown } }
    : {};

  // The build writes a Brotli copy beside each compressible file (apps/web/build/compress): sent
  // as it is to browsers that take Brotli, instead of compressing the same bytes per request.
  const serveFile = serveStatic({ root: webRoot, precompressed: true });
  /** Serves the file at the request's path with a caching rule, or passes on when there is none. */
  const serveWithCache = (cacheControl: string) => async (c: Context, next: Next) => {
    const response = await serveFile(c, next);
    // When there is no such file, serveStatic hands over to the next handler and returns nothing of its own.
    if (response instanceof Response) response.headers.set("Cache-Control", cacheControl);
    return response;
  };

  site.use("/assets/*", serveWithCache(IMMUTABLE));
  site.get("/assets/*", (c) => c.text("Not found", 404));

  site.get("/sitemap.xml", async (c) => {
    c.header("Cache-Control", REVALIDATE);
    return c.body(await blog.sitemap(), 200, { "Content-Type": "application/xml; charset=utf-8" });
  });
  // robots.txt from the build, with the sitemap's address, which depends on where we run.
  const robotsFile = join(webRoot, "robots.txt");
  if (existsSync(robotsFile)) {
    const robots = `${readFileSync(robotsFile, "utf8").trimEnd()}\n\nSitemap: ${origin}/sitemap.xml\n`;
    site.get("/robots.txt", (c) => {
      c.header("Cache-Control", REVALIDATE);
      return c.text(robots);
    });
  }

  // The app with an empty root, as built: the service worker's offline shell, which draws any
  // page itself (a rendered page would not match another address's, record 0049).
  site.get("/index.html", (c) => pageHtml(c, indexHtml, 200));

  // Unhashed files at the root of the build (theme script, icons, robots.txt).
  const serveRootFile = serveWithCache(REVALIDATE);
  site.use("*", (c, next) => {
    const ext = extname(c.req.path);
    return ext === "" || ext === ".html" ? next() : serveRootFile(c, next);
  });

  // Files shared to the installed app are taken by its service worker and never reach the server
  // (record 0023). Without the worker (the app not installed, or an old browser) the share form
  // would post here: the body is never read, and the page says why.
  site.post(SHARE_PATH, (c) => {
    c.header("Cache-Control", "no-store");
    return c.html(SHARE_NEEDS_APP_HTML, 400);
  });

  site.get("*", async (c) => {
    const url = new URL(c.req.url);
    const address = url.pathname + url.search;
    let resolution = resolvePath(c.req.path);
    if (resolution.kind === "not-found") {
      // Any other slug may be a post an admin published: the blog-post route answers for itself.
      // Its editor too (a draft included), for admins only: the page says when there is no such post.
      const maybePost = resolvePath(c.req.path, { blogSlugExists: () => true });
      if (maybePost.kind === "page" && (maybePost.route.id === "blog-post" || maybePost.route.id === "blog-edit")) {
        resolution = maybePost;
      }
    }
    if (resolution.kind === "redirect") return c.redirect(resolution.to + url.search, 301);
    if (resolution.kind !== "page")
      return pageHtml(c, await renderer.fill(indexHtml, address, {}, { cache: false }), 404);
    const { route, params } = resolution;
    if (route.id === "blog") {
      const page = await blog.list(indexHtml);
      return pageHtml(c, await renderer.fill(page.shell, address, page.data), 200);
    }
    if (route.id === "blog-post" && params.slug !== undefined) {
      const published = await blog.post(indexHtml, params.slug);
      if (published) return pageHtml(c, await renderer.fill(published.shell, address, published.data), 200);
      const draft = (await isAdmin(c.req.raw.headers))
        ? await blog.post(indexHtml, params.slug, { drafts: true })
        : null;
      if (draft) {
        // Only this admin's browser may keep it, and no crawler may list it.
        c.header("Cache-Control", "private, no-store");
        c.header("X-Robots-Tag", "noindex");
        return c.html(await renderer.fill(draft.shell, address, draft.data, { cache: false }), 200);
      }
      // A fixed article's route exists even in a build without its facts; anything else is not found.
      const known = FIXED_BLOG_SLUGS.has(params.slug);
      return pageHtml(c, await renderer.fill(indexHtml, address, {}, { cache: known }), known ? 200 : 404);
    }
    const shell = pagesWithHead.get(route.id) ?? indexHtml;
    if (!serverRendered(route)) return pageHtml(c, shell, 200);
    return pageHtml(c, await renderer.fill(shell, address, pageData[route.id]), 200);
  });

  return site;
}
