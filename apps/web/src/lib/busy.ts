/**
 * Whether the page is in the middle of work a reload would lose (a tool processing a batch).
 * Tool pages say so; the update prompt (offline/update-prompt.ts) waits for it to clear and never
 * reloads meanwhile.
 */
const holders = new Set<object>();
const listeners = new Set<() => void>();

export function setBusy(holder: object, busy: boolean): void {
  const before = holders.size > 0;
  if (busy) holders.add(holder);
  else holders.delete(holder);
  if (before !== holders.size > 0) for (const listener of [...listeners]) listener();
}

export function isBusy(): boolean {
  return holders.size > 0;
}

/** Calls `listener` whenever the page becomes busy or idle; returns the unsubscribe function. */
export function onBusyChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
