import { siteHead } from "@squish/shared/site-pages";
import { useMemo } from "react";
import { useBlogHead } from "@/blog/use-blog-head";
import { useSiteOrigin } from "@/lib/site-origin";

/** A site page's head (the same the server writes for a first visit), applied on navigation. */
export function useSiteHead(pageId: "home" | "tools" | "about" | "licenses"): void {
  const origin = useSiteOrigin();
  const head = useMemo(() => siteHead(pageId, origin) ?? null, [pageId, origin]);
  useBlogHead(head);
}
