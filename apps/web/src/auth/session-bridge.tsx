/**
 * better-auth's session, read through its client: in a module of its own so the client (about
 * 11 KB gzipped) loads after the page has started, not with it (issue 25; session-provider.tsx).
 */
import { useEffect } from "react";
import { authClient } from "./auth-client.ts";

type Session = ReturnType<typeof authClient.useSession>;

export interface SessionReading {
  data: Session["data"];
  isPending: boolean;
  refetch(): Promise<unknown>;
}

export function SessionBridge({ onReading }: { onReading(reading: SessionReading): void }) {
  const session = authClient.useSession();
  const { data, isPending, refetch } = session;
  useEffect(() => onReading({ data, isPending, refetch }), [data, isPending, refetch, onReading]);
  return null;
}
