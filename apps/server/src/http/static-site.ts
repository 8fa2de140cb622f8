/**
 * Serves the built web app. Hashed files under /assets never change, so browsers may keep them
 * for a year; everything else is revalidated. Page paths get the app's index.html, with HTTP 200
 * for routes in the shared route table and 404 for anything else (the app then shows its
 * not-found page), and old aliases are redirected permanently.
 */
import { existsSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context, type Next } from "hono";
import { resolvePath } from "@squish/shared/routes";
import { TOOLS } from "@squish/shared/tools";
import { toolHead, toolHeadHtml } from "@squish/shared/tool-seo/tool-head";
import type { Logger } from "../logger.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

function pageHtml(c: Context, html: string, status: 200 | 404) {
  c.header("Cache-Control", REVALIDATE);
  return c.html(html, status);
}

/**
 * A tool page's HTML carries its own title, description, canonical address and structured data,
 * so crawlers that run no JavaScript still see them.
 */
export function withToolHead(indexHtml: string, pageId: string, origin: string): string {
  const head = toolHead(pageId, origin);
  if (!head) return indexHtml;
  return indexHtml
    .replace(/\n\s*<title>[\s\S]*?<\/title>/, "")
    .replace(/\n\s*<meta\s+name="description"[\s\S]*?\/>/, "")
    .replace("</head>", `  ${toolHeadHtml(head)}\n  </head>`);
}

export function staticSite(webRoot: string, logger: Logger, origin: string) {
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
  const toolPages = new Map(TOOLS.map((tool) => [tool.id, withToolHead(indexHtml, tool.id, origin)]));

  const serveFile = serveStatic({ root: webRoot });
  /** Serves the file at the request's path with a caching rule, or passes on when there is none. */
  const serveWithCache = (cacheControl: string) => async (c: Context, next: Next) => {
    const response = await serveFile(c, next);
    // When there is no such file, serveStatic hands over to the next handler and returns nothing of its own.
    if (response instanceof Response) response.headers.set("Cache-Control", cacheControl);
    return response;
  };

  site.use("/assets/*", serveWithCache(IMMUTABLE));
  site.get("/assets/*", (c) => c.text("Not found", 404));

  // Unhashed files at the root of the build (theme script, icons, robots.txt).
  const serveRootFile = serveWithCache(REVALIDATE);
  site.use("*", (c, next) => {
    const ext = extname(c.req.path);
    return ext === "" || ext === ".html" ? next() : serveRootFile(c, next);
  });

  site.get("*", (c) => {
    const resolution = resolvePath(c.req.path);
    if (resolution.kind === "redirect") {
      const query = new URL(c.req.url).search;
      return c.redirect(resolution.to + query, 301);
    }
    if (resolution.kind !== "page") return pageHtml(c, indexHtml, 404);
    return pageHtml(c, toolPages.get(resolution.route.id) ?? indexHtml, 200);
  });

  return site;
}
