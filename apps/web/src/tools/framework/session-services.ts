/**
 * What a tool session needs from the page (toasts, the worker pool, probes and thumbnails,
 * downloads, ZIP, tracking), and the real page's services. Tests pass stand-ins
 * (session-test-support.ts), so a session runs without a browser.
 */
import { trackActivity, type ActivityFacts } from "./activity.ts";
import { saveBlob } from "./download.ts";
import { documentThumbnail, isDocumentFile, probeDocument } from "./documents/document-previews.ts";
import { enginePool } from "./engine-pool.ts";
import type { ProbedFile } from "./file-item.ts";
import type { Notifier } from "./notifier.ts";
import { probeFile } from "./probe-file.ts";
import type { JobRunner } from "./run-item.ts";
import { sonnerNotifier } from "./sonner-notifier.ts";
import { makeThumbnail } from "./thumbnails.ts";

export interface SessionServices {
  notifier: Notifier;
  runJob: JobRunner;
  concurrency(): number;
  probe(file: File): Promise<ProbedFile>;
  /** A small preview of a file made off the main thread, or null when it cannot be made. */
  thumbnail(file: File): Promise<Blob | null>;
  track(facts: ActivityFacts): void;
  save(blob: Blob, name: string): void;
  zip(entries: { name: string; blob: Blob; lastModified: number }[]): Promise<Blob>;
}

export function sessionServices(concurrency: () => number): SessionServices {
  return {
    notifier: sonnerNotifier,
    runJob: (input, job, options) => enginePool().run(input, job, options),
    concurrency,
    // Documents are read by a worker of their own; images need only their header here.
    probe: (file) => (isDocumentFile(file) ? probeDocument(file) : probeFile(file)),
    thumbnail: (file) => (isDocumentFile(file) ? documentThumbnail(file) : makeThumbnail(file)),
    track: (facts) => void trackActivity(facts),
    save: saveBlob,
    // The ZIP writer (with fflate's) loads on the first "Download All", not with the page: most
    // visits never ask for one. A chunk that fails to arrive ends in the same "Download Failed"
    // toast as a ZIP that fails to build.
    zip: async (entries) => (await import("./zip.ts")).buildZip(entries),
  };
}
