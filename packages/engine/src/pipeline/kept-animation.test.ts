// An edit keeps an animation animated (issue 24, item 2): the resizer's, cropper's, watermark
// tool's and converter's jobs, as the pages build them, given an animated GIF, APNG or WebP, give
// back every frame with its delay and the loop; an output that holds one picture is refused with a
// sentence, or gives the first frame when the job asked for it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readAnimation } from "../animation/read-animation.ts";
import { isEngineError } from "../errors.ts";
import { cropStepFrom } from "../kits/crop.ts";
import { convertOutput } from "../kits/output.ts";
import { resizeStepFrom } from "../kits/resize.ts";
import { watermarkStepFrom } from "../kits/watermark.ts";
import { movingSquareGif } from "../test-support/animated-gif.ts";
import { FIXTURE_CORPUS } from "../test-support/corpus.ts";
import { useNodeWasm } from "../wasm/node-wasm.ts";
import type { ImageJob } from "./job.ts";
import { runPictureJob } from "./run-any-job.ts";

useNodeWasm();

const read = (file: string) => new Uint8Array(readFileSync(join(FIXTURE_CORPUS, file)));
const durations = async (bytes: Uint8Array) => (await readAnimation(bytes)).frames.map((f) => f.duration);

/** The resizer's job at "same as original", as the page builds it. */
const edit = (steps: ImageJob["steps"]): ImageJob => ({
  kind: "image",
  steps,
  output: { format: "same", options: { quality: "source" } },
  measureQuality: true,
});

const WATERMARK = watermarkStepFrom({
  text: "© Ada",
  font: "sans",
  size: 20,
  color: "#ffffff",
  opacity: 70,
  rotation: 0,
  outline: true,
  outlineColor: "#000000",
  shadow: false,
  position: "bottom-right",
  x: 0.5,
  y: 0.5,
  margin: 3,
});

describe("an edit of an animation", () => {
  const gif = movingSquareGif(); // 40 x 30, six frames, plays 4 times

  it("resized to half, cropped to 1:1 and watermarked keeps every frame, delay and the loop", async () => {
    const source = await durations(gif);
    const cases = [
      { steps: [resizeStepFrom({ percent: 50 })], size: [20, 15] },
      { steps: [cropStepFrom({ ratio: { width: 1, height: 1 } })], size: [30, 30] },
      { steps: [WATERMARK], size: [40, 30] },
    ];
    for (const { steps, size } of cases) {
      const result = await runPictureJob(gif, edit(steps));
      expect(result.kind).toBe("animation");
      if (result.kind !== "animation") continue;
      expect([result.format, result.extension, result.width, result.height]).toEqual(["gif", "gif", ...size]);
      expect([result.frameCount, result.loopCount, result.keptOriginal]).toEqual([6, 3, false]);
      expect(await durations(result.bytes)).toEqual(source);
      expect(result.score).toBeGreaterThan(30);
    }
  });

  it("draws the watermark on every frame", async () => {
    const [plain, marked] = await Promise.all([readAnimation(gif), runPictureJob(gif, edit([WATERMARK]))]);
    const frames = (await readAnimation(marked.bytes)).frames;
    for (const [i, frame] of frames.entries()) {
      const before = plain.frames[i]!.image.data;
      let changed = 0;
      for (let p = 0; p < before.length; p += 4) if (before[p] !== frame.image.data[p]) changed++;
      expect(changed, `frame ${i}`).toBeGreaterThan(20);
    }
  });

  it("converts an APNG and a GIF to an animated WebP, GIF or PNG, as the format converter asks", async () => {
    const apng = read("png/pillow-apng-blend_op_over.png");
    for (const [input, target] of [
      [apng, "webp"],
      [apng, "gif"],
      [gif, "webp"],
      [gif, "png"],
    ] as const) {
      const job: ImageJob = { kind: "image", steps: [], output: convertOutput(target, 80), firstFrame: true };
      const result = await runPictureJob(input, job);
      expect([result.kind, result.format]).toEqual(["animation", target]);
      expect(await durations(result.bytes)).toEqual(await durations(input));
    }
  });

  it("resizes an animated WebP in its own format, every frame kept", async () => {
    const webp = read("webp/pillow-iss634-anim.webp");
    const result = await runPictureJob(webp, edit([resizeStepFrom({ width: 60 })]));
    expect([result.kind, result.format, result.width]).toEqual(["animation", "webp", 60]);
    expect(await durations(result.bytes)).toEqual(await durations(webp));
  });

  it("refuses a single-picture output with a sentence, unless the job asks for the first frame", async () => {
    const toJpeg: ImageJob = { ...edit([resizeStepFrom({ percent: 50 })]), output: convertOutput("jpeg", 80) };
    const error = await runPictureJob(gif, toJpeg).catch((e: unknown) => e);
    expect(isEngineError(error) && error.code).toBe("unsupported-format");
    expect((error as Error).message).toBe(
      "This GIF is animated, and JPEG holds a single picture: write it as GIF, WebP or PNG, or in its own format, to keep every frame. The file is left as it is.",
    );
    const first = await runPictureJob(gif, { ...toJpeg, firstFrame: true });
    expect([first.kind, first.format, first.width]).toEqual(["image", "jpeg", 20]);
  });

  it("leaves a still GIF a still picture", async () => {
    const still = read("gif/pillow-transparent.gif");
    const result = await runPictureJob(still, edit([resizeStepFrom({ percent: 50 })]));
    expect([result.kind, result.format, result.width]).toEqual(["image", "gif", 100]);
  });
});
