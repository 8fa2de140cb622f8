/**
 * Issue 24 for animated WebP and APNG: both are read and written frame by frame like GIF, so a
 * 400-frame 472 x 298 animation (56 million pixels, past the old whole-animation limit of 50
 * million that APNG output kept longest) is converted and compressed with every frame and
 * duration kept.
 */
import { describe, expect, it } from "vitest";
import type { RgbaImage } from "../image.ts";
import { compressAnimationOutput } from "../kits/compress.ts";
import type { AnimationJob, AnimationResult } from "../pipeline/job.ts";
import { runAnyJob } from "../pipeline/run-any-job.ts";
import { ssim } from "../quality/ssim.ts";
import { solidApng } from "../test-support/apng-builder.ts";
import { longAnimatedGif, longGifDelay } from "../test-support/long-gif.ts";
import { BLEND_SOURCE, DISPOSE_NONE, parseApng } from "./apng-container.ts";
import { openGif } from "./gif-frames.ts";
import { openAnimation } from "./read-animation.ts";
import { parseAnimatedWebp } from "./webp-container.ts";

const FRAMES = 400;
const job = (output: AnimationJob["output"], measureQuality: boolean): AnimationJob => ({
  kind: "animation",
  steps: [],
  output,
  measureQuality,
});
const run = async (input: Uint8Array, output: AnimationJob["output"], measureQuality = true) =>
  (await runAnyJob(input, job(output, measureQuality))) as AnimationResult;

async function lastFrame(bytes: Uint8Array): Promise<RgbaImage> {
  let last: RgbaImage | null = null;
  for await (const { image } of (await openAnimation(bytes)).frames) last = image;
  return last!;
}

/** 400 frames: the whole picture, then a 40 x 40 square of a new colour each frame, 30 or 50 ms each. */
function longApng(): Uint8Array {
  const duration = (k: number) => (k % 2 === 0 ? 30 : 50);
  const frames = Array.from({ length: FRAMES }, (_, k) => ({
    ...(k === 0
      ? { x: 0, y: 0, width: 472, height: 298 }
      : { x: (k * 7) % 432, y: (k * 3) % 258, width: 40, height: 40 }),
    duration: duration(k),
    dispose: DISPOSE_NONE,
    blend: BLEND_SOURCE,
    rgba: [(k * 37) & 255, (k * 91) & 255, 255 - (k & 255), 255] as [number, number, number, number],
  }));
  return solidApng(472, 298, frames, 0);
}

describe("a 400-frame 472 x 298 animated WebP", () => {
  it("is written from the long GIF, then compressed, every frame and duration kept", async () => {
    const gif = longAnimatedGif({ width: 472, height: 298, frames: FRAMES });
    const durations = Array.from({ length: FRAMES }, (_, k) => longGifDelay(k) * 10);
    const webp = await run(gif, { format: "webp" });
    expect(webp).toMatchObject({ format: "webp", frameCount: FRAMES, loopCount: 0 });
    expect(parseAnimatedWebp(webp.bytes).frames.map((f) => f.duration)).toEqual(durations);

    const compressed = await run(webp.bytes, compressAnimationOutput({ format: "webp", quality: 60 }));
    expect(compressed).toMatchObject({ frameCount: FRAMES, durationMs: webp.durationMs, loopCount: 0 });
    expect(compressed.score).toBeGreaterThan(60);
    const written = parseAnimatedWebp(compressed.bytes);
    expect([written.width, written.height, written.loopCount]).toEqual([472, 298, 0]);
    expect(written.frames.map((f) => f.duration)).toEqual(durations);
  }, 120_000);
});

describe("a 400-frame 472 x 298 APNG", () => {
  const apng = longApng();
  const durations = parseApng(apng).frames.map((f) => f.duration);

  it("becomes a GIF with every frame and duration kept", async () => {
    const result = await run(apng, compressAnimationOutput({ format: "gif", preset: "balanced" }));
    expect(result).toMatchObject({ format: "gif", frameCount: FRAMES, loopCount: 0 });
    const written = await openGif(result.bytes);
    expect(written.delays.map((d) => d * 10)).toEqual(durations);
  }, 120_000);

  it("is compressed as an APNG, one palette for all frames, every frame and duration kept", async () => {
    // The mean over every frame is not measured, to keep this quick; the last frame, built on 399
    // changed rectangles, shows whether each kept what it should.
    const result = await run(apng, compressAnimationOutput({ format: "png", level: "balanced" }), false);
    expect(result).toMatchObject({ format: "png", frameCount: FRAMES, loopCount: 0, keptOriginal: false });
    expect(result.size).toBeLessThan(apng.byteLength);
    expect(ssim(await lastFrame(result.bytes), await lastFrame(apng))).toBeGreaterThan(0.95);
    const written = parseApng(result.bytes);
    expect([written.width, written.height, written.plays]).toEqual([472, 298, 0]);
    expect(written.frames.map((f) => f.duration)).toEqual(durations);
    // Indexed (colour type 3): the palette was chosen once, from a sample of every frame.
    expect(written.header[9]).toBe(3);
  }, 60_000);
});
