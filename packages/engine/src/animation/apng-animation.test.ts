import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pngEncodeOptions } from "../kits/compress-options.ts";
import { isEngineError } from "../errors.ts";
import { createImage, type RgbaImage } from "../image.ts";
import { decodeImage } from "../decode/decode-image.ts";
import type { AnimationJob } from "../pipeline/job.ts";
import { runAnimationJob } from "../pipeline/run-animation-job.ts";
import { runJob } from "../pipeline/run-job.ts";
import { movingSquareGif } from "../test-support/animated-gif.ts";
import { solidApng } from "../test-support/apng-builder.ts";
import { fullCorpusDir } from "../test-support/corpus.ts";
import { fixture, gradient } from "../test-support/fixtures.ts";
import { apngdisFrames } from "../test-support/reference-apng.ts";
import { useNodeWasm } from "../wasm/node-wasm.ts";
import { isAnimatedHeader } from "./animated-header.ts";
import {
  BLEND_OVER,
  BLEND_SOURCE,
  DISPOSE_BACKGROUND,
  DISPOSE_NONE,
  DISPOSE_PREVIOUS,
  parseApng,
} from "./apng-container.ts";
import { isAnimation, readAnimation } from "./read-animation.ts";

useNodeWasm();

const pixel = (image: RgbaImage, x: number, y: number) => [
  ...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4),
];
const GREEN = [0, 255, 0, 255];

/** 4 x 4: every dispose and blend operation, with the colours each frame must show. */
const opsApng = () =>
  solidApng(
    4,
    4,
    [
      {
        x: 0,
        y: 0,
        width: 4,
        height: 4,
        rgba: [255, 0, 0, 255],
        duration: 100,
        dispose: DISPOSE_NONE,
        blend: BLEND_SOURCE,
      },
      {
        x: 1,
        y: 1,
        width: 2,
        height: 2,
        rgba: [0, 0, 255, 128],
        duration: 50,
        dispose: DISPOSE_PREVIOUS,
        blend: BLEND_OVER,
      },
      {
        x: 0,
        y: 0,
        width: 2,
        height: 2,
        rgba: [0, 255, 0, 255],
        duration: 30,
        dispose: DISPOSE_BACKGROUND,
        blend: BLEND_SOURCE,
      },
      {
        x: 2,
        y: 2,
        width: 1,
        height: 1,
        rgba: [255, 255, 255, 0],
        duration: 20,
        dispose: DISPOSE_NONE,
        blend: BLEND_OVER,
      },
    ],
    3,
  );

/**
 * Frames of a 48 x 32 animation: a grainy gradient (thousands of colours) with two small squares
 * moving in opposite corners, so most of each changed rectangle is background that stayed.
 */
function gradientFrames(count: number): { image: RgbaImage; duration: number }[] {
  return Array.from({ length: count }, (_, f) => {
    const image = gradient(48, 32);
    for (let i = 0; i < image.data.length; i++) if (i % 4 !== 3) image.data[i] = image.data[i]! + ((i * 7919) % 17) - 8;
    for (let y = 0; y < 4; y++) {
      for (let x = 0; x < 4; x++) {
        image.data.set([250, 20, 20, 255], ((2 + y) * 48 + 2 + f + x) * 4);
        image.data.set([20, 20, 250, 255], ((26 + y) * 48 + 40 - f + x) * 4);
      }
    }
    return { image: createImage(48, 32, image.data), duration: 40 + f * 10 };
  });
}

/** The corpus frames apngdis composes, without the default image when it is not part of the animation. */
async function referenceFrames(bytes: Uint8Array) {
  const frames = await apngdisFrames(bytes);
  return parseApng(bytes).defaultIsFrame ? frames : frames.slice(1);
}

describe("APNG reading", () => {
  it("composes every dispose and blend operation as the specification says", async () => {
    const animation = await readAnimation(opsApng());
    expect(animation.format).toBe("png");
    expect(animation.plays).toBe(3);
    expect(animation.frames.map((f) => f.duration)).toEqual([100, 50, 30, 20]);
    const [f0, f1, f2, f3] = animation.frames.map((f) => f.image);
    expect(pixel(f0!, 1, 1)).toEqual([255, 0, 0, 255]);
    // Half-transparent blue over red, non-premultiplied.
    expect(pixel(f1!, 1, 1)).toEqual([127, 0, 128, 255]);
    expect(pixel(f1!, 0, 0)).toEqual([255, 0, 0, 255]);
    // "previous" put red back under frame 1's rectangle; frame 2 replaces its own.
    expect(pixel(f2!, 2, 2)).toEqual([255, 0, 0, 255]);
    expect(pixel(f2!, 1, 1)).toEqual(GREEN);
    // "background" cleared frame 2's rectangle; a transparent pixel drawn "over" changes nothing.
    expect(pixel(f3!, 0, 0)).toEqual([0, 0, 0, 0]);
    expect(pixel(f3!, 2, 2)).toEqual([255, 0, 0, 255]);
    // apngdis, not our code, composes the same frames.
    const reference = await apngdisFrames(opsApng());
    expect(reference.map((f) => [...f.image.data])).toEqual(animation.frames.map((f) => [...f.image.data]));
  });

  it.each(["png/pillow-apng-blend_op_over.png", "png/pillow-apng-dispose_op_previous.png"])(
    "reads %s as Pillow and apngdis do",
    async (file) => {
      const bytes = fixture(file);
      expect(await isAnimation(bytes)).toBe(true);
      expect(isAnimatedHeader(bytes)).toBe(true);
      const animation = await readAnimation(bytes);
      // Pillow's own test: the last frame is green at both corners it checks.
      const last = animation.frames.at(-1)!.image;
      expect(pixel(last, 0, 0)).toEqual(GREEN);
      expect(pixel(last, 64, 32)).toEqual(GREEN);
      const reference = await referenceFrames(bytes);
      expect(animation.frames.length).toBe(reference.length);
      for (const [i, frame] of animation.frames.entries()) {
        expect([...frame.image.data]).toEqual([...reference[i]!.image.data]);
        expect(frame.duration).toBe(reference[i]!.duration);
      }
    },
  );

  const corpus = fullCorpusDir();
  it.runIf(corpus && existsSync(join(corpus, "png/pillow-iss634.apng")))(
    "reads the 41-frame corpus APNG frame for frame as apngdis does",
    async () => {
      const bytes = new Uint8Array(readFileSync(join(corpus!, "png/pillow-iss634.apng")));
      const [animation, reference] = [await readAnimation(bytes), await referenceFrames(bytes)];
      expect(animation.frames.length).toBe(41);
      // Compared as buffers: 41 frames of 245 x 245 are too many pixels for a deep equality.
      for (const [i, frame] of animation.frames.entries()) {
        expect(Buffer.compare(Buffer.from(frame.image.data), Buffer.from(reference[i]!.image.data))).toBe(0);
      }
    },
  );

  it("refuses a damaged APNG with a sentence, not a wrong frame", async () => {
    const bytes = opsApng();
    // Flip a bit inside the second fcTL (its data starts after the first fdAT... any byte of it will do).
    const at = bytes.findIndex((_, i) => i > 60 && String.fromCharCode(...bytes.subarray(i, i + 4)) === "fcTL");
    bytes[at + 10]! ^= 1;
    const error = await readAnimation(bytes).catch((e: unknown) => e);
    expect(isEngineError(error) && error.code).toBe("corrupt");
    expect((error as Error).message).toMatch(/animated PNG is damaged/);
  });
});

