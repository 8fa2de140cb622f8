/**
 * The site's route table (spec: site-and-accounts.md 2.1 and image-tools.md 2). The web router
 * builds its routes from it and the server uses it to answer unknown paths with HTTP 404, so the
 * two can never disagree about which pages exist.
 */
import { FIXED_BLOG_SLUGS } from "./blog-articles.ts";
import { TOOLS } from "./tools.ts";

/** Who may open a page. Signed-in pages send signed-out visitors to the home page. */
export type RouteAccess = "public" | "signed-in" | "admin";

export interface PageRoute {
  /** Stable id the web app uses to pick the page component. */
  id: string;
  /** React Router pattern; `:slug` is the only parameter the site uses. */
  path: `/${string}`;
  access: RouteAccess;
  /** Title for the browser tab (the web app appends the product name). */
  title: string;
}

const SITE_PAGES: readonly PageRoute[] = [
  { id: "home", path: "/", access: "public", title: "Free image compression in your browser" },
  { id: "tools", path: "/tools", access: "public", title: "All image tools" },
  { id: "about", path: "/about", access: "public", title: "About" },
  // Squish's licence, source code and third-party licences (decision 11, record 0021).
  { id: "licenses", path: "/licenses", access: "public", title: "Licences" },
  // Files shared to the installed app land here to pick a tool (record 0023).
  { id: "share", path: "/share", access: "public", title: "Open shared files" },
  { id: "dashboard", path: "/dashboard", access: "signed-in", title: "Dashboard" },
  { id: "profile", path: "/profile", access: "signed-in", title: "Profile" },
  { id: "settings", path: "/settings", access: "signed-in", title: "Settings" },
  { id: "all-activity", path: "/all-activity", access: "signed-in", title: "All activity" },
  { id: "my-tools", path: "/my-tools", access: "signed-in", title: "My tools" },
  { id: "blog", path: "/blog", access: "public", title: "Blog" },
  { id: "blog-create", path: "/blog/create", access: "public", title: "New blog post" },
  { id: "blog-post", path: "/blog/:slug", access: "public", title: "Blog" },
  { id: "blog-edit", path: "/blog/:slug/edit", access: "public", title: "Edit blog post" },
  { id: "pricing", path: "/pricing", access: "public", title: "Pricing" },
  { id: "privacy", path: "/privacy", access: "public", title: "Privacy" },
  { id: "terms", path: "/terms", access: "public", title: "Terms" },
  { id: "contact", path: "/contact", access: "public", title: "Contact" },
  { id: "faq", path: "/faq", access: "public", title: "FAQ" },
  { id: "request-tool", path: "/request-tool", access: "public", title: "Request a tool" },
  { id: "admin-login", path: "/admin/login", access: "admin", title: "Admin sign-in" },
  { id: "admin", path: "/admin", access: "admin", title: "Admin" },
];

const TOOL_PAGES: readonly PageRoute[] = TOOLS.map((tool) => ({
  id: tool.id,
  path: tool.path,
  access: "public",
  title: tool.name,
}));

/** Every page of the site, tools included. */
export const PAGE_ROUTES: readonly PageRoute[] = [...SITE_PAGES, ...TOOL_PAGES];

/** Old paths and their targets: `/compress` to `/jpeg-compress` and so on. */
export const REDIRECTS: ReadonlyMap<string, string> = new Map(
  TOOLS.flatMap((tool) => tool.aliases.map((alias) => [alias, tool.path] as const)),
);

/**
 * Literal routes before patterns, so `/blog/create` is never read as a post called "create".
 * Sorted once: the server resolves every page request with it.
 */
const MATCH_ORDER: readonly PageRoute[] = [...PAGE_ROUTES].sort(
  (a, b) => Number(a.path.includes(":")) - Number(b.path.includes(":")),
);

export type PathResolution =
  | { kind: "page"; route: PageRoute; params: Record<string, string> }
  | { kind: "redirect"; to: string }
  | { kind: "not-found" };

export interface ResolveOptions {
  /** Whether a blog post exists; the fixed articles always do. */
  blogSlugExists?: (slug: string) => boolean;
}

/** `/tools/` and `/tools` are the same page; the root stays `/`. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith(":")) {
      if (g === "") return null;
      params[w.slice(1)] = decodeURIComponent(g);
    } else if (w !== g) {
      return null;
    }
  }
  return params;
}

/** What the site shows at a path: a page, a redirect, or the not-found page. */
export function resolvePath(pathname: string, options: ResolveOptions = {}): PathResolution {
  const path = normalizePath(pathname);
  const redirect = REDIRECTS.get(path);
  if (redirect) return { kind: "redirect", to: redirect };

  const blogSlugExists = options.blogSlugExists ?? ((slug) => FIXED_BLOG_SLUGS.has(slug));
  for (const route of MATCH_ORDER) {
    let params: Record<string, string> | null;
    try {
      params = matchPattern(route.path, path);
    } catch {
      // A malformed percent-escape cannot name any page.
      return { kind: "not-found" };
    }
    if (!params) continue;
    if (params.slug !== undefined && !blogSlugExists(params.slug)) continue;
    return { kind: "page", route, params };
  }
  return { kind: "not-found" };
}
