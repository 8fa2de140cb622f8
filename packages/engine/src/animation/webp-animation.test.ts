import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { webpCodec } from "../codecs/webp.ts";
import { isEngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { decodeImage } from "../decode/decode-image.ts";
import type { AnimationJob } from "../pipeline/job.ts";
import { runAnimationJob } from "../pipeline/run-animation-job.ts";
import { FIXTURE_CORPUS } from "../test-support/corpus.ts";
import { clearingGif, movingSquareGif } from "../test-support/animated-gif.ts";
import { checkWithWebpinfo, referenceWebpFrames, WEBPINFO } from "../test-support/reference-webp.ts";
import { useNodeWasm } from "../wasm/node-wasm.ts";
import { decodeGifFrames } from "./gif-frames.ts";
import { parseAnimatedWebp, stillBitstream, writeAnimatedWebp, type WebpAnimationFrame } from "./webp-container.ts";
import { decodeWebpFrames } from "./webp-frames.ts";
import type { WebpAnimationOptions } from "./write-webp-animation.ts";

useNodeWasm();

const ANIMATED = join(FIXTURE_CORPUS, "webp/pillow-iss634-anim.webp");
const read = (path: string) => new Uint8Array(readFileSync(path));

const webpJob = (options: Partial<WebpAnimationOptions> = {}): AnimationJob => ({
  kind: "animation",
  steps: [],
  output: { format: "webp", options },
  measureQuality: true,
});

/** Equal pixels, counting two fully transparent pixels as equal whatever colour they hide. */
function samePixels(a: Uint8Array | Uint8ClampedArray, b: Uint8Array | Uint8ClampedArray): boolean {
  if (a.length !== b.length) return false;
  for (let p = 0; p < a.length; p += 4) {
    if (a[p + 3] === 0 && b[p + 3] === 0) continue;
    if (a[p] !== b[p] || a[p + 1] !== b[p + 1] || a[p + 2] !== b[p + 2] || a[p + 3] !== b[p + 3]) return false;
  }
  return true;
}

/** The file checked by libwebp's own tools: structure by webpinfo, frames by WebPAnimDecoder. */
async function expectValidWebp(bytes: Uint8Array) {
  if (WEBPINFO) {
    const path = join(mkdtempSync(join(tmpdir(), "squish-webp-")), "out.webp");
    writeFileSync(path, bytes);
    expect(() => checkWithWebpinfo(path)).not.toThrow();
  }
  return referenceWebpFrames(bytes);
}

describe("reading animated WebP", () => {
  it("composes every frame exactly as libwebp's animation decoder does, with its durations and loop", async () => {
    const bytes = read(ANIMATED);
    const ours = await decodeWebpFrames(bytes);
    const reference = await referenceWebpFrames(bytes);
    expect(ours.frames.length).toBe(42);
    expect(ours.loopCount).toBe(0);
    expect(ours.frames.map((f) => f.duration)).toEqual(reference.map((f) => f.duration));
    for (const [i, frame] of ours.frames.entries()) {
      expect([i, samePixels(frame.image.data, reference[i]!.data)]).toEqual([i, true]);
    }
  });

  it("blends, replaces and disposes frames as the format says", async () => {
    // A hand-made file: a red canvas; a half-transparent blue frame blended; a green frame that
    // replaces its rectangle and is then disposed; a last 2x2 frame over the cleared area.
    const solid = (width: number, height: number, rgba: number[]): RgbaImage => {
      const data = new Uint8ClampedArray(width * height * 4);
      for (let p = 0; p < data.length; p += 4) data.set(rgba, p);
      return { width, height, data };
    };
    const encode = async (image: RgbaImage) => stillBitstream(await webpCodec.encode(image, { lossless: true }));
    const frame = async (
      image: RgbaImage,
      at: Pick<WebpAnimationFrame, "x" | "y" | "blend" | "dispose">,
    ): Promise<WebpAnimationFrame> => ({
      ...at,
      width: image.width,
      height: image.height,
      duration: 50,
      bitstream: await encode(image),
    });
    const bytes = writeAnimatedWebp({
      width: 8,
      height: 6,
      loopCount: 3,
      background: [255, 255, 255, 0],
      frames: [
        await frame(solid(8, 6, [255, 0, 0, 255]), { x: 0, y: 0, blend: false, dispose: false }),
        await frame(solid(4, 4, [0, 0, 255, 128]), { x: 2, y: 2, blend: true, dispose: false }),
        await frame(solid(4, 2, [0, 255, 0, 200]), { x: 4, y: 0, blend: false, dispose: true }),
        await frame(solid(2, 2, [0, 0, 0, 60]), { x: 6, y: 0, blend: true, dispose: false }),
      ],
    });
    const ours = await decodeWebpFrames(bytes);
    const reference = await expectValidWebp(bytes);
    expect(ours.loopCount).toBe(3);
    expect(ours.frames.length).toBe(4);
    for (const [i, f] of ours.frames.entries()) {
      const ref = reference[i]!.data;
      // libwebp rounds blended values in its own integer way: allow one level of difference.
      const close = f.image.data.every((v, p) => Math.abs(v - ref[p]!) <= 1);
      expect([i, close]).toEqual([i, true]);
    }
  });

  it("gives the converter an animation's first frame, and refuses it as a still otherwise", async () => {
    const bytes = read(ANIMATED);
    await expect(decodeImage(bytes)).rejects.toThrow(/^This WebP is animated/);
    const first = await decodeImage(bytes, { firstFrame: true });
    const reference = await referenceWebpFrames(bytes);
    expect(samePixels(first.image.data, reference[0]!.data)).toBe(true);
  });
});

describe("compressing animated WebP", () => {
  it("lossless: every frame, duration and the loop identical, and smaller", async () => {
    const input = read(ANIMATED);
    const source = await decodeWebpFrames(input);
    const result = await runAnimationJob(input, webpJob({ lossless: true }));
    expect(result).toMatchObject({ format: "webp", frameCount: 42, loopCount: 0, keptOriginal: false });
    expect(result.size).toBeLessThan(input.byteLength);
    const written = await expectValidWebp(result.bytes);
    expect(written.map((f) => f.duration)).toEqual(source.frames.map((f) => f.duration));
    expect(parseAnimatedWebp(result.bytes).loopCount).toBe(0);
    for (const [i, frame] of source.frames.entries()) {
      expect([i, samePixels(frame.image.data, written[i]!.data)]).toEqual([i, true]);
    }
  });

  it("lossy: frames, durations and loop kept, much smaller, close to the source", async () => {
    const input = read(ANIMATED);
    const result = await runAnimationJob(input, webpJob({ quality: 75 }));
    expect(result.frameCount).toBe(42);
    expect(result.durationMs).toBe(2730);
    expect(result.size).toBeLessThan(input.byteLength * 0.85);
    expect(result.score).toBeGreaterThan(65);
    await expectValidWebp(result.bytes);
  });

  it("drops every second frame on request, the motion keeping its length", async () => {
    const input = read(ANIMATED);
    const result = await runAnimationJob(input, webpJob({ quality: 75, dropEvery: 2 }));
    expect(result.frameCount).toBe(21);
    expect(result.durationMs).toBe(2730);
  });

  it("keeps the original when it cannot be made smaller", async () => {
    const input = read(ANIMATED);
    const small = await runAnimationJob(input, webpJob({ quality: 10 }));
    const again = await runAnimationJob(small.bytes, webpJob({ lossless: true, method: 0 }));
    expect(again.keptOriginal).toBe(true);
    expect(again.bytes).toEqual(small.bytes);
  });
});

describe("GIF to animated WebP", () => {
  for (const [name, make] of Object.entries({ "moving square": movingSquareGif, "clearing frames": clearingGif })) {
    it(`keeps composed pixels, delays and the loop exactly when lossless: ${name}`, async () => {
      const gif = make();
      const source = await decodeGifFrames(gif);
      const result = await runAnimationJob(gif, webpJob({ lossless: true }));
      expect(result).toMatchObject({ format: "webp", sourceFormat: "gif", loopCount: source.loopCount });
      const written = await expectValidWebp(result.bytes);
      expect(written.map((f) => f.duration)).toEqual(source.frames.map((f) => f.delay * 10));
      for (const [i, frame] of source.frames.entries()) {
        expect([i, samePixels(frame.image.data, written[i]!.data)]).toEqual([i, true]);
      }
    });
  }

  it("the GIF compressor's 'WebP if smaller' keeps whichever file is smaller", async () => {
    const gif = read(join(FIXTURE_CORPUS, "gif/pillow-transparent.gif"));
    const options = { lossy: 0, colors: 256 };
    const asGif = await runAnimationJob(gif, { kind: "animation", steps: [], output: { format: "gif", options } });
    const either = await runAnimationJob(gif, {
      kind: "animation",
      steps: [],
      output: { format: "gif", options: { ...options, toWebpIfSmaller: true } },
    });
    const asWebp = await runAnimationJob(gif, webpJob({ lossless: true }));
    const best = Math.min(asGif.size, asWebp.size, gif.byteLength);
    expect(either.size).toBe(best);
    expect(either.extension).toBe(either.format);
  });
});

describe("damaged animated WebP", () => {
  const valid = () => read(ANIMATED);
  const cases: Record<string, () => Uint8Array> = {
    "cut short": () => valid().subarray(0, 5000),
    "a frame's picture scrambled": () => {
      const bytes = valid().slice();
      const at = bytes.findIndex((_, i) => String.fromCharCode(...bytes.subarray(i, i + 4)) === "VP8L");
      bytes.fill(0xff, at + 8, at + 400);
      return bytes;
    },
    "a frame outside the picture": () => {
      const bytes = valid().slice();
      const at = bytes.findIndex((_, i) => String.fromCharCode(...bytes.subarray(i, i + 4)) === "ANMF");
      bytes[at + 8] = 0xff; // x offset far past the canvas
      return bytes;
    },
    "no RIFF header": () => valid().subarray(12),
  };
  for (const [name, make] of Object.entries(cases)) {
    it(`${name}: fails with a sentence, quickly`, async () => {
      const started = performance.now();
      const error = await runAnimationJob(make(), webpJob()).catch((e: unknown) => e);
      expect(isEngineError(error)).toBe(true);
      expect((error as Error).message).toMatch(/^[A-Z].*\.$/);
      expect(performance.now() - started).toBeLessThan(5000);
    }, 10_000);
  }
});
