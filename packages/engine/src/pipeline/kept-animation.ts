/**
 * An edit keeps an animation animated, as ezgif does: a still job (the resizer's, the cropper's,
 * the watermark tool's, the converter's) given an animated GIF, WebP or PNG runs as an animation
 * job, its steps on every frame, whenever the output it asks for can hold frames: GIF, WebP, PNG
 * (as APNG) or the source's own format. Every tool, the workspace and the command line reach this
 * through `runAnyJob`, so one rule holds everywhere.
 *
 * An output that holds a single picture (JPEG, AVIF, "Auto") takes the first frame only when the
 * job asks for it (the format converter says so beside its formats); otherwise the file is refused
 * with a sentence saying how to keep its frames, never flattened silently. Animated AVIF is not
 * read frame by frame: its decoder refuses it, or gives the first frame when asked.
 */
import { EngineError } from "../errors.ts";
import { isAnimation } from "../animation/read-animation.ts";
import { parseAnimatedWebp } from "../animation/webp-container.ts";
import { sniffFormat } from "../sniff-format.ts";
import { SOURCE_FALLBACK } from "./encode-output.ts";
import type { AnimationJob, AnimationOutput, ImageJob } from "./job.ts";

type AnimatedFormat = "gif" | "webp" | "png";

const FORMAT_NAMES: Record<string, string> = { jpeg: "JPEG", avif: "AVIF", auto: '"Auto"' };
const SOURCE_NAMES: Record<AnimatedFormat, string> = { gif: "GIF", webp: "WebP", png: "PNG" };

/** The animation format the output asks for, or null when it holds a single picture. */
function heldAs(job: ImageJob, source: AnimatedFormat): AnimatedFormat | null {
  const asked = job.output.format;
  if (asked === "same") return source;
  return asked === "gif" || asked === "webp" || asked === "png" ? asked : null;
}

/** A WebP animation whose every frame is lossless stays lossless when written "the same". */
function losslessWebp(input: Uint8Array): boolean {
  try {
    return parseAnimatedWebp(input).frames.every((frame) => frame.bitstream.image.fourcc === "VP8L");
  } catch {
    return false; // A damaged file is refused, with its reason, when its frames are read.
  }
}

/**
 * The animation's output for a still job's: the quality the job asked for where the format has
 * one; otherwise what costs an edit no needless loss (exact GIF colours, a lossless APNG, a WebP
 * at the quality a still WebP edit gets when the source's own cannot be read).
 */
function animationOutputFor(job: ImageJob, format: AnimatedFormat, source: AnimatedFormat, input: Uint8Array) {
  const { output } = job;
  if (format === "gif") {
    const colors = output.format === "gif" ? output.options?.colors : undefined;
    const dither = output.format === "gif" ? output.options?.dither : undefined;
    return {
      format,
      options: { lossy: 0, ...(colors !== undefined && { colors }), ...(dither !== undefined && { dither }) },
    } satisfies AnimationOutput;
  }
  if (format === "png") {
    return { format, options: output.format === "png" ? { ...output.options } : {} } satisfies AnimationOutput;
  }
  if (output.format === "webp") {
    const { quality, lossless, nearLossless, alphaQuality, method } = output.options ?? {};
    return {
      format,
      options: {
        ...(quality !== undefined && { quality }),
        ...(lossless !== undefined && { lossless }),
        ...(nearLossless !== undefined && { nearLossless }),
        ...(alphaQuality !== undefined && { alphaQuality }),
        ...(method !== undefined && { method }),
      },
    } satisfies AnimationOutput;
  }
  // "The same format": a lossless WebP stays lossless, as a still one does.
  if (source === "webp" && losslessWebp(input)) return { format, options: { lossless: true } } as const;
  const asked = output.format === "same" ? output.options?.quality : undefined;
  const quality = asked === undefined || asked === "source" ? SOURCE_FALLBACK : asked;
  return { format, options: { quality } } satisfies AnimationOutput;
}

/**
 * The animation job a still job becomes for this input, or null when the input is a still picture
 * (or the job asked for the first frame of an animation its output cannot hold).
 */
export async function keptAnimationJob(input: Uint8Array, job: ImageJob): Promise<AnimationJob | null> {
  const source = sniffFormat(input);
  if (source !== "gif" && source !== "webp" && source !== "png") return null;
  if (!(await isAnimation(input))) return null;
  const format = heldAs(job, source);
  if (!format) {
    if (job.firstFrame) return null;
    const output = FORMAT_NAMES[job.output.format] ?? job.output.format.toUpperCase();
    throw new EngineError(
      "unsupported-format",
      `This ${SOURCE_NAMES[source]} is animated, and ${output} holds a single picture: write it as GIF, WebP or PNG, or in its own format, to keep every frame. The file is left as it is.`,
    );
  }
  return {
    kind: "animation",
    steps: job.steps,
    output: animationOutputFor(job, format, source, input),
    ...(job.measureQuality && { measureQuality: true }),
  };
}
