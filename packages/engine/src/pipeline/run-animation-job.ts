/**
 * One animation (GIF, animated WebP or APNG) through an animation job: every frame decoded and composed,
 * the job's steps on each composed frame (resize, crop...), every n-th frame dropped if asked, the
 * frames written again as a small GIF, animated WebP or APNG, the never-bigger rule, and the mean frame
 * SSIM. A GIF may also be offered as an animated WebP when that is smaller (`toWebpIfSmaller`).
 */
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { dropEveryNth } from "../animation/drop-frames.ts";
import { resolveGifOptions, type GifAnimationOptions } from "../animation/gif-animation-options.ts";
import { gifLoopFromPlays, readAnimation, type Animation, type AnimationFormat } from "../animation/read-animation.ts";
import { writeAnimation } from "../animation/write-animation.ts";
import { writeApngAnimation } from "../animation/write-apng-animation.ts";
import {
  resolveWebpAnimationOptions,
  writeWebpAnimation,
  type WebpAnimationOptions,
} from "../animation/write-webp-animation.ts";
import { stripMetadataLosslessly } from "../metadata/strip-lossless.ts";
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

async function write(
  frames: Animation["frames"],
  source: Animation,
  job: AnimationJob,
  hooks: JobHooks,
): Promise<Written> {
  const { signal, onProgress } = hooks;
  const onFrame = (done: number, total: number) =>
    onProgress?.({ stage: "encode", percent: 40 + Math.round((40 * done) / total) });
  const webp = (options: WebpAnimationOptions) =>
    writeWebpAnimation(frames, { plays: source.plays, ...(source.icc && { icc: source.icc }) }, options, {
      ...(signal && { signal }),
      onFrame,
    }).then((bytes): Written => ({ bytes, format: "webp" }));
  if (job.output.format === "webp") return webp(resolveWebpAnimationOptions(job.output.options));
  if (job.output.format === "png") {
    const meta = { plays: source.plays, ...(source.icc && { icc: source.icc }) };
    const apng = await writeApngAnimation(frames, meta, job.output.options, { ...(signal && { signal }), onFrame });
    return { bytes: apng, format: "png" };
  }

  const options = resolveGifOptions(job.output.options);
  const gifFrames = frames.map((f) => ({ image: f.image, delay: Math.round(f.duration / 10) }));
  const gif: Written = {
    bytes: await writeAnimation(gifFrames, gifLoopFromPlays(source.plays), options),
    format: "gif",
  };
  if (!job.output.options?.toWebpIfSmaller) return gif;
  checkCancelled(signal);
  const other = await webp(webpOptionsForGif(options));
  if (other.bytes.byteLength >= gif.bytes.byteLength) return gif;
  // Smaller is not enough: the WebP must look as good as the GIF it replaces.
  const score = async (bytes: Uint8Array) =>
    meanFrameSsim(
      frames.map((f) => f.image),
      (await readAnimation(bytes)).frames.map((f) => f.image),
    );
  const [gifScore, webpScore] = [await score(gif.bytes), await score(other.bytes)];
  return webpScore >= gifScore - WEBP_SSIM_SLACK ? { ...other, quality: webpScore } : { ...gif, quality: gifScore };
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
  const source = await readAnimation(input);

  // Steps run on every composed frame; the same steps give every frame the same size.
  const composed: Animation["frames"] = [];
  for (const [f, frame] of source.frames.entries()) {
    checkCancelled(signal);
    const image = await applySteps(frame.image, job.steps, {
      ...(signal && { signal }),
      ...(f === 0 && { onStep: (step, index) => onProgress?.({ stage: step.op, percent: 10 + index }) }),
    });
    composed.push({ image, duration: frame.duration });
  }
  const frames = dropEveryNth(
    composed.map((f) => ({ ...f, delay: f.duration })),
    job.output.options?.dropEvery ?? 0,
  ).map(({ image, delay }) => ({ image, duration: delay }));
  checkCancelled(signal);
  onProgress?.({ stage: "encode", percent: 40 });
  const result = await write(frames, source, job, hooks);
  let { bytes, format: written } = result;
  checkCancelled(signal);

  // Never bigger: when only compression was asked, a result that is not smaller gives the original
  // back. A conversion asked for (GIF to WebP) is not undone; "WebP if smaller" may fall back.
  const reshaped = job.steps.length > 0 || frames.length !== composed.length;
  const converting = job.output.format !== source.format;
  const keptOriginal = !reshaped && !converting && bytes.byteLength >= input.byteLength;
  if (keptOriginal) {
    // The original, without its EXIF and XMP blocks (an animation's frames are left as they are).
    bytes = stripMetadataLosslessly(input, source.format, { keepMetadata: false, keepLocation: false }).bytes;
    written = source.format;
  }

  // Already measured when GIF and WebP were compared (and still true unless the original came back).
  let quality = job.measureQuality && !keptOriginal ? result.quality : undefined;
  if (job.measureQuality && quality === undefined) {
    onProgress?.({ stage: "measure", percent: 85 });
    const decoded = await readAnimation(bytes);
    quality = meanFrameSsim(
      frames.map((f) => f.image),
      decoded.frames.map((f) => f.image),
    );
  }
  const { width, height } = frames[0]!.image;
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
    frameCount: frames.length,
    durationMs: frames.reduce((sum, f) => sum + f.duration, 0),
    loopCount: gifLoopFromPlays(source.plays),
    ...(quality !== undefined && { quality }),
  };
}
