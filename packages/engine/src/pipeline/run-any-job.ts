/**
 * Runs a job of any kind: the worker's single entry, so the pool protocol stays one message type
 * however many kinds of work there are. Each kind keeps its own pipeline.
 */
import { EngineError } from "../errors.ts";
import { runDocumentJob } from "../pdf/compress-pdf.ts";
import type { AnimationJob, AnimationResult, ImageJob, ImageResult, Job, JobResult } from "./job.ts";
import { keptAnimationJob } from "./kept-animation.ts";
import { runAnimationJob } from "./run-animation-job.ts";
import { runJob, type JobHooks } from "./run-job.ts";

/** A picture's job: an animated source keeps its frames wherever the output can hold them (kept-animation.ts). */
export async function runPictureJob(
  input: Uint8Array,
  job: ImageJob | AnimationJob,
  hooks: JobHooks = {},
): Promise<ImageResult | AnimationResult> {
  if (job.kind === "animation") return runAnimationJob(input, job, hooks);
  const animation = await keptAnimationJob(input, job);
  return animation ? runAnimationJob(input, animation, hooks) : runJob(input, job, hooks);
}

export async function runAnyJob(input: Uint8Array, job: Job, hooks: JobHooks = {}): Promise<JobResult> {
  switch (job.kind) {
    case "image":
    case "animation":
      return runPictureJob(input, job, hooks);
    case "document":
      return runDocumentJob(input, job, hooks);
    default:
      throw new EngineError("invalid-job", `Jobs of kind "${(job as Job).kind}" are not run by this worker.`);
  }
}
