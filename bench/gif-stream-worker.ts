/**
 * The job worker of `npm run bench:engine -- gif-stream`, in a worker_threads Worker: the same
 * `serveJobs` entry the page's browser worker runs (pool/browser-job-worker.ts), so the GIF goes
 * through the same message handler, its input transferred. The main thread stays idle and samples
 * the process's memory while this thread works.
 */
import { parentPort } from "node:worker_threads";
import { serveJobs } from "../packages/engine/src/pool/job-worker.ts";
import type { RunRequest } from "../packages/engine/src/pool/protocol.ts";
import { useNodeWasm } from "../packages/engine/src/wasm/node-wasm.ts";

const port = parentPort;
if (!port) throw new Error("bench/gif-stream-worker.ts runs only as a worker thread.");

useNodeWasm();
const scope: Parameters<typeof serveJobs>[0] = {
  onmessage: null,
  postMessage: (message, transfer) => port.postMessage(message, (transfer ?? []) as ArrayBuffer[]),
};
serveJobs(scope);
port.on("message", (data: RunRequest) => scope.onmessage?.({ data } as MessageEvent<RunRequest>));
port.postMessage({ type: "ready" });
