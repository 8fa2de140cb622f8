/**
 * A tool page that opens online asks the service worker to keep the engine's files (the job
 * worker, codecs and .wasm), so the tool works offline next time even if nothing was processed
 * on this visit (record 0023). The largest codecs a tool does not need for its usual files stay
 * out until first used or until "Make available offline": MuPDF (10 MB, PDF only), AVIF (7 MB)
 * and HEIC (1.4 MB).
 */
import type { PageToWorker } from "./sw-protocol.ts";

const BIG = { pdf: "mupdf", avif: "avif", heic: "libheif" } as const;

/** The big codecs a tool needs for its usual work. */
const NEEDS: Record<string, readonly (keyof typeof BIG)[]> = {
  "pdf-compress": ["pdf"],
  "format-converter": ["avif"],
};

/** The address pattern (a regular expression's source) of the files this tool's visit leaves out. */
export function skippedFor(toolId: string): string {
  const needs = NEEDS[toolId] ?? [];
  return (Object.keys(BIG) as (keyof typeof BIG)[])
    .filter((kind) => !needs.includes(kind))
    .map((kind) => BIG[kind])
    .join("|");
}

const asked = new Set<string>();

export function keepToolOffline(toolId: string): void {
  const container = typeof navigator !== "undefined" ? navigator.serviceWorker : undefined;
  if (!container || !navigator.onLine) return;
  const controller = container.controller;
  if (!controller) {
    // The first visit: the worker takes the page over once it is installed.
    container.addEventListener("controllerchange", () => keepToolOffline(toolId), { once: true });
    return;
  }
  // A person who asked their browser to save data gets only what they use.
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const skip = skippedFor(toolId);
  if (asked.has(skip)) return;
  asked.add(skip);
  const message: PageToWorker = { type: "cache-everything", ...(skip ? { skip } : {}) };
  controller.postMessage(message);
}
