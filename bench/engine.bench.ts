/**
 * `npm run bench:engine`: the engine's codecs and resampler against native references (sharp /
 * libvips) in the same run, as ratios, and HEIC decode times. Prints tables; never passes or
 * fails on time. Figures are recorded in bench/RESULTS.md.
 *
 * `npm run bench:engine -- resize heic` runs only the named sections (jpeg, png, pipeline,
 * resize, convert, heic, gif, gif-stream, pdf, pdf-large, breakdown, jpeg-metric, text,
 * ssimulacra2, smart, heap); all but
 * jpeg-metric, gif-stream, pdf-large, smart and heap by default (smart: issue 26's Smart quality, see
 * engine-smart.ts; heap: each job's heap against the pool's estimate, engine-heap.ts) (jpeg-metric takes tens of minutes and needs
 * libjxl's butteraugli_main, see engine-jpeg-metric.ts; pdf-large measures issue 12's 100-page
 * memory and 10 MB time targets, see engine-pdf-large.ts; gif-stream issue 24's 1,000-frame GIF,
 * see engine-gif-stream.ts). The gif section
 * compares with native gifsicle when it is installed, the pdf section with native Ghostscript (PDF_LEVEL=extreme|light
 * picks another level than "recommended").
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import sharp from "sharp";
import { jpegCodec } from "../packages/engine/src/codecs/jpeg.ts";
import { pngEncodeOptions } from "../packages/engine/src/kits/compress-options.ts";
import { pngCodec } from "../packages/engine/src/codecs/png.ts";
import { runJob } from "../packages/engine/src/pipeline/run-job.ts";
import { ssim } from "../packages/engine/src/quality/ssim.ts";
import { useNodeWasm } from "../packages/engine/src/wasm/node-wasm.ts";
import { breakdownBench } from "./engine-breakdown.ts";
import { convertBench } from "./engine-convert.ts";
import { gifBench } from "./engine-gif.ts";
import { gifStreamBench } from "./engine-gif-stream.ts";
import { heapBench } from "./engine-heap.ts";
import { heicBench } from "./engine-heic.ts";
import { jpegMetricBench } from "./engine-jpeg-metric.ts";
import { pdfBench } from "./engine-pdf.ts";
import { pdfLargeBench } from "./engine-pdf-large.ts";
import { CORES, decodeWithSharp, mean, ratio, rawOf, section, time } from "./engine-helpers.ts";
import { resizeBench } from "./engine-resize.ts";
import { ssimulacra2Bench } from "./engine-ssimulacra2.ts";
import { smartBench } from "./engine-smart.ts";
import { textBench } from "./engine-text.ts";
import { PHOTOS, PNGS, TWELVE_MP, USING_FULL_CORPUS } from "./corpus-files.ts";

useNodeWasm();
sharp.concurrency(1); // one thread, like one of our workers

async function jpegBench() {
  console.log("\nJPEG at quality 75 (ratios: ours / reference; SSIM against the decoded source)");
  console.log(
    "file | MP | ours KB | ours SSIM | vs mozjpeg bytes | vs turbo bytes | turbo SSIM | ours ms/MP | vs mozjpeg time | equal-SSIM bytes vs turbo",
  );
  const rows: number[][] = [];
  for (const file of PHOTOS) {
    const image = await jpegCodec.decode(new Uint8Array(readFileSync(file)));
    const mp = (image.width * image.height) / 1e6;
    const [ours, oursMs] = await time(() => jpegCodec.encode(image, { quality: 75 }));
    const [moz, mozMs] = await time(() => rawOf(image).removeAlpha().jpeg({ quality: 75, mozjpeg: true }).toBuffer());
    const turbo = await rawOf(image).removeAlpha().jpeg({ quality: 75 }).toBuffer();
    const oursSsim = ssim(image, await jpegCodec.decode(ours));
    const turboSsim = ssim(image, await decodeWithSharp(turbo));
    // Smallest of our files whose SSIM is at least libjpeg-turbo's at q75.
    let low = 10;
    let high = 95;
    let matched = ours.byteLength;
    while (low <= high) {
      const q = Math.floor((low + high) / 2);
      const candidate = await jpegCodec.encode(image, { quality: q });
      if (ssim(image, await jpegCodec.decode(candidate)) >= turboSsim) {
        matched = candidate.byteLength;
        high = q - 1;
      } else low = q + 1;
    }
    const row = [
      mp,
      ours.byteLength / 1024,
      oursSsim,
      ours.byteLength / moz.byteLength,
      ours.byteLength / turbo.byteLength,
      turboSsim,
      oursMs / mp,
      oursMs / mozMs,
      matched / turbo.byteLength,
    ];
    rows.push(row);
    console.log(
      [
        basename(file),
        mp.toFixed(1),
        row[1]!.toFixed(0),
        oursSsim.toFixed(4),
        ratio(ours.byteLength, moz.byteLength),
        ratio(ours.byteLength, turbo.byteLength),
        turboSsim.toFixed(4),
        row[6]!.toFixed(0),
        row[7]!.toFixed(2),
        row[8]!.toFixed(3),
      ].join(" | "),
    );
  }
  console.log(
    `mean | | | ${mean(rows.map((r) => r[2]!)).toFixed(4)} | ${mean(rows.map((r) => r[3]!)).toFixed(3)} | ${mean(rows.map((r) => r[4]!)).toFixed(3)} | | ${mean(rows.map((r) => r[6]!)).toFixed(0)} | ${mean(rows.map((r) => r[7]!)).toFixed(2)} | ${mean(rows.map((r) => r[8]!)).toFixed(3)}`,
  );
}

async function pngBench() {
  console.log("\nPNG balanced level vs sharp palette:true; lossless (OxiPNG) savings");
  console.log(
    "file | MP | balanced KB | balanced SSIM | sharp palette KB | sharp SSIM | bytes ratio | lossless saving % | lossless ms/MP",
  );
  const rows: number[][] = [];
  for (const file of PNGS) {
    const bytes = new Uint8Array(readFileSync(file));
    const image = await pngCodec.decode(bytes);
    const mp = (image.width * image.height) / 1e6;
    const balanced = await pngCodec.encode(image, pngEncodeOptions({ level: "balanced" }));
    const palette = await rawOf(image).png({ palette: true, effort: 10 }).toBuffer();
    const ourSsim = ssim(image, await pngCodec.decode(balanced));
    const theirSsim = ssim(image, await decodeWithSharp(palette));
    const [lossless, losslessMs] = await time(() => pngCodec.encode(image, pngEncodeOptions({ level: "lossless" })));
    const saving = 100 * (1 - lossless.byteLength / bytes.byteLength);
    rows.push([balanced.byteLength / palette.byteLength, saving, losslessMs / mp, ourSsim - theirSsim]);
    console.log(
      [
        basename(file),
        mp.toFixed(2),
        (balanced.byteLength / 1024).toFixed(0),
        ourSsim.toFixed(4),
        (palette.byteLength / 1024).toFixed(0),
        theirSsim.toFixed(4),
        ratio(balanced.byteLength, palette.byteLength),
        saving.toFixed(1),
        (losslessMs / mp).toFixed(0),
      ].join(" | "),
    );
  }
  console.log(
    `mean | | | | | | ${mean(rows.map((r) => r[0]!)).toFixed(3)} | ${mean(rows.map((r) => r[1]!)).toFixed(1)} | ${mean(rows.map((r) => r[2]!)).toFixed(0)}`,
  );
  console.log(`mean SSIM difference (ours - sharp): ${mean(rows.map((r) => r[3]!)).toFixed(4)}`);
}

async function pipelineBench() {
  console.log("\nDefault JPEG page pipeline (decode, orient, fit 2048x2048, encode q75)");
  const input = new Uint8Array(readFileSync(TWELVE_MP));
  global.gc?.();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const before = process.memoryUsage().rss;
  const [result, ms] = await time(() =>
    runJob(input, {
      kind: "image",
      steps: [{ op: "resize", width: 2048, height: 2048, mode: "fit", even: true }],
      output: { format: "jpeg", options: { quality: 75 } },
    }),
  );
  clearInterval(sampler);
  console.log(
    `${basename(TWELVE_MP)}: ${result.width}x${result.height}, ${(result.originalSize / 1024).toFixed(0)} KB -> ${(result.size / 1024).toFixed(0)} KB, ${ms.toFixed(0)} ms, peak RSS +${((peak - before) / 1048576).toFixed(0)} MB (${(peak / 1048576).toFixed(0)} MB total)`,
  );
}

const SECTIONS: Record<string, () => Promise<void>> = {
  jpeg: jpegBench,
  png: pngBench,
  pipeline: pipelineBench,
  resize: resizeBench,
  convert: convertBench,
  heic: heicBench,
  gif: gifBench,
  "gif-stream": gifStreamBench,
  pdf: pdfBench,
  "pdf-large": pdfLargeBench,
  breakdown: breakdownBench,
  "jpeg-metric": jpegMetricBench,
  smart: smartBench,
  text: textBench,
  ssimulacra2: ssimulacra2Bench,
  heap: heapBench,
};
/**
 * Sections that run only when named: jpeg-metric takes tens of minutes and needs libjxl's tools;
 * pdf-large builds two large PDFs and runs each level on them in a worker thread (minutes);
 * gif-stream builds a 1,000-frame GIF, compresses it twice and writes it as an APNG in a worker
 * thread (minutes); heap runs one job of each kind in a fresh worker thread and prints the heap it
 * left beside the pool's estimate (minutes).
 */
const OPT_IN = new Set(["jpeg-metric", "pdf-large", "gif-stream", "smart", "heap"]);
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in SECTIONS));
if (unknown.length > 0) {
  console.error(`Unknown section(s) ${unknown.join(", ")}; the sections are ${Object.keys(SECTIONS).join(", ")}.`);
  process.exit(2);
}

console.log(
  `Squish engine benchmark: Node ${process.version}, ${CORES} cores, ${USING_FULL_CORPUS ? "full corpus" : "committed subset (no ../shared/corpus)"}, sharp ${sharp.versions.sharp} / libvips ${sharp.versions.vips}`,
);
// Warm up the codecs so start-up is not counted as encode time.
await jpegCodec.encode({ width: 8, height: 8, data: new Uint8ClampedArray(256) }, {});
const started = performance.now();
for (const [name, run] of Object.entries(SECTIONS)) {
  if (asked.length === 0 ? !OPT_IN.has(name) : asked.includes(name)) await section(name, run);
}
console.log(`\nTotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
