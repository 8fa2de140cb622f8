import { Link } from "react-router";
import { ARTICLES } from "virtual:blog/articles";

/** Spec 2.8 names these three posts and the blog itself. */
const POST_SLUGS = ["jpeg-compression-guide", "jpeg-vs-webp-2024", "batch-image-compression"];
// Their titles come from the articles' front matter (apps/web/content/blog).
const POSTS = POST_SLUGS.map((slug) => ARTICLES.find((a) => a.slug === slug)).filter((a) => a !== undefined);

export function LatestPosts() {
  return (
    <section aria-labelledby="latest-posts-heading" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id="latest-posts-heading" className="text-lg font-semibold">
          Latest blog posts
        </h2>
        <Link to="/blog" className="rounded text-sm font-medium text-primary hover:underline">
          Visit the blog
        </Link>
      </div>
      <ul className="mt-3 grid gap-2">
        {POSTS.map((post) => (
          <li key={post.slug}>
            <Link to={`/blog/${post.slug}`} className="rounded text-sm hover:text-primary hover:underline">
              {post.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
