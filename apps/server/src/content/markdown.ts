/**
 * Blog post bodies are Markdown, rendered on the server with the blog's one renderer (shared with
 * the web build that prerenders the twelve articles): raw HTML off, unsafe links not made into
 * links, external links with rel="noopener noreferrer nofollow". See @squish/shared/blog/blog-markdown.
 */
export { renderMarkdown } from "@squish/shared/blog/blog-markdown";
