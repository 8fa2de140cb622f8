/**
 * The job worker of the engine benches that run jobs in a worker_threads Worker (gif-stream, heap):
 * the page worker's own entry (pool/browser-job-worker.ts) in Node, its WebAssembly memory counted
 * from the start, so each reply says the heap the job left, as the pool reads it in the browser.
 * Started by bench/job-thread.ts.
 */
import { parentPort } from "node:worker_threads";
import { serveJobs } from "../packages/engine/src/pool/job-worker.ts";
import type { RunRequest } from "../packages/engine/src/pool/protocol.ts";
import { wasmHeapBytes, watchWasmHeap } from "../packages/engine/src/pool/wasm-heap.ts";
import { useNodeWasm } from "../packages/engine/src/wasm/node-wasm.ts";

const port = parentPort;
if (!port) throw new Error("bench/job-thread-worker.ts runs only as a worker thread.");

watchWasmHeap();
useNodeWasm();
const scope: Parameters<typeof serveJobs>[0] = {
  onmessage: null,
  postMessage: (message, transfer) => port.postMessage(message, (transfer ?? []) as ArrayBuffer[]),
};
serveJobs(scope, { heapBytes: wasmHeapBytes });
port.on("message", (data: RunRequest) => scope.onmessage?.({ data } as MessageEvent<RunRequest>));
port.postMessage({ type: "ready" });
