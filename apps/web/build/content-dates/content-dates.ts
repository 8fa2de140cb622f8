/**
 * When each page's content last changed, for the sitemap's `lastmod` (issue 25): the date of the
 * last commit that touched the files its words come from. Without that history (a copy of the
 * source outside git, or files not committed yet) a page gets the build's date.
 */
import { TOOLS } from "../../../../packages/shared/src/tools.ts";

/** Paths from the repository's root: a file, or a folder for everything in it. */
type Sources = readonly string[];

const CONTENT = "apps/web/src/pages/content";
const SITE_WORDS = "packages/shared/src/site-pages.ts";
const CONTENT_WORDS = "packages/shared/src/content-pages.ts";

/** The files behind each page the sitemap lists, besides the blog (dated by its posts). */
export function pageSources(): Record<string, Sources> {
  return {
    "/": ["apps/web/src/pages/home", SITE_WORDS, "packages/shared/src/tool-lists"],
    "/tools": ["apps/web/src/pages/tools", SITE_WORDS, "packages/shared/src/tool-lists"],
    "/about": ["apps/web/src/pages/about-page.tsx", SITE_WORDS],
    // The list names every component the browser receives, so it changes with the dependencies.
    "/licenses": ["apps/web/src/pages/licenses", SITE_WORDS, "package-lock.json"],
    "/pricing": [`${CONTENT}/pricing-page.tsx`, CONTENT_WORDS, "packages/shared/src/limits.ts"],
    "/faq": [`${CONTENT}/faq-page.tsx`, CONTENT_WORDS],
    "/contact": [`${CONTENT}/contact-page.tsx`, `${CONTENT}/message-form.tsx`, CONTENT_WORDS],
    "/request-tool": [`${CONTENT}/request-tool-page.tsx`, `${CONTENT}/message-form.tsx`, CONTENT_WORDS],
    "/privacy": [`${CONTENT}/privacy-page.tsx`, `${CONTENT}/legal-page.tsx`, CONTENT_WORDS],
    "/terms": [`${CONTENT}/terms-page.tsx`, `${CONTENT}/legal-page.tsx`, CONTENT_WORDS],
    ...Object.fromEntries(
      TOOLS.map((tool) => [tool.path, [`packages/shared/src/tools/${tool.id}`, `apps/web/src/tools/${tool.id}`]]),
    ),
  };
}

/** The last commit date (YYYY-MM-DD) of any of `paths`, or "" when git knows none. */
export type LastCommitDate = (paths: Sources) => string;

/** Each page's date: the newest commit on its sources, else `buildDate`. */
export function contentDates(
  sources: Record<string, Sources>,
  lastCommitDate: LastCommitDate,
  buildDate: string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(sources).map(([path, files]) => {
      const date = lastCommitDate(files);
      return [path, /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : buildDate];
    }),
  );
}
