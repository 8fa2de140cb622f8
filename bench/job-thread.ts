/**
 * One job in a fresh worker_threads Worker through the page worker's entry (bench/job-thread-worker.ts):
 * its input transferred as the page transfers it, its reply as the pool receives it.
 */
import { Worker } from "node:worker_threads";
import type { RunRequest, WorkerReply } from "../packages/engine/src/pool/protocol.ts";

export type FinalReply = Exclude<WorkerReply, { type: "progress" }>;

/** A fresh worker, once it has loaded. The worker is TypeScript: tsx's loader is registered inside it first. */
export async function startJobThread(): Promise<Worker> {
  const tsx = import.meta.resolve("tsx/esm/api");
  const file = new URL("./job-thread-worker.ts", import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}); })`;
  const worker = new Worker(boot, { eval: true });
  await new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return worker;
}

/** Runs one job on the worker; resolves with its "done" or "error" reply. */
export function runOnThread(worker: Worker, request: RunRequest): Promise<FinalReply> {
  return new Promise<FinalReply>((resolve, reject) => {
    worker.on("message", (message: WorkerReply) => {
      if (message.type !== "progress") resolve(message);
    });
    worker.once("error", reject);
    worker.postMessage(request, [request.input.buffer as ArrayBuffer]);
  });
}
