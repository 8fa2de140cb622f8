/**
 * One animation (GIF, animated WebP or APNG) through an animation job: every frame decoded and composed,
 * the job's steps on each composed frame (resize, crop...), every n-th frame dropped if asked, the
 * frames written again as a small GIF, animated WebP or APNG, the never-bigger rule, and the mean frame
 * SSIM. A GIF may also be offered as an animated WebP when that is smaller (`toWebpIfSmaller`).
 *
 * Frames flow one at a time (animation/frame-sequence.ts): the source is opened once, and each
 * pass that needs the frames (the GIF palette, writing, measuring) decodes them again and runs the
 * steps on each, so memory follows one frame and the writer's few working canvases, not the length
 * of the animation.
 */
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { dropEveryNth, framesKept } from "../animation/drop-frames.ts";
import { mapFrames, replayable, zipFrames, type FrameSequence } from "../animation/frame-sequence.ts";
import { resolveGifOptions, type GifAnimationOptions } from "../animation/gif-animation-options.ts";
import {
  gifLoopFromPlays,
  openAnimation,
  type AnimationFormat,
  type AnimationSource,
  type ComposedFrame,
} from "../animation/read-animation.ts";
import { writeAnimation } from "../animation/write-animation.ts";
import { writeApngAnimation } from "../animation/write-apng-animation.ts";
import {
  resolveWebpAnimationOptions,
  writeWebpAnimation,
  type WebpAnimationOptions,
} from "../animation/write-webp-animation.ts";
import { stripMetadataLosslessly } from "../metadata/strip-lossless.ts";
import { perceivedScore } from "../quality/perceived-score.ts";
import { ssim } from "../quality/ssim.ts";
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

/** Mean SSIM of two frame sequences, walked side by side, one pair of frames held at a time. */
async function meanSsimOf(a: FrameSequence<ComposedFrame>, b: FrameSequence<ComposedFrame>): Promise<number> {
  let total = 0;
  let count = 0;
  for await (const [x, y] of zipFrames(a, b)) {
    total += ssim(x.image, y.image);
    count++;
  }
  return total / count;
}

/** At most this many frames, spread over the animation, are scored for its card. */
const SCORED_FRAMES = 12;

/** Whether frame `index` of `frameCount` is one of those scored: spread evenly, every frame of a short animation. */
const isScoredFrame = (index: number, frameCount: number) =>
  index % Math.max(1, Math.ceil(frameCount / SCORED_FRAMES)) === 0;

/** The card's score of two equally long lists of frames: mean SSIMULACRA 2 of the scored frames. */
export function meanFrameScore(a: readonly RgbaImage[], b: readonly RgbaImage[]): number {
  const scored = a.flatMap((frame, i) => (isScoredFrame(i, a.length) ? [perceivedScore(frame, b[i]!)] : []));
  return scored.reduce((sum, s) => sum + s, 0) / scored.length;
}

/** The same over two frame sequences, walked side by side, one pair of frames held at a time. */
async function meanScoreOf(
  a: FrameSequence<ComposedFrame>,
  b: FrameSequence<ComposedFrame>,
  frameCount: number,
): Promise<number> {
  let total = 0;
  let count = 0;
  let index = 0;
  for await (const [x, y] of zipFrames(a, b)) {
    if (!isScoredFrame(index++, frameCount)) continue;
    total += perceivedScore(x.image, y.image);
    count++;
  }
  return total / count;
}

/** The frames of a file just written, read back one at a time. */
const framesOf = async (bytes: Uint8Array) => (await openAnimation(bytes)).frames;

/**
 * The WebP a GIF becomes when "animated WebP if smaller" is on: lossless when the GIF was asked
 * to stay exact, otherwise lossy at a quality that falls slowly as the GIF's lossy level rises.
 */
export function webpOptionsForGif(gif: GifAnimationOptions): WebpAnimationOptions {
  return resolveWebpAnimationOptions(
    gif.lossy === 0 ? { lossless: true, method: 4 } : { quality: Math.round(95 - gif.lossy / 4), method: 4 },
  );
}

/** How much lower a WebP's mean frame SSIM may be than the GIF's and still be taken for being smaller. */
const WEBP_SSIM_SLACK = 0.005;

interface Written {
  bytes: Uint8Array;
  format: AnimationFormat;
  /** Mean frame SSIM, when choosing between GIF and WebP already measured it. */
  quality?: number;
}

/** The job's frames as one sequence: each walk decodes, runs the steps and drops frames afresh. */
interface JobFrames {
  frames: AsyncIterable<ComposedFrame>;
  count: number;
  /** The first processed frame's size, known once a walk has begun. */
  size(): { width: number; height: number };
}

