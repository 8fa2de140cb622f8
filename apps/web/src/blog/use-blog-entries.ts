/**
 * Every post of the blog: the twelve Markdown articles, bundled at build time, and the posts
 * admins published, from the API. When the API cannot be reached the articles still show.
 */
import { useQuery } from "@tanstack/react-query";
import { ARTICLES } from "virtual:blog/articles";
import type { BlogPost } from "@squish/shared/blog/blog-posts";
import { mergeEntries, postEntry, type BlogEntry } from "@squish/shared/blog/blog-entries";
import { api, readJson } from "@/api/api-client";
import { BLOG_POSTS_KEY } from "./blog-queries.ts";

export function useBlogPosts() {
  return useQuery({
    queryKey: BLOG_POSTS_KEY,
    queryFn: async () => readJson<BlogPost[]>(await api["blog-posts"].$get()),
    retry: 1,
    staleTime: 60_000,
  });
}

export function useBlogEntries(): { entries: BlogEntry[]; postsPending: boolean } {
  const posts = useBlogPosts();
  const entries = mergeEntries(ARTICLES, (posts.data ?? []).map(postEntry));
  return { entries, postsPending: posts.isPending };
}
