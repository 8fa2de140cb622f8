/**
 * Binds a ToolSession to a page: one session per mount (disposed on leave, which frees every
 * object URL), with the visitor, their settings and the sign-in dialog always current.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import type { ToolDefinition } from "./tool-definition.ts";
import { ToolSession } from "./tool-session.ts";

export interface SessionInputs<S> {
  signedIn: boolean;
  settings: S;
  openSignIn(): void;
}

export function useToolSession<S extends object, O extends object>(
  definition: ToolDefinition<S, O>,
  inputs: SessionInputs<S>,
) {
  const [session] = useState(() => new ToolSession<S, O>(definition, inputs));
  // Timers and the queue read the visitor and settings later, so the session holds the latest.
  useEffect(() => session.setContext(inputs));
  useEffect(() => {
    // React's development double mount disposes once before the real mount: come back to life.
    session.revive();
    return () => session.dispose();
  }, [session]);
  const items = useSyncExternalStore(session.store.subscribe, session.store.getSnapshot);
  const queue = useSyncExternalStore(session.queue.subscribe, session.queue.getSnapshot);
  return { session, items, queue };
}
