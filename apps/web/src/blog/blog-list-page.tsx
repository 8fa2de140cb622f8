import { Search, X } from "lucide-react";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { allTags, filterEntries } from "@squish/shared/blog/blog-entries";
import { BLOG_DESCRIPTION, blogListHead } from "@squish/shared/blog/blog-head";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useSiteOrigin } from "@/lib/site-origin";
import { PostMeta, TagList } from "./post-meta.tsx";
import { useBlogEntries } from "./use-blog-entries.ts";
import { useBlogHead } from "./use-blog-head.ts";

/** /blog: every post, newest first, with a search box and tag filters kept in the address. */
export default function BlogListPage() {
  const { entries } = useBlogEntries();
  const [params, setParams] = useSearchParams();
  // The box keeps its own text so typing never waits for the address to update.
  const [query, setQuery] = useState(() => params.get("q") ?? "");
  const tag = params.get("tag");
  const searchId = useId();
  useBlogHead(blogListHead(entries, useSiteOrigin()));

  const tags = allTags(entries);
  const shown = filterEntries(entries, query, tag);
  const update = (changes: { q?: string | null; tag?: string | null }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const filtered = query.trim() !== "" || tag !== null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">Blog</h1>
        <p className="mt-3 text-lg text-muted-foreground">{BLOG_DESCRIPTION}</p>
      </header>

      <div role="search" className="mt-8 grid gap-4" aria-label="Find a post">
        <div className="relative max-w-md">
          <label htmlFor={searchId} className="sr-only">
            Search posts
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              update({ q: event.target.value });
            }}
            placeholder="Search titles, descriptions and tags"
            className="pl-9"
          />
        </div>
        <div role="group" aria-label="Filter by tag" className="flex flex-wrap gap-2">
          <TagButton label="All" pressed={tag === null} onClick={() => update({ tag: null })} />
          {tags.map(({ tag: name, count }) => (
            <TagButton
              key={name}
              label={name}
              count={count}
              pressed={tag === name}
              onClick={() => update({ tag: tag === name ? null : name })}
            />
          ))}
        </div>
      </div>

      <p className="mt-6 text-sm text-muted-foreground" aria-live="polite" data-result-count>
        {filtered
          ? `${shown.length} of ${entries.length} ${entries.length === 1 ? "post" : "posts"}`
          : `${entries.length} ${entries.length === 1 ? "post" : "posts"}`}
        {tag ? ` tagged "${tag}"` : ""}
        {query.trim() ? ` matching "${query.trim()}"` : ""}
      </p>

      {shown.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed p-10 text-center" data-empty-state>
          <p className="text-lg font-medium">No posts match.</p>
          <p className="mt-1 text-muted-foreground">Try fewer words, or another tag.</p>
          <Button
            className="mt-4"
            variant="outline"
            onClick={() => {
              setQuery("");
              update({ q: null, tag: null });
            }}
          >
            <X className="size-4" aria-hidden="true" /> Clear the search and filters
          </Button>
        </div>
      ) : (
        <ul className="mt-4 grid gap-5 md:grid-cols-2" data-post-list>
          {shown.map((entry) => (
            <li key={entry.slug} className="flex flex-col rounded-xl border bg-card p-5 shadow-sm">
              <h2 className="text-xl font-semibold leading-snug">
                <Link to={`/blog/${entry.slug}`} className="rounded hover:text-primary hover:underline">
                  {entry.title}
                </Link>
              </h2>
              <PostMeta entry={entry} className="mt-2" />
              <p className="mt-3 flex-1 text-muted-foreground">{entry.description}</p>
              <TagList tags={entry.tags} className="mt-4" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function TagButton(props: { label: string; count?: number; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={props.pressed}
      onClick={props.onClick}
      className={cn(
        "rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        props.pressed ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
      )}
    >
      {props.label}
      {props.count === undefined ? null : <span className="opacity-75"> {props.count}</span>}
    </button>
  );
}
