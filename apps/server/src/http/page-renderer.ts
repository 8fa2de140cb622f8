/**
 * Public pages as real HTML (record 0049): the web build's renderer (`dist-ssr/entry-server.js`,
 * the app's own components) makes each page's content, which goes inside the page's
 * `<div id="root">` for the browser to hydrate. A page is rendered once per address and data and
 * then served from memory; a new or edited post changes the data, so its pages render again.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BlogPost } from "@squish/shared/blog/blog-posts";
import { scriptJson } from "@squish/shared/script-json";
import type { Logger } from "../logger.ts";

/** What a page shows that the server reads for it: the admins' posts, the licence list. */
export interface PageData {
  posts?: BlogPost[];
  /** The post at this address when it is not one of the built articles. */
  post?: BlogPost | null;
  licenseReport?: unknown;
}

interface RenderedPage {
  status: number;
  html: string;
  state: { queries: unknown[]; mutations: unknown[] };
}

interface RendererModule {
  renderPage(input: { path: string; origin: string } & PageData): Promise<RenderedPage>;
}

/** The id the app reads the page's data from (apps/web/src/app/page-state.ts). */
const PAGE_STATE_ID = "page-state";
/** Distinct addresses kept; `?q=` on the blog makes the set open-ended, so the oldest go. */
const CACHE_LIMIT = 500;

/** The renderer is built beside the web app: `apps/web/dist` and `apps/web/dist-ssr`. */
export const rendererFile = (webRoot: string) => join(webRoot, "..", "dist-ssr", "entry-server.js");

function fingerprint(data: PageData): string {
  const posts = (data.posts ?? []).map((p) => [p.slug, p.updatedAt, p.published]);
  const post = data.post ? [data.post.slug, data.post.updatedAt, data.post.published] : null;
  return createHash("sha256")
    .update(JSON.stringify([posts, post]))
    .digest("base64url");
}

export interface PageRenderer {
  /** The page shell with the page at `path` rendered into its root, or the shell as it is without a renderer. */
  fill(shell: string, path: string, data?: PageData, options?: { cache?: boolean }): Promise<string>;
}

export function pageRenderer(webRoot: string, origin: string, logger: Logger): PageRenderer {
  const file = rendererFile(webRoot);
  let module: Promise<RendererModule | null> | undefined;
  const load = () =>
    (module ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<RendererModule>)
      : Promise.resolve(null).then(() => {
          logger.warn({ file }, "the page renderer is not built; pages are served without their content");
          return null;
        }));
  const cache = new Map<string, string>();

  return {
    async fill(shell, path, data = {}, { cache: keep = true } = {}) {
      // The shell follows from the same two (its head is the route's, or the posts'), so it is not
      // hashed on every request as well.
      const key = `${path}\n${fingerprint(data)}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const renderer = await load();
      if (!renderer) return shell;
      let page: RenderedPage;
      try {
        page = await renderer.renderPage({ path, origin, ...data });
      } catch (error) {
        // The app still starts in the browser and shows the page; the content is what is missing.
        logger.error({ err: error, path }, "a page could not be rendered on the server");
        return shell;
      }
      const state =
        page.state.queries.length > 0
          ? `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(page.state)}</script>`
          : "";
      // The attribute tells the app to hydrate, and the browser suites to wait for it (record 0049).
      const html = shell.replace(
        /<div id="root"><\/div>/,
        () => `<div id="root" data-server-rendered>${page.html}</div>${state}`,
      );
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      // Not-found addresses and drafts are not kept: anyone can ask for endless made-up addresses.
      if (keep) cache.set(key, html);
      return html;
    },
  };
}
