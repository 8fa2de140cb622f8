import { useMatches } from "react-router";

/** What each route carries for the pages that render generically (the "coming soon" pages). */
export interface RouteHandle {
  pageId: string;
  title: string;
}

export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.pageId) return handle;
  }
  return undefined;
}
