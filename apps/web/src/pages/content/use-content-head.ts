import { contentHead } from "@squish/shared/content-pages";
import { useMemo } from "react";
import { useBlogHead } from "@/blog/use-blog-head";
import { useSiteOrigin } from "@/lib/site-origin";

/** A content page's head (the same the server writes for a first visit), applied on navigation. */
export function useContentHead(pageId: string): void {
  const origin = useSiteOrigin();
  const head = useMemo(() => contentHead(pageId, origin) ?? null, [pageId, origin]);
  useBlogHead(head);
}
