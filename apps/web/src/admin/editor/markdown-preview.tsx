import { useDeferredValue, useMemo } from "react";
import { renderMarkdown } from "@squish/shared/blog/blog-markdown";

/**
 * The post as readers will see it, rendered by the blog's one Markdown renderer, the same
 * function the server runs before it stores and serves a post (decision 9): raw HTML comes out as
 * text and unsafe links are not links, here exactly as on /blog. Rendering follows the settled
 * text, so typing in a long post stays quick.
 */
export function MarkdownPreview({
  title,
  description,
  markdown,
}: {
  title: string;
  description: string;
  markdown: string;
}) {
  const settled = useDeferredValue(markdown);
  const html = useMemo(() => renderMarkdown(settled), [settled]);
  return (
    <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-6" data-testid="post-preview">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Preview</h2>
      <p className="mt-4 text-3xl font-bold tracking-tight">{title.trim() || "Untitled post"}</p>
      {description.trim() && <p className="mt-2 text-lg text-muted-foreground">{description}</p>}
      {settled.trim() ? (
        <div className="blog-prose mt-6 [&>:first-child]:mt-0" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="mt-6 text-muted-foreground">The text appears here as you write it.</p>
      )}
    </div>
  );
}
