import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isEngineError } from "../errors.ts";
import type { AnimationJob } from "../pipeline/job.ts";
import { meanFrameScore, meanFrameSsim, runAnimationJob } from "../pipeline/run-animation-job.ts";
import { FIXTURE_CORPUS, fullCorpusDir, readManifest } from "../test-support/corpus.ts";
import { clearingGif, movingSquareGif } from "../test-support/animated-gif.ts";
import { useNodeWasm } from "../wasm/node-wasm.ts";
import { GIF_PRESETS, gifPreset, type GifAnimationOptions } from "./gif-animation-options.ts";
import { decodeGifFrames, type GifAnimation } from "./gif-frames.ts";

useNodeWasm();

const job = (options: Partial<GifAnimationOptions> = {}, steps: AnimationJob["steps"] = []): AnimationJob => ({
  kind: "animation",
  steps,
  output: { format: "gif", options },
  measureQuality: true,
});

/** The corpus's animated GIFs: the full corpus's when present, else the committed ones. */
function animatedCorpusGifs(): string[] {
  const dir = fullCorpusDir();
  if (dir) {
    return readManifest(dir)
      .filter((e) => e.exercises.includes("gif-animated"))
      .map((e) => e.absolutePath);
  }
  const committed = join(FIXTURE_CORPUS, "gif");
  return readdirSync(committed).map((f) => join(committed, f));
}

/** Composed frames equal, counting any two fully transparent pixels as equal whatever their colour. */
function sameFrames(a: GifAnimation, b: GifAnimation): boolean {
  return a.frames.every((frame, f) => {
    const x = frame.image.data;
    const y = b.frames[f]!.image.data;
    for (let p = 0; p < x.length; p += 4) {
      if (x[p + 3] === 0 && y[p + 3] === 0) continue;
      if (x[p] !== y[p] || x[p + 1] !== y[p + 1] || x[p + 2] !== y[p + 2] || x[p + 3] !== y[p + 3]) return false;
    }
    return true;
  });
}

function expectSameTiming(input: GifAnimation, output: GifAnimation) {
  expect(output.frames.length).toBe(input.frames.length);
  expect(output.frames.map((f) => f.delay)).toEqual(input.frames.map((f) => f.delay));
  expect(output.loopCount).toBe(input.loopCount);
}

const GENERATED = {
  "moving square (offsets, disposal 0-3, transparency)": movingSquareGif,
  "clearing frames": clearingGif,
};

describe("animation jobs on generated GIFs", () => {
  for (const [name, make] of Object.entries(GENERATED)) {
    it(`keeps frames, delays, loop count and composed pixels exactly when lossless: ${name}`, async () => {
      const input = make();
      const source = await decodeGifFrames(input);
      const result = await runAnimationJob(input, job());
      // Written anew (not the original kept), so the comparison tests our encoder.
      const written = await decodeGifFrames(result.keptOriginal ? await forceEncode(input) : result.bytes);
      expectSameTiming(source, written);
      expect(sameFrames(source, written)).toBe(true);
      expect(result).toMatchObject({
        kind: "animation",
        frameCount: source.frames.length,
        loopCount: source.loopCount,
      });
      expect(result.durationMs).toBe(source.frames.reduce((s, f) => s + f.delay * 10, 0));
    });
  }

  it("decodes the generated animation as a browser composes it", async () => {
    const source = await decodeGifFrames(movingSquareGif());
    expect(source.loopCount).toBe(3);
    expect(source.frames.map((f) => f.disposal)).toEqual([1, 2, 3, 1, 0, 1]);
    const pixel = (f: number, x: number, y: number) => [
      ...source.frames[f]!.image.data.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 4),
    ];
    expect(pixel(1, 3, 4)).toEqual([255, 0, 0, 255]); // the red square drawn
    expect(pixel(2, 3, 4)).toEqual([0, 0, 0, 0]); // ...then cleared to transparent (disposal 2)
    expect(pixel(3, 13, 6)).toEqual([255, 255, 255, 255]); // the green square restored away (disposal 3)
  });

  it("drops every second frame and keeps the total duration", async () => {
    const input = movingSquareGif();
    const source = await decodeGifFrames(input);
    const result = await runAnimationJob(input, job({ dropEvery: 2 }));
    const written = await decodeGifFrames(result.bytes);
    expect(written.frames.length).toBe(3);
    expect(written.frames.map((f) => f.delay)).toEqual([30, 12, 42]);
    expect(result.durationMs).toBe(source.frames.reduce((s, f) => s + f.delay * 10, 0));
  });

  it("resizes every frame to fit a box", async () => {
    const result = await runAnimationJob(
      movingSquareGif(),
      job({}, [{ op: "resize", width: 20, height: 20, mode: "fit" }]),
    );
    const written = await decodeGifFrames(result.bytes);
    expect([result.width, result.height, written.width, written.height]).toEqual([20, 15, 20, 15]);
    expect(written.frames.length).toBe(6);
  });
});

