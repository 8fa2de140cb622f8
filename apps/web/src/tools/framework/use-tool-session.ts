/**
 * Binds a ToolSession to a page: one session per mount (disposed on leave, which frees every
 * object URL), with the visitor current and the signed-in person's saved defaults applied until
 * they change something themselves.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { poolSize } from "./engine-pool.ts";
import { sessionServices } from "./session-services.ts";
import type { ToolDefinition, UserDefaults } from "./tool-definition.ts";
import { ToolSession } from "./tool-session.ts";
import type { Visitor } from "./visitor.ts";

export function useToolSession<S extends object, O extends object>(
  definition: ToolDefinition<S, O>,
  visitor: Visitor,
  defaults: UserDefaults | null,
) {
  const [session] = useState(() => new ToolSession<S, O>(definition, visitor, sessionServices(poolSize), defaults));
  // Timers and the queue ask later whether the person is signed in.
  useEffect(() => session.setVisitor(visitor), [session, visitor]);
  useEffect(
    () => session.settingsStore.applyDefaults(definition.initialSettings(defaults), defaults !== null),
    [session, definition, defaults],
  );
  useEffect(() => {
    // React's development double mount disposes once before the real mount: come back to life.
    session.revive();
    return () => session.dispose();
  }, [session]);
  // The session's own state, which starts the same on the server (a prerendered page) as in the browser.
  const items = useSyncExternalStore(session.store.subscribe, session.store.getSnapshot, session.store.getSnapshot);
  const queue = useSyncExternalStore(session.queue.subscribe, session.queue.getSnapshot, session.queue.getSnapshot);
  const settings = useSyncExternalStore(
    session.settingsStore.subscribe,
    session.settingsStore.getSnapshot,
    session.settingsStore.getSnapshot,
  );
  // Whether the person's saved defaults have reached the settings: the page marks itself when they have.
  const defaultsApplied = useSyncExternalStore(
    session.settingsStore.subscribe,
    session.settingsStore.getSavedDefaultsIn,
    session.settingsStore.getSavedDefaultsIn,
  );
  return { session, items, queue, settings, defaultsApplied };
}
