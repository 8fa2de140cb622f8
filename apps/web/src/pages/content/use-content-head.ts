import { contentHead } from "@squish/shared/content-pages";
import { useMemo } from "react";
import { useBlogHead } from "@/blog/use-blog-head";

/** A content page's head (the same the server writes for a first visit), applied on navigation. */
export function useContentHead(pageId: string): void {
  const head = useMemo(() => contentHead(pageId, window.location.origin) ?? null, [pageId]);
  useBlogHead(head);
}
