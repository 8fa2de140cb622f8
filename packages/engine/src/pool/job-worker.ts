/**
 * The code inside each job worker: runs one job at a time with the engine and reports its stages.
 * Errors become messages, so a damaged file fails alone; a crash (out of memory) kills only this
 * worker, which the pool replaces.
 */
import { isEngineError } from "../errors.ts";
import { runAnyJob } from "../pipeline/run-any-job.ts";
import type { RunRequest, WorkerReply } from "./protocol.ts";

interface WorkerScope {
  onmessage: ((event: MessageEvent<RunRequest>) => void) | null;
  postMessage(message: WorkerReply, transfer?: Transferable[]): void;
}

export interface ServeOptions {
  /** The worker's WebAssembly memory, reported with each finished job (wasm-heap.ts). */
  heapBytes?: () => number;
}

export function serveJobs(scope: WorkerScope, options: ServeOptions = {}): void {
  const state = () => (options.heapBytes ? { heapBytes: options.heapBytes() } : {});
  scope.onmessage = async ({ data: request }) => {
    const { id } = request;
    try {
      // Dispatches on job.kind (image, animation, document).
      const result = await runAnyJob(request.input, request.job, {
        onProgress: (progress) => scope.postMessage({ type: "progress", id, progress }),
        ...(request.fileName !== undefined && { fileName: request.fileName }),
      });
      scope.postMessage({ type: "done", id, result, ...state() }, [result.bytes.buffer as ArrayBuffer]);
    } catch (error) {
      const reply: WorkerReply = isEngineError(error)
        ? { type: "error", id, code: error.code, message: error.message }
        : { type: "error", id, code: "internal", message: "Something went wrong while processing this image." };
      scope.postMessage({ ...reply, ...state() });
    }
  };
}
