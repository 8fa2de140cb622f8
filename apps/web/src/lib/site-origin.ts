import { createContext, useContext } from "react";

/**
 * The site's public address (`https://squish.example`). In the browser it is the page's own
 * origin; when the server renders a page it is the address it was configured with, which the
 * browser's matches, so the HTML and the hydrated page agree.
 */
export const SiteOriginContext = createContext<string>(typeof window === "undefined" ? "" : window.location.origin);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext);
}
