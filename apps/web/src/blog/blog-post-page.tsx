import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLocation, useParams } from "react-router";
import { blogPostHead } from "@squish/shared/blog/blog-head";
import { PageLoading } from "@/layout/page-loading";
import { useSiteOrigin } from "@/lib/site-origin";
import NotFoundPage from "@/pages/not-found-page";
import { blogPostKey, loadPost } from "./blog-queries.ts";
import { PostFooter } from "./post-footer.tsx";
import { PostMeta, TagList } from "./post-meta.tsx";
import { TableOfContents } from "./table-of-contents.tsx";
import { useBlogEntries } from "./use-blog-entries.ts";
import { useBlogHead } from "./use-blog-head.ts";

/** What an admin reading a draft at its address must not mistake for a published page. */
function DraftBanner() {
  return (
    <p
      role="note"
      data-testid="draft-banner"
      className="mb-6 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-amber-500/50 bg-amber-500/10 px-4 py-3 text-sm"
    >
      <strong>Draft.</strong>
      <span>Only admins can see this page; visitors are told it does not exist until it is published.</span>
      <Link to="/admin?section=posts" className="font-medium underline underline-offset-2">
        Edit in the admin area
      </Link>
    </p>
  );
}

/** /blog/{slug}: the post, its table of contents, related posts and the previous and next. */
export default function BlogPostPage() {
  const { slug = "" } = useParams();
  const post = useQuery({ queryKey: blogPostKey(slug), queryFn: () => loadPost(slug) });
  const { entries } = useBlogEntries();
  const origin = useSiteOrigin();
  useBlogHead(post.data ? blogPostHead(post.data.entry, origin) : null);
  const { hash } = useLocation();
  const loaded = post.data != null;
  useEffect(() => {
    // A link to a heading (/blog/post#section) arrives before the post's body: go there once it is in.
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    // Only when the body first appears; later hash changes are the browser's own anchor jumps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  if (post.isPending) return <PageLoading />;
  if (post.isError) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-20 text-center" role="alert">
        <h1 className="text-2xl font-bold">This post could not be loaded</h1>
        <p className="mt-2 text-muted-foreground">Check your connection and try again.</p>
      </div>
    );
  }
  if (!post.data) return <NotFoundPage />;
  const { entry, html, toc, draft } = post.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      {draft && <DraftBanner />}
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/" className="rounded hover:text-foreground hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/blog" className="rounded hover:text-foreground hover:underline">
              Blog
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="line-clamp-1 text-foreground">
            {entry.title}
          </li>
        </ol>
      </nav>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <article className="min-w-0" data-blog-article>
          <header className="max-w-[70ch]">
            <h1 className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">{entry.title}</h1>
            <p className="mt-3 text-lg text-muted-foreground">{entry.description}</p>
            <PostMeta entry={entry} className="mt-4" />
            <TagList tags={entry.tags} className="mt-3" />
          </header>
          {toc.length > 0 ? <TableOfContents toc={toc} className="mt-8 lg:hidden" /> : null}
          {/* Sanitised HTML: rendered with raw HTML off, at build time or by the server (decision 9). */}
          <div className="blog-prose mt-8" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
        {toc.length > 0 ? (
          <aside className="hidden lg:block">
            <TableOfContents toc={toc} className="sticky top-24" />
          </aside>
        ) : null}
      </div>
      <PostFooter entries={entries} entry={entry} />
    </div>
  );
}
