/**
 * Whether the browser says it has a network. `navigator.onLine` can only be wrong in one direction
 * (it says online on a network that reaches nothing), so "offline" is always worth showing.
 */
import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    // Rendered ahead of the browser (a prerendered page): assume the network, as the page was served.
    () => true,
  );
}
