/**
 * Where a JPEG compressor job's CPU time goes (`npm run bench:engine -- breakdown`): the page's
 * default recipe (fit inside 2048 x 2048, even sides, JPEG quality 75, quality measured) split into
 * its stages and timed one by one on the tools benchmark's 12 MP photos, in Node on the same
 * WebAssembly the browser's workers run. The whole `runJob` is timed too, so the stages can be
 * checked against it.
 */
import { readFileSync } from "node:fs";
import { jpegCodec } from "../packages/engine/src/codecs/jpeg.ts";
import { readIccProfile } from "../packages/engine/src/metadata/icc-profile.ts";
import { resize } from "../packages/engine/src/ops/resize.ts";
import { planResize } from "../packages/engine/src/ops/resize-plan.ts";
import { runJob } from "../packages/engine/src/pipeline/run-job.ts";
import type { ImageJob } from "../packages/engine/src/pipeline/job.ts";
import { ssim } from "../packages/engine/src/quality/ssim.ts";
import type { ResizeStep } from "../packages/engine/src/steps/step.ts";
import { mean, time } from "./engine-helpers.ts";
import { benchPhotos } from "./tools-photos.ts";

/** Enough photos for a stable mean, few enough to keep the section under a minute. */
const SAMPLE = 8;

const FIT: ResizeStep = { op: "resize", width: 2048, height: 2048, mode: "fit", even: true };
const JOB: ImageJob = {
  kind: "image",
  steps: [FIT],
  output: { format: "jpeg", options: { quality: 75 } },
  measureQuality: true,
};

export async function breakdownBench() {
  const photos = await benchPhotos();
  // Every 6th photo: different sources and crops.
  const files = photos.files.filter((_, i) => i % 6 === 0).slice(0, SAMPLE);
  console.log(
    `\nJPEG compressor recipe (fit 2048, even, JPEG q75, quality measured) on ${files.length} of the tools bench's 12 MP photos, ms per photo`,
  );
  console.log("photo | decode | resize | encode | measure (decode result + SSIM) | stages sum | whole runJob");
  const rows: number[][] = [];
  for (const file of files) {
    const input = new Uint8Array(readFileSync(file));
    const [decoded, decodeMs] = await time(() => jpegCodec.decode(input));
    const plan = planResize(decoded, FIT);
    const [resized, resizeMs] = await time(() => resize(decoded, plan.size));
    const [encoded, encodeMs] = await time(async () => {
      readIccProfile(input, "jpeg");
      return jpegCodec.encode(resized, { quality: 75 });
    });
    const [, measureMs] = await time(async () => ssim(resized, await jpegCodec.decode(encoded)));
    const [, wholeMs] = await time(() => runJob(input, JOB));
    const row = [decodeMs, resizeMs, encodeMs, measureMs, decodeMs + resizeMs + encodeMs + measureMs, wholeMs];
    rows.push(row);
    console.log([file.split("/").pop(), ...row.map((ms) => ms.toFixed(0))].join(" | "));
  }
  const means = rows[0]!.map((_, c) => mean(rows.map((r) => r[c]!)));
  console.log(["mean", ...means.map((ms) => ms.toFixed(0))].join(" | "));
  const sum = means[4]!;
  console.log(
    `share of the stages: decode ${pct(means[0]!, sum)}, resize ${pct(means[1]!, sum)}, encode ${pct(means[2]!, sum)}, measure ${pct(means[3]!, sum)}`,
  );
}

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)}%`;
