/**
 * `npm run bench:engine -- smart`: Smart quality (pipeline/smart-quality.ts) against a fixed quality,
 * on every corpus photo fitted inside 2048 px (the JPEG page's default size; smaller photos at their
 * own), issue 26's three measures:
 *
 * - bytes: the total of Smart-Balanced over the total at the fixed quality (JPEG 75), and every photo's
 *   whole-picture SSIMULACRA 2 score both ways, against the median photo's at the fixed quality;
 * - time: the page's whole job (decode, fit inside 2048 px, encode, score the result) with Smart over
 *   the same job at the fixed quality, per photo, in one run, and the encode alone;
 * - Butteraugli (JPEG, when libjxl's `butteraugli_main` is installed): Smart-Balanced's bytes over
 *   libjpeg-turbo's at the same Butteraugli 3-norm, read off turbo's curve as in the jpeg-metric
 *   section, with fixed q75's ratio beside it.
 *
 * `SMART_FORMATS=jpeg,webp,avif` picks the formats (default jpeg); `SMART_LEVEL=high` another level;
 * `SMART_FILES=a.jpg,b.jpg` limits the photos; `SMART_BUTTERAUGLI=0` skips Butteraugli; `SMART_TARGET=72`
 * aims the encode-alone columns at another sample score than the level's (to sweep the trade-off).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { isSmartLevel } from "../packages/shared/src/perceived-quality.ts";
import { codecFor } from "../packages/engine/src/codecs/registry.ts";
import type { RgbaImage } from "../packages/engine/src/image.ts";
import { fitWithin } from "../packages/engine/src/kits/resize.ts";
import type { ImageJob } from "../packages/engine/src/pipeline/job.ts";
import { runJob } from "../packages/engine/src/pipeline/run-job.ts";
import { encodeSmart, SMART_TARGETS, type SmartFormat } from "../packages/engine/src/pipeline/smart-quality.ts";
import { ssimulacra2 } from "../packages/engine/src/quality/ssimulacra2.ts";
import { CORPUS_DIR } from "./corpus-files.ts";
import {
  bytesAtScore,
  decodeToPng,
  geomean,
  METRICS,
  pool,
  prepare,
  QUALITIES,
  score,
  toolInstalled,
  type Point,
} from "./engine-jpeg-metric.ts";
import { median, rawOf, time } from "./engine-helpers.ts";

/** The fixed quality each format's Smart is compared with: the pages' usual one (the WebP page's was 80). */
const FIXED: Record<SmartFormat, number> = { jpeg: 75, webp: 80, avif: 50 };
const FIT = 2048;

interface Row {
  name: string;
  fixedBytes: number;
  fixedScore: number;
  smartBytes: number;
  smartScore: number;
  quality: number;
  tries: number;
  jobRatio: number;
  encodeRatio: number;
  butteraugli?: { smart: number | null; fixed: number | null };
}

function photos(): string[] {
  const only = process.env.SMART_FILES?.split(",").map((f) => f.trim());
  const dir = join(CORPUS_DIR, "photo");
  return readdirSync(dir)
    .filter((f) => /\.jpe?g$/i.test(f) && (!only || only.includes(f)))
    .sort()
    .map((f) => join(dir, f));
}

/** Whole-picture SSIMULACRA 2 of an encoded file against the pixels it was made from. */
async function wholeScore(format: SmartFormat, image: RgbaImage, bytes: Uint8Array): Promise<number> {
  return ssimulacra2(image, await codecFor(format).decode(bytes));
}

/** The page's job for a photo, at a fixed quality or with Smart. */
function pageJob(format: SmartFormat, smart: boolean, level: ImageJob["smart"]): ImageJob {
  return {
    kind: "image",
    steps: [fitWithin(FIT, { even: format === "jpeg" })],
    output: { format, options: { quality: FIXED[format] } },
    measureQuality: true,
    ...(smart && { smart: level }),
  };
}