/** The file written by our encoder even where it is not smaller than the original. */
async function forceEncode(input: Uint8Array): Promise<Uint8Array> {
  const { writeAnimation } = await import("./write-animation.ts");
  const { resolveGifOptions } = await import("./gif-animation-options.ts");
  const source = await decodeGifFrames(input);
  return writeAnimation(
    source.frames.map((f) => ({ image: f.image, delay: f.delay })),
    source.loopCount,
    resolveGifOptions(),
  );
}

describe("animation jobs on the corpus GIFs", () => {
  for (const file of animatedCorpusGifs()) {
    const name = file.split("/").pop()!;
    it(`${name}: timing kept; exact when lossless with at most 255 colours; SSIM >= 0.95 at Balanced, the card's score of what was written`, async () => {
      const input = new Uint8Array(readFileSync(file));
      const source = await decodeGifFrames(input);
      const lossless = await decodeGifFrames(await forceEncode(input));
      expectSameTiming(source, lossless);
      const colours = new Set<number>();
      for (const f of source.frames) {
        const d = f.image.data;
        for (let p = 0; p < d.length; p += 4) if (d[p + 3]) colours.add((d[p]! << 16) | (d[p + 1]! << 8) | d[p + 2]!);
      }
      if (colours.size <= 255) expect(sameFrames(source, lossless)).toBe(true);

      const balanced = await runAnimationJob(input, job(gifPreset("balanced")));
      expect(balanced.size).toBeLessThanOrEqual(input.byteLength);
      const written = await decodeGifFrames(balanced.bytes);
      expectSameTiming(source, written);
      const score = meanFrameSsim(
        source.frames.map((f) => f.image),
        written.frames.map((f) => f.image),
      );
      expect(score).toBeGreaterThanOrEqual(0.95);
      // The card's score is SSIMULACRA 2 over frames spread through the animation, of what was written.
      const cardScore = meanFrameScore(
        source.frames.map((f) => f.image),
        written.frames.map((f) => f.image),
      );
      expect(balanced.score).toBeCloseTo(cardScore, 6);
      expect(balanced.score).toBeGreaterThan(60);
    }, 60_000);
  }
});

describe("presets and options", () => {
  it("offers Light, Balanced and Strong, each lighter than the next", () => {
    expect(GIF_PRESETS.map((p) => p.label)).toEqual(["Light", "Balanced", "Strong"]);
    const [light, balanced, strong] = GIF_PRESETS.map((p) => p.options);
    expect(light!.lossy).toBeLessThan(balanced!.lossy);
    expect(balanced!.lossy).toBeLessThan(strong!.lossy);
    expect(light!.colors).toBeGreaterThanOrEqual(balanced!.colors);
    expect(strong!.colors).toBeLessThanOrEqual(balanced!.colors);
  });
});

function malformedGifs(): string[] {
  const dirs = [join(FIXTURE_CORPUS, "malformed")];
  const full = fullCorpusDir();
  if (full) dirs.push(join(full, "malformed"));
  const files = dirs.flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.toLowerCase().includes("gif") && !f.startsWith("wrongext"))
          .map((f) => join(dir, f))
      : [],
  );
  return files;
}

describe("malformed GIFs", () => {
  const cases: [string, Uint8Array][] = [
    ...malformedGifs().map((f): [string, Uint8Array] => [f.split("/").pop()!, new Uint8Array(readFileSync(f))]),
    ["a header only", new TextEncoder().encode("GIF89a")],
    ["truncated generated animation", movingSquareGif().subarray(0, 200)],
    ["not a GIF at all", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])],
  ];
  for (const [name, bytes] of cases) {
    it(`${name} fails with a sentence, quickly`, async () => {
      const started = performance.now();
      const error = await runAnimationJob(bytes, job(gifPreset("balanced"))).catch((e: unknown) => e);
      expect(isEngineError(error)).toBe(true);
      expect((error as Error).message).toMatch(/^[A-Z].*\.$/);
      expect(performance.now() - started).toBeLessThan(5000);
    }, 10_000);
  }
});
