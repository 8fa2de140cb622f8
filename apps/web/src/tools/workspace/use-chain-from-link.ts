/**
 * Opens a shared chain: `/workspace#chain=...` loads the chain its hash carries (validated as a
 * chain file) when the page opens or the hash changes, then takes the hash out of the address so
 * a reload keeps the person's later edits. A bad link changes nothing and says why.
 */
import { useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import type { ChainFile } from "@squish/shared/chain";
import { chainFromHash } from "./chain-file.ts";

export function useChainFromLink(onLoad: (chain: ChainFile) => void): string | null {
  const [problem, setProblem] = useState<string | null>(null);
  const load = useRef(onLoad);
  useEffect(() => {
    load.current = onLoad;
  });

  useEffect(() => {
    const read = () => {
      const found = chainFromHash(window.location.hash);
      if (!found) return;
      const { pathname, search } = window.location;
      // Keeps the router's own history state; only the hash goes.
      window.history.replaceState(window.history.state, "", `${pathname}${search}`);
      if (!found.ok) {
        setProblem(`${found.error}.`);
        toast.error("Link Not Loaded", { description: `${found.error}. Your chain was not changed.` });
        return;
      }
      setProblem(null);
      load.current(found.chain);
      toast.success("Chain Loaded", {
        description: `"${found.chain.name}" from the link: check it, then add your images.`,
      });
    };
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);

  return problem;
}
