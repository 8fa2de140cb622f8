import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { neighbours, relatedEntries, type BlogEntry } from "@squish/shared/blog/blog-entries";
import { PostMeta } from "./post-meta.tsx";

/** Related posts (by shared tags), then the previous and next post by date. */
export function PostFooter({ entries, entry }: { entries: BlogEntry[]; entry: BlogEntry }) {
  const related = relatedEntries(entries, entry.slug);
  const { previous, next } = neighbours(entries, entry.slug);
  return (
    <footer className="mt-14 grid gap-10 border-t pt-10">
      {related.length > 0 ? (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading" className="text-xl font-semibold">
            Related posts
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3" data-related-posts>
            {related.map((post) => (
              <li key={post.slug} className="rounded-xl border bg-card p-4">
                <Link to={`/blog/${post.slug}`} className="rounded font-medium hover:text-primary hover:underline">
                  {post.title}
                </Link>
                <PostMeta entry={post} className="mt-1" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav aria-label="Previous and next posts" className="grid gap-4 sm:grid-cols-2">
        {previous ? (
          <Link
            to={`/blog/${previous.slug}`}
            rel="prev"
            className="group rounded-xl border p-4 hover:border-primary"
            data-previous-post
          >
            <span className="flex items-center gap-1 text-sm text-muted-foreground">
              <ArrowLeft className="size-4" aria-hidden="true" /> Previous post
            </span>
            <span className="mt-1 block font-medium group-hover:text-primary">{previous.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link
            to={`/blog/${next.slug}`}
            rel="next"
            className="group rounded-xl border p-4 text-right hover:border-primary"
            data-next-post
          >
            <span className="flex items-center justify-end gap-1 text-sm text-muted-foreground">
              Next post <ArrowRight className="size-4" aria-hidden="true" />
            </span>
            <span className="mt-1 block font-medium group-hover:text-primary">{next.title}</span>
          </Link>
        ) : null}
      </nav>
    </footer>
  );
}
