/**
 * Runs a job of any kind: the worker's single entry, so the pool protocol stays one message type
 * however many kinds of work there are. Each kind keeps its own pipeline.
 */
import { EngineError } from "../errors.ts";
import { runDocumentJob } from "../pdf/compress-pdf.ts";
import type { Job, JobResult } from "./job.ts";
import { runAnimationJob } from "./run-animation-job.ts";
import { runJob, type JobHooks } from "./run-job.ts";

export async function runAnyJob(input: Uint8Array, job: Job, hooks: JobHooks = {}): Promise<JobResult> {
  switch (job.kind) {
    case "image":
      return runJob(input, job, hooks);
    case "animation":
      return runAnimationJob(input, job, hooks);
    case "document":
      return runDocumentJob(input, job, hooks);
    default:
      throw new EngineError("invalid-job", `Jobs of kind "${(job as Job).kind}" are not run by this worker.`);
  }
}
