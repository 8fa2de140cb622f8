/**
 * What the load asked the server to store, per member, and what the server acknowledged: the
 * other half of the consistency check (nothing lost, nothing counted twice).
 */

/** Saved sizes are multiples of 0.25 MB, which add up exactly in floating point. */
export interface Tracked {
  memberId: string;
  savedMb: number;
  originalMb: number;
}

export class TrackingLedger {
  /** Every record sent, by its client id. */
  readonly sent = new Map<string, Tracked>();
  /** Ids the server answered 201 or 200 for. */
  readonly acknowledged = new Set<string>();
  /** Ids the client gave up on: refused, or still failing after its last retry. */
  readonly abandoned = new Set<string>();
  /** Refusals under load by status (a 500, 401 or 429): files the page would have lost. */
  readonly refused = new Map<number, number>();
  /** Tries after the first, as the page makes them. */
  retries = 0;
  /** Records whose first answer was a failure but which a retry stored. */
  storedOnRetry = 0;
  /** First send time of each file name, for the live-update delay. */
  readonly sentAt = new Map<string, number>();

  /**
   * Expected totals per member: everything sent. The bench sends the abandoned records again after
   * the load (one of them may have been stored by a try whose answer was lost), so every record
   * sent must end up stored exactly once.
   */
  expected(): Map<string, { count: number; savedMb: number }> {
    const totals = new Map<string, { count: number; savedMb: number }>();
    for (const tracked of this.sent.values()) {
      const total = totals.get(tracked.memberId) ?? { count: 0, savedMb: 0 };
      total.count++;
      total.savedMb += tracked.savedMb;
      totals.set(tracked.memberId, total);
    }
    return totals;
  }
}
