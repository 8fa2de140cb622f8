/**
 * Any animation the engine reads (GIF, animated WebP, APNG) as one shape: composed frames with their
 * durations in milliseconds, how many times it plays, and its colour profile if it has one.
 * The two formats count loops differently, so both conversions live here.
 *
 * Jobs use `openAnimation`, whose frames are a sequence walked one frame at a time: each walk
 * decodes the frames again from the bytes, so an animation is never held whole. `readAnimation`
 * collects every frame, for tests and small comparisons.
 */
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { sniffFormat } from "../sniff-format.ts";
import { isAnimatedPng } from "./apng-container.ts";
import { openApng } from "./apng-frames.ts";
import { replayable } from "./frame-sequence.ts";
import { openGif } from "./gif-frames.ts";
import { isAnimatedWebp } from "./webp-container.ts";
import { openWebp } from "./webp-frames.ts";

/** "png" is an APNG. */
export type AnimationFormat = "gif" | "webp" | "png";

export interface ComposedFrame {
  image: RgbaImage;
  /** Milliseconds. */
  duration: number;
}

export interface Animation {
  format: AnimationFormat;
  width: number;
  height: number;
  /** Times it plays: 0 forever (WebP's and APNG's own count). */
  plays: number;
  icc?: Uint8Array;
  frames: ComposedFrame[];
}

/** An animation opened for a job: its facts, and its frames as a sequence that can be walked again. */
export interface AnimationSource extends Omit<Animation, "frames"> {
  frameCount: number;
  /** One loop's playing time, in milliseconds. */
  durationMs: number;
  /** Each walk yields the composed frames in order, each a copy the caller may keep. */
  frames: AsyncIterable<ComposedFrame>;
}

/** GIF's NETSCAPE count (null: no block, plays once; n: plays n + 1 times) as times played. */
export const playsFromGifLoop = (loop: number | null): number =>
  loop === null ? 1 : loop === 0 ? 0 : Math.min(0xffff, loop + 1);

/** Times played as GIF's NETSCAPE count. */
export const gifLoopFromPlays = (plays: number): number | null => (plays === 0 ? 0 : plays === 1 ? null : plays - 1);

/** An animated WebP, an APNG, or a GIF with more than one frame (read from its structure, not decoded). */
export async function isAnimation(bytes: Uint8Array): Promise<boolean> {
  const format = sniffFormat(bytes);
  if (format === "webp") return isAnimatedWebp(bytes);
  if (format === "png") return isAnimatedPng(bytes);
  if (format !== "gif") return false;
  const { GifReader } = await import("omggif");
  try {
    return new GifReader(bytes).numFrames() > 1;
  } catch {
    return false; // A damaged GIF is refused, with its reason, by the still decoder.
  }
}

/** Opens an animation for a job, after checking it against the animation limits. */
export async function openAnimation(bytes: Uint8Array): Promise<AnimationSource> {
  const format = sniffFormat(bytes);
  if (format === "gif") {
    const gif = await openGif(bytes);
    return {
      format,
      width: gif.width,
      height: gif.height,
      plays: playsFromGifLoop(gif.loopCount),
      frameCount: gif.frameCount,
      durationMs: gif.delays.reduce((sum, d) => sum + d * 10, 0),
      frames: replayable(function* () {
        for (const f of gif.frames()) yield { image: f.image, duration: f.delay * 10 };
      }),
    };
  }
  if (format === "webp" && isAnimatedWebp(bytes)) {
    const webp = openWebp(bytes);
    return {
      format,
      width: webp.width,
      height: webp.height,
      plays: webp.loopCount,
      ...(webp.icc && { icc: webp.icc }),
      frameCount: webp.frameCount,
      durationMs: webp.durationMs,
      frames: replayable(() => webp.frames()),
    };
  }
  if (format === "png" && isAnimatedPng(bytes)) {
    const { frames, ...apng } = openApng(bytes);
    return { format, ...apng, frames: replayable(frames) };
  }
  throw new EngineError(
    "unsupported-format",
    format === "webp" || format === "png"
      ? `This ${format === "png" ? "PNG" : "WebP"} is a still picture, not an animation: compress it as an image.`
      : "This file is not an animation: animations are read from GIF, animated WebP and animated PNG files.",
  );
}

/** Every frame at once (tests and small comparisons; jobs walk `openAnimation(...).frames`). */
export async function readAnimation(bytes: Uint8Array): Promise<Animation> {
  const source = await openAnimation(bytes);
  const frames: ComposedFrame[] = [];
  for await (const frame of source.frames) frames.push(frame);
  const { frameCount: _count, durationMs: _duration, ...facts } = source;
  return { ...facts, frames };
}
