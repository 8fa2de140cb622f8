import { useEffect, useState } from "react";
import { lazyPart } from "@/lib/lazy-part";
import { loadSonner, onToasterWanted } from "@/lib/toast";

const ThemedToaster = lazyPart(async () => {
  await loadSonner();
  return (await import("./themed-toaster.tsx")).ThemedToaster;
});

/** How long an idle page waits at most before it fetches the toaster anyway. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * The toaster, on the page once the page has started and is idle, or at once when a toast is
 * asked for first (lib/toast.ts): none of it is in the first load.
 */
export function DeferredToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    onToasterWanted(() => setWanted(true));
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(() => setWanted(true), 1);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(() => setWanted(true), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(idle);
  }, []);
  return wanted ? <ThemedToaster /> : null;
}
