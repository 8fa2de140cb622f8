/**
 * The blog's data as the pages ask for it: the posts admins published (["blog-posts"]) and one
 * post's body (["blog-post", slug]). The server fills the same queries before it renders a blog
 * page, so the browser hydrates with the data the HTML was made from.
 */
import type { QueryClient } from "@tanstack/react-query";
import { ARTICLE_BODIES, ARTICLES } from "virtual:blog/articles";
import type { BlogPost } from "@squish/shared/blog/blog-posts";
import { postEntry, type BlogEntry } from "@squish/shared/blog/blog-entries";
import { tocFromHtml, type TocEntry } from "@squish/shared/blog/blog-toc";
import { resolvePath } from "@squish/shared/routes";
import { api, ApiError, readJson } from "@/api/api-client";

export const BLOG_POSTS_KEY = ["blog-posts"] as const;
export const blogPostKey = (slug: string) => ["blog-post", slug] as const;

export interface LoadedPost {
  entry: BlogEntry;
  html: string;
  toc: TocEntry[];
  /** An unpublished post, which the server gives only to admins. */
  draft?: boolean;
}

/** One of the built articles, or null when the slug is not one. */
async function loadArticle(slug: string): Promise<LoadedPost | null> {
  const article = ARTICLES.find((a) => a.slug === slug);
  const body = ARTICLE_BODIES[slug];
  return article && body ? { entry: article, ...(await body()).default } : null;
}

function loadedPost(post: BlogPost): LoadedPost {
  return { entry: postEntry(post), html: post.html, toc: tocFromHtml(post.html), draft: !post.published };
}

/** One of the built articles (prerendered at build time), or a post from the API, or null. */
export async function loadPost(slug: string): Promise<LoadedPost | null> {
  const article = await loadArticle(slug);
  if (article) return article;
  try {
    return loadedPost(await readJson<BlogPost>(await api["blog-posts"][":slug"].$get({ param: { slug } })));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Fills the queries a blog page at `path` asks for, from what the server read from its database. */
export async function seedBlogQueries(
  queryClient: QueryClient,
  path: string,
  published: BlogPost[],
  post: BlogPost | null,
): Promise<void> {
  const resolution = resolvePath(new URL(path, "http://x").pathname, { blogSlugExists: () => true });
  if (resolution.kind !== "page") return;
  const { route, params } = resolution;
  if (route.id !== "blog" && route.id !== "blog-post") return;
  queryClient.setQueryData(BLOG_POSTS_KEY, published);
  if (route.id === "blog-post" && params.slug !== undefined) {
    const slug = params.slug;
    queryClient.setQueryData(blogPostKey(slug), (await loadArticle(slug)) ?? (post ? loadedPost(post) : null));
  }
}
