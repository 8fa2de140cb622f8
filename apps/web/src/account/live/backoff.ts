/**
 * How long the live-update client waits before reconnecting: 1 s, 2 s, 5 s, then 10 s for every
 * later try (spec section 9 and decision 2). A connection that delivered anything resets it.
 */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

export function reconnectDelay(attempt: number): number {
  const index = Math.min(Math.max(0, Math.floor(attempt)), RECONNECT_DELAYS_MS.length - 1);
  return RECONNECT_DELAYS_MS[index] as number;
}
