/**
 * The one Markdown renderer of the blog (decision 9): the server renders admin posts with it and
 * the web build prerenders the twelve articles with it, so both are sanitised the same way. Raw
 * HTML is off: a `<script>` or an `onerror=` in a post comes out as visible text, and links or
 * images with `javascript:`, `vbscript:`, `file:` or non-image `data:` addresses are not made into
 * links (markdown-it's link validation). Links off the site (any scheme, and `//host`) leave with
 * rel="noopener noreferrer nofollow".
 * Level 2 and 3 headings get ids so a table of contents can link to them.
 */
import MarkdownIt from "markdown-it";
import type { TocEntry } from "./blog-toc.ts";

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const defaultLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));

/**
 * Whether a link stays on the site: a fragment, a query, a path from the root or a relative path.
 * `//host` (and `///host`) is protocol-relative: browsers take it to another site, so it is
 * external like any address with a scheme (issue 23). markdown-it has already percent-encoded
 * backslashes, so `/\\host` arrives as the harmless path `/%5Chost`.
 */
export function isSameSiteLink(href: string): boolean {
  if (href.startsWith("//")) return false;
  return /^[#?/]/.test(href) || !/^[^/?#]*:/.test(href);
}

markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (!isSameSiteLink(token.attrGet("href") ?? "")) token.attrSet("rel", "noopener noreferrer nofollow");
  return defaultLinkOpen(tokens, idx, options, env, self);
};

// Wide tables and code scroll sideways inside their own box, which keyboard users must be able to
// reach to scroll: the box takes focus (WCAG 2.1.1, axe's scrollable-region-focusable).
markdown.renderer.rules.table_open = () => '<div class="table-scroll" tabindex="0">\n<table>\n';
markdown.renderer.rules.table_close = () => "</table>\n</div>\n";
for (const rule of ["fence", "code_block"] as const) {
  const render = markdown.renderer.rules[rule]!;
  markdown.renderer.rules[rule] = (tokens, idx, options, env, self) =>
    render(tokens, idx, options, env, self).replace(/^<pre>/, '<pre tabindex="0">');
}

/** "PNG vs JPEG: which?" -> "png-vs-jpeg-which". */
export function headingId(text: string): string {
  const id = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return id === "" ? "section" : id;
}

markdown.core.ruler.push("heading_ids", (state) => {
  const seen = new Map<string, number>();
  const toc: TocEntry[] = [];
  state.tokens.forEach((token, index) => {
    if (token.type !== "heading_open" || (token.tag !== "h2" && token.tag !== "h3")) return;
    const inline = state.tokens[index + 1];
    const text = (inline?.children ?? [])
      .filter((child) => child.type === "text" || child.type === "code_inline")
      .map((child) => child.content)
      .join("")
      .trim();
    const base = headingId(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    const id = count === 0 ? base : `${base}-${count + 1}`;
    token.attrSet("id", id);
    toc.push({ id, text, level: token.tag === "h2" ? 2 : 3 });
  });
  (state.env as { toc?: TocEntry[] }).toc = toc;
  return true;
});

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}

/** Markdown to sanitised HTML, with the table of contents of its ## and ### headings. */
export function renderMarkdownWithToc(source: string): RenderedMarkdown {
  const env: { toc?: TocEntry[] } = {};
  const html = markdown.render(source, env);
  return { html, toc: env.toc ?? [] };
}

export function renderMarkdown(source: string): string {
  return renderMarkdownWithToc(source).html;
}
