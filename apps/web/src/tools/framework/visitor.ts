/**
 * The person a tool session works for, as the page tells it: whether they are signed in (which
 * decides the limits, the queue and tracking), how to ask them to sign in, and what they want
 * told. The page passes a new one when any of it changes (use-tool-session.ts).
 */

export interface Visitor {
  signedIn: boolean;
  openSignIn(): void;
  /** A signed-in person's setting: each result is downloaded as soon as it is ready. */
  autoDownload?: boolean;
  /** Told when two or more files have been processed and nothing is left running or waiting. */
  onBatchFinished?(summary: BatchSummary): void;
}

/** What a finished batch came to, for the page to tell the person (batch-alert.ts). */
export interface BatchSummary {
  files: number;
  failed: number;
  /** Bytes in and out over the files that finished. */
  before: number;
  after: number;
}
