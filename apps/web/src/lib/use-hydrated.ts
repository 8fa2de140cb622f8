import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that HTML, true on every
 * render after. What only the browser knows (the stored theme, saved settings) waits for it, so
 * the first render in the browser matches the server's HTML; React re-renders right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
