/**
 * Blog post bodies are Markdown and are rendered here, on the server, with raw HTML turned off:
 * a `<script>` or an `onerror=` in a post comes out as visible text, and links or images with
 * `javascript:`, `vbscript:`, `file:` or non-image `data:` addresses are not made into links
 * (markdown-it's link validation). Links leave with rel="noopener noreferrer nofollow".
 */
import MarkdownIt from "markdown-it";

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const defaultLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));

markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = token.attrGet("href") ?? "";
  if (/^https?:\/\//i.test(href)) token.attrSet("rel", "noopener noreferrer nofollow");
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
