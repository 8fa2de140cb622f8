/**
 * Resize rows of `npm run bench:engine`: our Lanczos3 resampler (WebAssembly, linear light,
 * premultiplied alpha) against sharp's `resize` on the same decoded pixels and the same target size.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { jpegCodec } from "../packages/engine/src/codecs/jpeg.ts";
import { resize } from "../packages/engine/src/ops/resize.ts";
import { planResize } from "../packages/engine/src/ops/resize-plan.ts";
import { ssim } from "../packages/engine/src/quality/ssim.ts";
import type { ResizeStep } from "../packages/engine/src/steps/step.ts";
import { mean, medianTime, megapixels, rawOf, rgbaOf } from "./engine-helpers.ts";
import { PHOTOS } from "./corpus-files.ts";

const RUNS = 3;

const TARGETS: { label: string; step: ResizeStep }[] = [
  { label: "fit 1024", step: { op: "resize", width: 1024, height: 1024, mode: "fit" } },
  { label: "50%", step: { op: "resize", percent: 50 } },
];

export async function resizeBench() {
  console.log(
    `\nResize: ours (Lanczos3, linear light, premultiplied; WebAssembly) vs sharp resize(kernel lanczos3, fit fill) to the same size from the same decoded pixels; median of ${RUNS} runs each after a warm-up`,
  );
  console.log(
    "(sharp resamples in sRGB gamma space, and libvips' resize box-shrinks by a whole factor first when reducing 4x or more (its gap of 2); SSIM is of ours against sharp's output)",
  );
  console.log("file | MP | target | size | ours ms | sharp ms | time ratio | SSIM ours vs sharp");
  await resize({ width: 8, height: 8, data: new Uint8ClampedArray(256) }, { width: 4, height: 4 });
  await rawOf({ width: 8, height: 8, data: new Uint8ClampedArray(256) })
    .resize(4, 4)
    .raw()
    .toBuffer();

  const rows = new Map<string, { timeRatio: number; ssim: number }[]>(TARGETS.map((t) => [t.label, []]));
  for (const file of PHOTOS) {
    const image = await jpegCodec.decode(new Uint8Array(readFileSync(file)));
    for (const { label, step } of TARGETS) {
      const { width, height } = planResize(image, step).size;
      const [ours, oursMs] = await medianTime(RUNS, () => resize(image, { width, height }, "lanczos3"));
      const [theirs, sharpMs] = await medianTime(RUNS, () =>
        rawOf(image).resize(width, height, { fit: "fill", kernel: "lanczos3" }).raw().toBuffer(),
      );
      const score = ssim(rgbaOf(theirs, width, height), ours);
      rows.get(label)!.push({ timeRatio: oursMs / sharpMs, ssim: score });
      console.log(
        [
          basename(file),
          megapixels(image).toFixed(1),
          label,
          `${width}x${height}`,
          oursMs.toFixed(0),
          sharpMs.toFixed(0),
          (oursMs / sharpMs).toFixed(2),
          score.toFixed(4),
        ].join(" | "),
      );
    }
  }
  for (const [label, r] of rows) {
    console.log(
      `mean | | ${label} | | | | ${mean(r.map((x) => x.timeRatio)).toFixed(2)} | ${mean(r.map((x) => x.ssim)).toFixed(4)}`,
    );
  }
}
