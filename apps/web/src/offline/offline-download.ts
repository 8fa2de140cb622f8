/**
 * Asks the service worker to fetch and keep every tool chunk, codec and font (record 0023), and
 * reports its progress.
 */
import type { PageToWorker, WorkerToPage } from "./sw-protocol.ts";

export type OfflineState =
  | { kind: "idle" }
  | { kind: "working"; done: number; total: number }
  | { kind: "done"; total: number }
  | { kind: "failed"; message: string }
  | { kind: "unavailable" };

const READY_WAIT_MS = 10_000;

async function activeWorker(): Promise<ServiceWorker | null> {
  if (!("serviceWorker" in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  const ready = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((done) => setTimeout(() => done(null), READY_WAIT_MS)),
  ]);
  return ready?.active ?? null;
}

export async function makeAvailableOffline(report: (state: OfflineState) => void): Promise<void> {
  const worker = await activeWorker();
  if (!worker) {
    report({ kind: "unavailable" });
    return;
  }
  // Ask the browser not to evict the cached files under storage pressure (it may say no).
  void navigator.storage?.persist?.().catch(() => false);
  report({ kind: "working", done: 0, total: 0 });
  await new Promise<void>((finished) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<WorkerToPage>) => {
      const message = event.data;
      if (message.type === "cache-progress") {
        report({ kind: "working", done: message.done, total: message.total });
        return;
      }
      report(
        message.type === "cache-done"
          ? { kind: "done", total: message.total }
          : { kind: "failed", message: `Stopped after ${message.done} of ${message.total} files: ${message.message}` },
      );
      channel.port1.close();
      finished();
    };
    const request: PageToWorker = { type: "cache-everything" };
    worker.postMessage(request, [channel.port2]);
  });
}
