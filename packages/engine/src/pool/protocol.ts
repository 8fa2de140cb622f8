/** Messages between the page and a job worker. Input buffers are transferred, never copied. */
import type { EngineErrorCode } from "../errors.ts";
import type { Job, JobProgress, JobResult } from "../pipeline/job.ts";

export interface RunRequest {
  type: "run";
  id: number;
  input: Uint8Array;
  job: Job;
  /** The file's name, for the sentence about bytes that match no format. */
  fileName?: string;
}

/** What a finished job's reply says of the worker: the WebAssembly memory it now holds (wasm-heap.ts). */
interface WorkerState {
  heapBytes?: number;
}

export type WorkerReply =
  | { type: "progress"; id: number; progress: JobProgress }
  | ({ type: "done"; id: number; result: JobResult } & WorkerState)
  | ({ type: "error"; id: number; code: EngineErrorCode | "internal"; message: string } & WorkerState);

/** What the pool needs of a worker; the browser's Worker has exactly this shape. */
export interface JobWorker {
  postMessage(message: RunRequest, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}
