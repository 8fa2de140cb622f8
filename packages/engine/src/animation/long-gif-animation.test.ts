/**
 * Issue 24: long GIFs are compressed frame by frame, so an animation is limited by one frame's
 * pixels and generous bounds on frame count and playing time, never by the whole animation.
 * The job is the one the GIF page (and the bulk page, for a GIF) hands its worker.
 */
import { MAX_ANIMATION_DURATION_MS, MAX_ANIMATION_FRAMES } from "@squish/shared/limits";
import { describe, expect, it } from "vitest";
import { isEngineError } from "../errors.ts";
import { compressAnimationOutput } from "../kits/compress.ts";
import { fitWithin } from "../kits/resize.ts";
import type { AnimationJob, AnimationResult } from "../pipeline/job.ts";
import { runAnyJob } from "../pipeline/run-any-job.ts";
import { makeGif } from "../test-support/animated-gif.ts";
import { longAnimatedGif, longGifDelay } from "../test-support/long-gif.ts";
import { openGif } from "./gif-frames.ts";

/** What the GIF page's recipe builds for its default preset, with an optional "Fit N px". */
const pageJob = (steps: AnimationJob["steps"] = []): AnimationJob => ({
  kind: "animation",
  steps,
  output: compressAnimationOutput({ format: "gif", preset: "balanced", webpIfSmaller: false }),
  measureQuality: true,
});

/** Frame count, delays and loop read from the written file's structure (no frame is decoded). */
async function timing(bytes: Uint8Array) {
  const gif = await openGif(bytes);
  return { width: gif.width, height: gif.height, frames: gif.frameCount, delays: gif.delays, loop: gif.loopCount };
}

describe("a 400-frame GIF of 472 x 298 (the size that used to be refused)", () => {
  const frames = 400;
  const input = longAnimatedGif({ width: 472, height: 298, frames });
  const delays = Array.from({ length: frames }, (_, k) => longGifDelay(k));

  it("compresses with every frame, delay and the loop count kept, and looks the same", async () => {
    const result = (await runAnyJob(input, pageJob())) as AnimationResult;
    expect(result).toMatchObject({ kind: "animation", format: "gif", frameCount: frames, loopCount: 0 });
    expect(result.size).toBeLessThan(input.byteLength);
    expect(result.durationMs).toBe(delays.reduce((sum, d) => sum + d * 10, 0));
    expect(result.score).toBeGreaterThan(70);
    expect(await timing(result.bytes)).toEqual({ width: 472, height: 298, frames, delays, loop: 0 });
  }, 120_000);

  it("fits within 320 px, every frame resized and kept", async () => {
    const result = (await runAnyJob(input, pageJob([fitWithin(320)]))) as AnimationResult;
    expect([result.width, result.height, result.frameCount]).toEqual([320, 202, frames]);
    expect(await timing(result.bytes)).toEqual({ width: 320, height: 202, frames, delays, loop: 0 });
  }, 120_000);
});

describe("the animation limits", () => {
  const refusal = async (bytes: Uint8Array) => {
    const error = await runAnyJob(bytes, pageJob()).catch((e: unknown) => e);
    expect(isEngineError(error)).toBe(true);
    return (error as Error).message;
  };
  const pixel = { x: 0, y: 0, width: 1, height: 1, indices: [1], disposal: 1 };

  it("refuses a frame past 100 megapixels", async () => {
    const huge = makeGif(20_000, 10_000, [{ ...pixel, delay: 10 }]);
    expect(await refusal(huge)).toBe(
      "This animation's frames are too large: 20000 x 10000 pixels is more than the 100 megapixels a frame may have.",
    );
  });

  it(`refuses more than ${MAX_ANIMATION_FRAMES} frames`, async () => {
    const many = makeGif(
      2,
      2,
      Array.from({ length: MAX_ANIMATION_FRAMES + 1 }, () => ({ ...pixel, delay: 1 })),
    );
    expect(await refusal(many)).toBe(
      "This animation has too many frames: 20,001 is more than the 20,000 frames this tool takes.",
    );
  });

  it("refuses an animation that plays for more than an hour", async () => {
    // Six frames of GIF's longest delay (655.35 s) play for about 66 minutes.
    const long = makeGif(
      2,
      2,
      Array.from({ length: 6 }, () => ({ ...pixel, delay: 65_535 })),
    );
    expect(6 * 655_350).toBeGreaterThan(MAX_ANIMATION_DURATION_MS);
    expect(await refusal(long)).toBe(
      "This animation is too long: it plays for 66 minutes, more than the 60 minutes this tool takes.",
    );
  });

  it("takes the longest animation within the bounds", async () => {
    const hour = makeGif(
      2,
      2,
      Array.from({ length: 5 }, () => ({ ...pixel, delay: 65_535 })),
    );
    const result = (await runAnyJob(hour, pageJob())) as AnimationResult;
    expect(result.frameCount).toBe(5);
  });
});
