/**
 * How the page sends an activity record again when it meets a restarting server (shared with the
 * accounts bench, which plays the page). A module of its own, without the schemas: a tool page
 * loads it with its first JavaScript, and zod is not part of that (e2e/js-budget.e2e.ts).
 * The server stores a client id once, so a retry is never counted twice.
 */
export const TRACKING_RETRY_DELAYS_MS = [1_000, 2_000, 5_000] as const;

/** Answers that mean "the server is away for a moment" (the proxy's), not "this record is wrong". */
export const TRACKING_RETRY_STATUSES: readonly number[] = [502, 503, 504];
