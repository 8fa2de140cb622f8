/// <reference lib="webworker" />
// Entry point of each job worker in the browser (bundled by Vite as a module worker). Its
// WebAssembly memory is counted from the start, so the pool can replace it once it has grown.
import { serveJobs } from "./job-worker.ts";
import { wasmHeapBytes, watchWasmHeap } from "./wasm-heap.ts";

watchWasmHeap();
// Read by the bulk bench from outside (a worker has no other way to say what it holds).
Object.assign(self, { squishHeapBytes: wasmHeapBytes });
serveJobs(self as unknown as Parameters<typeof serveJobs>[0], { heapBytes: wasmHeapBytes });
