import { useEffect } from "react";
import { setBusy } from "./busy.ts";

/** Marks the page busy while `busy` is true (and clears it when the component goes away). */
export function useBusy(busy: boolean): void {
  useEffect(() => {
    const holder = {};
    setBusy(holder, busy);
    return () => setBusy(holder, false);
  }, [busy]);
}