describe("APNG writing", () => {
  const pngJob = (options: AnimationJob["output"]["options"]): AnimationJob => ({
    kind: "animation",
    steps: [],
    output: { format: "png", options } as AnimationJob["output"],
    measureQuality: true,
  });

  it("keeps every frame, delay and the play count exactly at the lossless level", async () => {
    const source = opsApng();
    const result = await runAnimationJob(source, pngJob(pngEncodeOptions({ level: "lossless" })));
    expect(result).toMatchObject({ format: "png", mimeType: "image/png", extension: "png", frameCount: 4 });
    expect(result.durationMs).toBe(200);
    expect(result.loopCount).toBe(2); // plays 3 times, in GIF's terms
    const [before, after] = [await readAnimation(source), await readAnimation(result.bytes)];
    expect(after.plays).toBe(3);
    expect(after.frames.map((f) => [...f.image.data])).toEqual(before.frames.map((f) => [...f.image.data]));
    const reference = await apngdisFrames(result.bytes);
    expect(reference.map((f) => f.duration)).toEqual([100, 50, 30, 20]);
    expect(reference.map((f) => [...f.image.data])).toEqual(before.frames.map((f) => [...f.image.data]));
  });

  it("writes many-coloured frames losslessly, and a lossy level with one palette, frames and timing kept", async () => {
    const frames = gradientFrames(5);
    const gif = await runAnimationJob(movingSquareGif(), pngJob(pngEncodeOptions({ level: "lossless" })));
    expect(gif.format).toBe("png"); // a GIF can become an APNG too, frames exact (8 colours)
    expect(gif.score).toBe(100);
    const { writeApngAnimation } = await import("./write-apng-animation.ts");
    const lossless = await writeApngAnimation(frames, { plays: 0 }, pngEncodeOptions({ level: "lossless" }));
    const read = await readAnimation(lossless);
    expect(read.frames.map((f) => [...f.image.data])).toEqual(frames.map((f) => [...f.image.data]));
    expect(read.frames.map((f) => f.duration)).toEqual([40, 50, 60, 70, 80]);
    // Later frames are drawn "over" with unchanged pixels transparent where that is smaller: apngdis
    // composes them to the same pictures.
    expect(
      parseApng(lossless)
        .frames.slice(1)
        .some((f) => f.blend === BLEND_OVER),
    ).toBe(true);
    expect((await apngdisFrames(lossless)).map((f) => [...f.image.data])).toEqual(frames.map((f) => [...f.image.data]));

    const lossy = await runAnimationJob(lossless, pngJob(pngEncodeOptions({ level: "balanced" })));
    expect(lossy).toMatchObject({ format: "png", frameCount: 5, durationMs: 300, loopCount: 0 });
    expect(lossy.size).toBeLessThan(lossless.byteLength);
    // A smooth gradient on one palette: SSIMULACRA 2 sees its dither and bands (41 measured), SSIM did not.
    expect(lossy.score).toBeGreaterThan(35);
    const reference = await apngdisFrames(lossy.bytes);
    expect(reference.map((f) => f.duration)).toEqual([40, 50, 60, 70, 80]);
  });
});

describe("an APNG in a still-image job", () => {
  it("is refused with a sentence instead of flattened; the converter may take its first frame", async () => {
    const bytes = fixture("png/pillow-apng-dispose_op_previous.png");
    const error = await decodeImage(bytes).catch((e: unknown) => e);
    expect(isEngineError(error) && error.code).toBe("unsupported-format");
    expect((error as Error).message).toMatch(/PNG is animated/);
    const resize = runJob(bytes, { kind: "image", steps: [{ op: "resize", width: 64 }], output: { format: "same" } });
    await expect(resize).rejects.toThrow(/PNG is animated/);
    // The first frame of the animation, not the default image it hides.
    const first = await decodeImage(bytes, { firstFrame: true });
    expect([...first.image.data]).toEqual([...(await readAnimation(bytes)).frames[0]!.image.data]);
  });
});
