import { useEffect } from "react";

/** Sets the browser tab's title for the current page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | Squish` : "Squish";
  }, [title]);
}
