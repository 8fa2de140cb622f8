/**
 * One GIF through an animation job: every frame decoded and composed, the job's steps on each
 * composed frame (resize, crop...), every n-th frame dropped if asked, the frames written again
 * as a small GIF (animation/write-animation.ts), the never-bigger rule, and the mean frame SSIM.
 */
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { dropEveryNth } from "../animation/drop-frames.ts";
import { resolveGifOptions } from "../animation/gif-animation-options.ts";
import { decodeGifFrames } from "../animation/gif-frames.ts";
import { writeAnimation, type AnimationFrame } from "../animation/write-animation.ts";
import { ssim } from "../quality/ssim.ts";
import { sniffFormat } from "../sniff-format.ts";
import { applySteps } from "../steps/apply-steps.ts";
import type { AnimationJob, AnimationResult } from "./job.ts";
import type { JobHooks } from "./run-job.ts";

function checkCancelled(signal?: AbortSignal) {
  if (signal?.aborted) throw new EngineError("cancelled", "Cancelled.");
}

/** Mean SSIM of two equally long lists of frames. */
export function meanFrameSsim(a: readonly RgbaImage[], b: readonly RgbaImage[]): number {
  let total = 0;
  for (const [i, frame] of a.entries()) total += ssim(frame, b[i]!);
  return total / a.length;
}

export async function runAnimationJob(
  input: Uint8Array,
  job: AnimationJob,
  hooks: JobHooks = {},
): Promise<AnimationResult> {
  const { signal, onProgress } = hooks;
  checkCancelled(signal);
  if (job.output.format !== "gif") {
    throw new EngineError("invalid-job", `Animations cannot be written as ${String(job.output.format)} yet.`);
  }
  if (sniffFormat(input) !== "gif") {
    throw new EngineError("unsupported-format", "This file is not a GIF: the GIF compressor takes GIF files only.");
  }
  const options = resolveGifOptions(job.output.options);
  onProgress?.({ stage: "decode", percent: 5 });
  const source = await decodeGifFrames(input);

  // Steps run on every composed frame; the same steps give every frame the same size.
  const composed: AnimationFrame[] = [];
  for (const [f, frame] of source.frames.entries()) {
    checkCancelled(signal);
    const image = await applySteps(frame.image, job.steps, {
      ...(signal && { signal }),
      ...(f === 0 && { onStep: (step, index) => onProgress?.({ stage: step.op, percent: 10 + index }) }),
    });
    composed.push({ image, delay: frame.delay });
  }
  const frames = dropEveryNth(composed, options.dropEvery);
  checkCancelled(signal);
  onProgress?.({ stage: "encode", percent: 40 });
  let bytes = await writeAnimation(frames, source.loopCount, options);
  checkCancelled(signal);

  // Never bigger: when only compression was asked, a result that is not smaller gives the original back.
  const reshaped = job.steps.length > 0 || frames.length !== composed.length;
  const keptOriginal = !reshaped && bytes.byteLength >= input.byteLength;
  if (keptOriginal) bytes = input;

  let quality: number | undefined;
  if (job.measureQuality) {
    onProgress?.({ stage: "measure", percent: 85 });
    const written = await decodeGifFrames(bytes);
    quality = meanFrameSsim(
      frames.map((f) => f.image),
      written.frames.map((f) => f.image),
    );
  }
  const { width, height } = frames[0]!.image;
  return {
    kind: "animation",
    bytes,
    format: "gif",
    sourceFormat: "gif",
    mimeType: "image/gif",
    extension: "gif",
    width,
    height,
    originalSize: input.byteLength,
    size: bytes.byteLength,
    keptOriginal,
    frameCount: frames.length,
    durationMs: frames.reduce((sum, f) => sum + f.delay * 10, 0),
    loopCount: source.loopCount,
    ...(quality !== undefined && { quality }),
  };
}
