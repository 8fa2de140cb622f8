/** The real page's services for a tool session: toasts, the worker pool, downloads, ZIP, tracking. */
import { trackActivity } from "./activity.ts";
import { saveBlob } from "./download.ts";
import { documentThumbnail, isDocumentFile, probeDocument } from "./documents/document-previews.ts";
import { enginePool } from "./engine-pool.ts";
import { probeFile } from "./probe-file.ts";
import { sonnerNotifier } from "./sonner-notifier.ts";
import { makeThumbnail } from "./thumbnails.ts";
import type { SessionServices } from "./tool-session.ts";
import { buildZip } from "./zip.ts";

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
    zip: buildZip,
  };
}
