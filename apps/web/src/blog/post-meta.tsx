import { Link } from "react-router";
import type { BlogEntry } from "@squish/shared/blog/blog-entries";
import { formatBlogDate } from "@squish/shared/blog/blog-head";
import { cn } from "@/lib/cn";

/** Date, update date and reading time of a post; each part wraps as a whole. */
export function PostMeta({ entry, className }: { entry: BlogEntry; className?: string }) {
  return (
    <p className={cn("text-sm text-muted-foreground", className)}>
      <time dateTime={entry.date} className="whitespace-nowrap">
        {formatBlogDate(entry.date)}
      </time>
      {entry.updated ? (
        <>
          {" · "}
          <span className="whitespace-nowrap">
            Updated <time dateTime={entry.updated}>{formatBlogDate(entry.updated)}</time>
          </span>
        </>
      ) : null}
      {" · "}
      <span className="whitespace-nowrap">{entry.readingMinutes} min read</span>
    </p>
  );
}

/** A post's tags, each a link to the list filtered by it. */
export function TagList({ tags, className }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/blog?tag=${encodeURIComponent(tag)}`}
            className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground hover:bg-accent"
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