/** Butteraugli ratios against libjpeg-turbo at equal score for Smart's file and for the fixed one. */
async function butteraugliRatios(rgba: RgbaImage, files: { smart: Uint8Array; fixed: Uint8Array }) {
  const metric = METRICS.butteraugli!;
  const work = mkdtempSync(join(tmpdir(), "squish-smart-"));
  const limit = pool(2);
  try {
    const reference = join(work, "reference.png");
    await rawOf(rgba).removeAlpha().png({ compressionLevel: 1 }).toFile(reference);
    let counter = 0;
    const scoreOf = async (jpeg: Uint8Array) => {
      const png = join(work, `d${counter++}.png`);
      await decodeToPng(jpeg, png);
      return limit(() => score(metric, reference, png));
    };
    const turbo: Point[] = await Promise.all(
      QUALITIES.map(async (quality) => {
        const jpeg = new Uint8Array(await rawOf(rgba).removeAlpha().jpeg({ quality, mozjpeg: false }).toBuffer());
        return { quality, bytes: jpeg.byteLength, score: await scoreOf(jpeg) };
      }),
    );
    const ratio = async (jpeg: Uint8Array) => {
      const at = bytesAtScore(turbo, await scoreOf(jpeg));
      return at === null ? null : jpeg.byteLength / at;
    };
    return { smart: await ratio(files.smart), fixed: await ratio(files.fixed) };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export async function smartBench() {
  const formats = (process.env.SMART_FORMATS ?? "jpeg").split(",").map((f) => f.trim()) as SmartFormat[];
  const level = process.env.SMART_LEVEL ?? "balanced";
  if (!isSmartLevel(level)) throw new Error("SMART_LEVEL must be low, balanced or high");
  const butteraugli = process.env.SMART_BUTTERAUGLI !== "0" && toolInstalled("butteraugli_main");
  // SMART_TARGET sweeps other targets than the level's (bytes and scores only: the page's job keeps the level's).
  const target = process.env.SMART_TARGET ? Number(process.env.SMART_TARGET) : SMART_TARGETS[level];
  for (const format of formats) {
    const fixedQ = FIXED[format];
    console.log(
      `\nSmart quality (${level}, target ${target} on the sample) against fixed ${format.toUpperCase()} q${fixedQ}, photos fitted inside ${FIT} px; scores are whole-picture SSIMULACRA 2`,
    );
    console.log(
      `photo | size | fixed KB | fixed score | smart q | tries | smart KB | smart score | bytes smart/fixed | job time smart/fixed | encode time smart/fixed${butteraugli && format === "jpeg" ? " | Butteraugli bytes vs turbo: smart | fixed" : ""}`,
    );
    const rows: Row[] = [];
    for (const file of photos()) {
      const prepared = await prepare(file);
      if (!prepared) continue;
      const { rgba } = prepared;
      const codec = codecFor(format);
      // Encodes alone, one after the other, then the page's whole jobs on the original file.
      const [fixedBytes, fixedMs] = await time(() => codec.encode(rgba, { quality: fixedQ }));
      const [smart, smartMs] = await time(() => encodeSmart(format, rgba, {}, level, target));
      const input = new Uint8Array(readFileSync(file));
      const [, fixedJobMs] = await time(() => runJob(input, pageJob(format, false, level)));
      const [, smartJobMs] = await time(() => runJob(input, pageJob(format, true, level)));
      const row: Row = {
        name: basename(file),
        fixedBytes: fixedBytes.byteLength,
        fixedScore: await wholeScore(format, rgba, fixedBytes),
        smartBytes: smart.bytes.byteLength,
        smartScore: await wholeScore(format, rgba, smart.bytes),
        quality: smart.smart.quality,
        tries: smart.smart.tries,
        jobRatio: smartJobMs / fixedJobMs,
        encodeRatio: smartMs / fixedMs,
      };
      if (butteraugli && format === "jpeg") {
        row.butteraugli = await butteraugliRatios(rgba, { smart: smart.bytes, fixed: fixedBytes });
      }
      rows.push(row);
      const b = row.butteraugli;
      console.log(
        [
          row.name,
          `${rgba.width}x${rgba.height}`,
          (row.fixedBytes / 1024).toFixed(0),
          row.fixedScore.toFixed(1),
          row.quality,
          row.tries,
          (row.smartBytes / 1024).toFixed(0),
          row.smartScore.toFixed(1),
          (row.smartBytes / row.fixedBytes).toFixed(3),
          row.jobRatio.toFixed(2),
          row.encodeRatio.toFixed(2),
          ...(b ? [b.smart?.toFixed(3) ?? "-", b.fixed?.toFixed(3) ?? "-"] : []),
        ].join(" | "),
      );
    }
    const sum = (f: (r: Row) => number) => rows.reduce((s, r) => s + f(r), 0);
    const medianFixed = median(rows.map((r) => r.fixedScore));
    const worstSmart = rows.reduce((a, r) => (r.smartScore < a.smartScore ? r : a));
    const worstFixed = rows.reduce((a, r) => (r.fixedScore < a.fixedScore ? r : a));
    const below = rows.filter((r) => r.smartScore < medianFixed);
    console.log(
      `${rows.length} photos: total bytes smart/fixed ${(sum((r) => r.smartBytes) / sum((r) => r.fixedBytes)).toFixed(3)} (issue 26: <= 0.85)`,
    );
    console.log(
      `median whole-picture score at fixed q${fixedQ}: ${medianFixed.toFixed(1)}; worst fixed ${worstFixed.fixedScore.toFixed(1)} (${worstFixed.name}); worst smart ${worstSmart.smartScore.toFixed(1)} (${worstSmart.name}); photos scoring below the fixed median with smart: ${below.length}${below.length ? ` (${below.map((r) => `${r.name} ${r.smartScore.toFixed(1)}`).join(", ")})` : ""}`,
    );
    console.log(
      `time smart/fixed: whole job geomean ${geomean(rows.map((r) => r.jobRatio)).toFixed(2)}, worst ${Math.max(...rows.map((r) => r.jobRatio)).toFixed(2)} (issue 26: <= 1.6); encode alone geomean ${geomean(rows.map((r) => r.encodeRatio)).toFixed(2)}; mean tries ${(sum((r) => r.tries) / rows.length).toFixed(2)}`,
    );
    const withB = rows.filter((r) => r.butteraugli?.smart && r.butteraugli.fixed);
    if (withB.length > 0) {
      console.log(
        `Butteraugli bytes vs libjpeg-turbo at equal score, geomean over ${withB.length} photos: smart ${geomean(withB.map((r) => r.butteraugli!.smart!)).toFixed(3)} (issue 26: <= 0.80), fixed q${fixedQ} ${geomean(withB.map((r) => r.butteraugli!.fixed!)).toFixed(3)}`,
      );
    } else if (format === "jpeg" && !butteraugli) {
      console.log(
        "Butteraugli: skipped (butteraugli_main from libjxl-devtools is not installed, or SMART_BUTTERAUGLI=0)",
      );
    }
  }
}
