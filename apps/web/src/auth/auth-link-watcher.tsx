import { useState } from "react";
import { useSearchParams } from "react-router";
import { lazyPart } from "@/lib/lazy-part";

/** The parameters our emails' links bring back (see auth-link-handler.tsx). */
const LINK_PARAMS = ["token", "confirmed", "error"];

const AuthLinkHandler = lazyPart(async () => (await import("./auth-link-handler.tsx")).AuthLinkHandler);

/**
 * Loads the email-link handler (its toasts and the new-password dialog) only when an address
 * carries one of those links, so it is not part of every page's first load (record 0033). Once
 * loaded it stays, so its dialog can finish after the address bar has been tidied.
 */
export function AuthLinkWatcher() {
  const [params] = useSearchParams();
  const [needed, setNeeded] = useState(false);
  if (!needed && LINK_PARAMS.some((name) => params.has(name))) setNeeded(true);
  if (!needed) return null;
  return <AuthLinkHandler />;
}
