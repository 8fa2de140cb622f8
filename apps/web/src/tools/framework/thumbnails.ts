/**
 * Small previews for the cards, made one at a time in a worker of their own so they never wait
 * behind (or slow down) the engine's jobs. A file the browser cannot decode (HEIC on most
 * browsers) gets none, and its card shows a placeholder until its result arrives.
 */
let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, (blob: Blob | null) => void>();

function thumbnailWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL("./thumbnail-worker.ts", import.meta.url), {
      type: "module",
      name: "squish-thumbnails",
    });
    worker.onmessage = ({ data }: MessageEvent<{ id: number; blob: Blob | null }>) => {
      waiting.get(data.id)?.(data.blob);
      waiting.delete(data.id);
    };
    // A worker that fails to start or crashes answers nobody: settle every wait with "no preview".
    worker.onerror = () => {
      for (const resolve of waiting.values()) resolve(null);
      waiting.clear();
      worker?.terminate();
      worker = undefined;
    };
  }
  return worker;
}

export function makeThumbnail(file: File): Promise<Blob | null> {
  if (typeof OffscreenCanvas === "undefined") return Promise.resolve(null);
  return new Promise((resolve) => {
    const id = nextId++;
    waiting.set(id, resolve);
    thumbnailWorker().postMessage({ id, file });
  });
}
