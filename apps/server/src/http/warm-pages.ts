/**
 * Renders every public page once as the server starts (record 0049), so that no visitor waits for
 * a page's first render (15-60 ms each, and the renderer's own loading on the very first). One page
 * at a time, through the app itself, in the background: requests that arrive meanwhile are served
 * between them.
 */
import { FIXED_BLOG_SLUGS } from "@squish/shared/blog-articles";
import { PAGE_ROUTES } from "@squish/shared/routes";
import type { Logger } from "../logger.ts";

/** The addresses of every public page without a parameter, and of every built article. */
export function publicPagePaths(): string[] {
  const pages = PAGE_ROUTES.filter((route) => route.access === "public" && !route.path.includes(":"))
    .filter((route) => route.id !== "blog-create")
    .map((route) => route.path);
  return [...pages, ...[...FIXED_BLOG_SLUGS].map((slug) => `/blog/${slug}`)];
}

export async function warmPublicPages(
  app: { request(path: string): Response | Promise<Response> },
  logger: Logger,
  stopping: AbortSignal,
): Promise<void> {
  const started = performance.now();
  let rendered = 0;
  for (const path of publicPagePaths()) {
    if (stopping.aborted) return;
    // A turn of the event loop between pages: a visitor's request is not kept waiting behind them.
    await new Promise((resolve) => setImmediate(resolve));
    const response = await app.request(path);
    await response.arrayBuffer();
    if (response.ok) rendered++;
  }
  logger.info({ pages: rendered, ms: Math.round(performance.now() - started) }, "public pages rendered");
}