function jobFrames(source: AnimationSource, job: AnimationJob, hooks: JobHooks): JobFrames {
  const { signal, onProgress } = hooks;
  const dropEvery = job.output.options?.dropEvery ?? 0;
  let size: { width: number; height: number } | null = null;
  let stepsReported = false;
  // Steps run on every composed frame; the same steps give every frame the same size.
  const processed = replayable(async function* () {
    for await (const frame of source.frames) {
      checkCancelled(signal);
      const report = !stepsReported;
      stepsReported = true;
      const image = await applySteps(frame.image, job.steps, {
        ...(signal && { signal }),
        ...(report && { onStep: (step, index) => onProgress?.({ stage: step.op, percent: 10 + index }) }),
      });
      size ??= { width: image.width, height: image.height };
      // The first walk is the encoder's (the GIF palette, or the frames written): it starts here.
      if (report) onProgress?.({ stage: "encode", percent: 40 });
      yield { image, delay: frame.duration };
    }
  });
  return {
    frames: mapFrames(dropEveryNth(processed, dropEvery), ({ image, delay }) => ({ image, duration: delay })),
    count: framesKept(source.frameCount, dropEvery),
    size: () => size ?? { width: source.width, height: source.height },
  };
}

async function write(job: AnimationJob, source: AnimationSource, jf: JobFrames, hooks: JobHooks): Promise<Written> {
  const { signal, onProgress } = hooks;
  const frames = jf.frames;
  // Encoding runs from 40 to 80 per cent; a GIF that may become a WebP takes the first half of it.
  const twoWriters = job.output.format === "gif" && job.output.options?.toWebpIfSmaller === true;
  const progress = (from: number, span: number) => (done: number) =>
    onProgress?.({ stage: "encode", percent: from + Math.round((span * Math.min(done, jf.count)) / jf.count) });
  const onFrame = progress(40, twoWriters ? 20 : 40);
  const facts = { plays: source.plays, ...(source.icc && { icc: source.icc }) };
  const webp = (options: WebpAnimationOptions) =>
    writeWebpAnimation(frames, facts, options, {
      ...(signal && { signal }),
      onFrame: twoWriters ? progress(60, 20) : onFrame,
    }).then((bytes): Written => ({ bytes, format: "webp" }));
  if (job.output.format === "webp") return webp(resolveWebpAnimationOptions(job.output.options));
  if (job.output.format === "png") {
    const apng = await writeApngAnimation(frames, facts, job.output.options, { ...(signal && { signal }), onFrame });
    return { bytes: apng, format: "png" };
  }

  const options = resolveGifOptions(job.output.options);
  const gifFrames = mapFrames(frames, (f) => ({ image: f.image, delay: Math.round(f.duration / 10) }));
  const gif: Written = {
    bytes: await writeAnimation(gifFrames, gifLoopFromPlays(source.plays), options, {
      ...(signal && { signal }),
      onFrame,
    }),
    format: "gif",
  };
  if (!job.output.options?.toWebpIfSmaller) return gif;
  checkCancelled(signal);
  const other = await webp(webpOptionsForGif(options));
  if (other.bytes.byteLength >= gif.bytes.byteLength) return gif;
  // Smaller is not enough: the WebP must look as good as the GIF it replaces.
  const gifScore = await meanSsimOf(frames, await framesOf(gif.bytes));
  const webpScore = await meanSsimOf(frames, await framesOf(other.bytes));
  return webpScore >= gifScore - WEBP_SSIM_SLACK ? other : gif;
}

export async function runAnimationJob(
  input: Uint8Array,
  job: AnimationJob,
  hooks: JobHooks = {},
): Promise<AnimationResult> {
  const { signal, onProgress } = hooks;
  checkCancelled(signal);
  const format = job.output.format as string;
  if (format !== "gif" && format !== "webp" && format !== "png") {
    throw new EngineError("invalid-job", `Animations cannot be written as ${format}.`);
  }
  onProgress?.({ stage: "decode", percent: 5 });
  const source = await openAnimation(input);
  const frames = jobFrames(source, job, hooks);
  checkCancelled(signal);
  const result = await write(job, source, frames, hooks);
  let { bytes, format: written } = result;
  checkCancelled(signal);

  // Never bigger: when only compression was asked, a result that is not smaller gives the original
  // back. A conversion asked for (GIF to WebP) is not undone; "WebP if smaller" may fall back.
  const reshaped = job.steps.length > 0 || frames.count !== source.frameCount;
  const converting = job.output.format !== source.format;
  const keptOriginal = !reshaped && !converting && bytes.byteLength >= input.byteLength;
  if (keptOriginal) {
    // The original, without its EXIF and XMP blocks (an animation's frames are left as they are).
    bytes = stripMetadataLosslessly(input, source.format, { keepMetadata: false, keepLocation: false }).bytes;
    written = source.format;
  }

  // Already measured when GIF and WebP were compared (and still true unless the original came back).
  let score: number | undefined;
  if (job.measureQuality) {
    onProgress?.({ stage: "measure", percent: 85 });
    score = await meanScoreOf(frames.frames, await framesOf(bytes), frames.count);
  }
  const { width, height } = frames.size();
  return {
    kind: "animation",
    bytes,
    format: written,
    sourceFormat: source.format,
    mimeType: `image/${written}`,
    extension: written,
    width,
    height,
    originalSize: input.byteLength,
    size: bytes.byteLength,
    keptOriginal,
    frameCount: frames.count,
    // Dropping a frame gives its time to the one before, so one loop lasts as long as the source's.
    durationMs: source.durationMs,
    loopCount: gifLoopFromPlays(source.plays),
    ...(score !== undefined && { score }),
  };
}
