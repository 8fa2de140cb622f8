/**
 * `npm run bench:engine -- jpeg-metric`: bytes of our JPEG encoder (MozJPEG in WebAssembly) against
 * libjpeg-turbo at equal perceptual score, the score being Butteraugli (libjxl's `butteraugli_main`,
 * its 3-norm; lower is better) computed at the resolution the JPEG page outputs by default (fit
 * inside 2048 x 2048; smaller photos at their own size), in colour.
 *
 * For each photo of the corpus (`photo/`, at least 256 px on the short side) both encoders run at a
 * sweep of qualities; every output is decoded by the same decoder (sharp's) and scored against the
 * 2048 px reference. Bytes at a target score are read off each curve (log bytes interpolated linearly
 * in score between neighbouring qualities); the table gives ours / libjpeg-turbo at each target per
 * photo and the geometric mean over photos. The issue's target is at most 0.95.
 *
 * libjpeg-turbo is sharp's `jpeg({ quality, mozjpeg: false })`: sharp's libvips is linked with
 * MozJPEG's library but, without `mozjpeg: true`, runs it in its JCP_FASTEST profile, which is
 * libjpeg-turbo's encoder (standard tables, 4:2:0, baseline, no trellis) with optimised Huffman
 * coding, as `cjpeg -optimize` from `libjpeg-turbo-progs` (checked: the same bytes at q75).
 *
 * `JPEG_VARIANTS=default,q0-420,q3-444,...` compares encoder settings (each against the same
 * libjpeg-turbo curve): `q<n>` quantisation table, `420`/`444` chroma subsampling, `auto` MozJPEG's
 * automatic subsampling, `tz`/`tt`/`tm` MozJPEG's trellis_opt_zero / trellis_opt_table /
 * trellis_multipass; `default` is the engine's own choice (JPEG_DEFAULTS, table by quality), and
 * `q3-auto` the defaults before decision 0028 was applied.
 * `JPEG_METRIC_FILES=a.jpg,b.jpg` limits the photos; `JPEG_METRIC=ssimulacra` scores with libjxl's
 * `ssimulacra_main` (SSIMULACRA 1) instead.
 *
 * Needs `butteraugli_main` (Debian/Ubuntu package `libjxl-devtools`: `apt-get install -y
 * libjxl-devtools`); the section says so and stops when it is missing.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import sharp from "sharp";
import {
  defaultQuantTable,
  JPEG_DEFAULTS,
  jpegCodec,
  STANDARD_TABLES_FROM_QUALITY,
  type JpegOptions,
} from "../packages/engine/src/codecs/jpeg.ts";
import type { RgbaImage } from "../packages/engine/src/image.ts";
import { CORPUS_DIR } from "./corpus-files.ts";
import { rawOf } from "./engine-helpers.ts";

export const QUALITIES = [30, 40, 50, 60, 70, 75, 80, 90, 95];
const FIT = 2048;
const MIN_SIDE = 256;

export interface Metric {
  tool: string;
  label: string;
  /** Targets, from the loosest to the strictest. */
  targets: number[];
  args: (reference: string, distorted: string) => string[];
  parse: (stdout: string) => number;
}

export const METRICS: Record<string, Metric> = {
  butteraugli: {
    tool: "butteraugli_main",
    label: "Butteraugli 3-norm (libjxl butteraugli_main --pnorm 3; lower is better)",
    targets: [1.6, 1.3, 1.0, 0.8, 0.6],
    args: (a, b) => [a, b, "--pnorm", "3"],
    parse: (out) => Number(/3-norm:\s*([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
  },
  ssimulacra: {
    tool: "ssimulacra_main",
    label: "SSIMULACRA 1 (libjxl ssimulacra_main; lower is better)",
    targets: [0.05, 0.035, 0.025, 0.018, 0.012],
    args: (a, b) => [a, b],
    parse: (out) => Number(out.trim().split("\n").at(-1)),
  },
};

export function toolInstalled(tool: string): boolean {
  // Both tools print their usage and exit 1 without arguments; only a missing binary is an error.
  return !spawnSync(tool, [], { encoding: "utf8" }).error;
}

/** Runs at most `limit` metric processes at once, so they overlap with our (single-threaded) encoder. */
export function pool(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await job();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export function score(metric: Metric, reference: string, distorted: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(metric.tool, metric.args(reference, distorted), { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const value = metric.parse(out);
      if (code === 0 && Number.isFinite(value)) resolve(value);
      else reject(new Error(`${metric.tool} failed (exit ${code}): ${out}`));
    });
  });
}

/** Decodes a JPEG with sharp (the same decoder for both encoders) and writes it as an RGB PNG. */
export async function decodeToPng(jpeg: Uint8Array, path: string): Promise<void> {
  await sharp(jpeg).removeAlpha().png({ compressionLevel: 1 }).toFile(path);
}

export function parseVariant(name: string): Partial<JpegOptions> {
  if (name === "default") return {};
  const options: Partial<JpegOptions> = {};
  for (const token of name.split("-")) {
    const table = /^q(\d)$/.exec(token);
    if (table) options.quant_table = Number(table[1]);
    else if (token === "420" || token === "444") {
      options.auto_subsample = false;
      options.chroma_subsample = token === "420" ? 2 : 1;
    } else if (token === "auto") options.auto_subsample = true;
    else if (token === "tz") options.trellis_opt_zero = true;
    else if (token === "tt") options.trellis_opt_table = true;
    else if (token === "tm") options.trellis_multipass = true;
    else throw new Error(`Unknown JPEG variant token "${token}" in "${name}"`);
  }
  return options;
}

export interface Point {
  quality: number;
  bytes: number;
  score: number;
}

/**
 * Bytes at which a curve reaches `target` (lower score is better): log bytes interpolated linearly
 * in score between the two neighbouring qualities that bracket it; null when no pair does.
 */
export function bytesAtScore(points: Point[], target: number): number | null {
  const sorted = [...points].sort((a, b) => a.quality - b.quality);
  for (let i = 0; i + 1 < sorted.length; i++) {
    const a = sorted[i]!;
    const b = sorted[i + 1]!;
    if (a.score >= target && b.score <= target) {
      if (a.score === b.score) return a.bytes;
      const t = (a.score - target) / (a.score - b.score);
      return Math.exp(Math.log(a.bytes) + t * (Math.log(b.bytes) - Math.log(a.bytes)));
    }
  }
  return null;
}

export const geomean = (xs: number[]) => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);

/** Pixels of a photo as our pipeline would see them (our decoder, upright), fitted inside 2048 px. */
export async function prepare(file: string): Promise<{ rgba: RgbaImage; subsampling: string } | null> {
  const bytes = new Uint8Array(readFileSync(file));
  let image: RgbaImage;
  try {
    image = await jpegCodec.decode(bytes);
  } catch {
    return null; // 12-bit and other files our decoder refuses are not part of the comparison
  }
  if (Math.min(image.width, image.height) < MIN_SIDE) return null;
  const { data, info } = await rawOf(image)
    .resize(FIT, FIT, { fit: "inside", withoutEnlargement: true, kernel: "lanczos3" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgba: RgbaImage = {
    width: info.width,
    height: info.height,
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
  };
  const meta = await sharp(bytes).metadata();
  return { rgba, subsampling: meta.chromaSubsampling ?? "-" };
}

export async function jpegMetricBench() {
  const metric = METRICS[process.env.JPEG_METRIC ?? "butteraugli"];
  if (!metric) throw new Error(`JPEG_METRIC must be one of ${Object.keys(METRICS).join(", ")}`);
  if (!toolInstalled(metric.tool)) {
    console.log(
      `\nJPEG at equal ${metric.label}: skipped, ${metric.tool} is not installed. It is in Debian's and Ubuntu's package libjxl-devtools: apt-get install -y libjxl-devtools`,
    );
    return;
  }
  const variants = (process.env.JPEG_VARIANTS ?? "default").split(",").map((v) => v.trim());
  const only = process.env.JPEG_METRIC_FILES?.split(",").map((f) => f.trim());
  const dir = join(CORPUS_DIR, "photo");
  const files = readdirSync(dir)
    .filter((f) => /\.jpe?g$/i.test(f) && (!only || only.includes(f)))
    .sort()
    .map((f) => join(dir, f));
  const work = mkdtempSync(join(tmpdir(), "squish-jpeg-metric-"));
  const limit = pool(2);
  console.log(
    `\nJPEG bytes at equal ${metric.label}: ours (${variants.join(", ")}) / libjpeg-turbo (sharp mozjpeg:false, q${QUALITIES.join(",")}), at most ${FIT} px (the JPEG page's default fit), scored in colour at that size`,
  );
  console.log(
    `(ratios at target scores ${metric.targets.join(", ")}; "-" where a curve does not reach the target; source chroma as sharp reports it: 4:2:0 means any subsampling)`,
  );
  console.log(
    `file | size | source chroma | variant | turbo KB q75 | ours KB q75 | ${metric.targets.map((t) => `@${t}`).join(" | ")} | geomean`,
  );
  const ratiosByVariant = new Map<string, number[][]>(variants.map((v) => [v, metric.targets.map(() => [])]));
  const perImage = new Map<string, number[]>(variants.map((v) => [v, []]));
  try {
    for (const file of files) {
      const prepared = await prepare(file);
      if (!prepared) continue;
      const { rgba } = prepared;
      const name = basename(file);
      const reference = join(work, "reference.png");
      await rawOf(rgba).removeAlpha().png({ compressionLevel: 1 }).toFile(reference);
      let counter = 0;
      const curve = async (encode: (quality: number) => Promise<Uint8Array>): Promise<Point[]> =>
        Promise.all(
          await Promise.all(
            QUALITIES.map(async (quality) => {
              const jpeg = await encode(quality);
              const png = join(work, `d${counter++}.png`);
              await decodeToPng(jpeg, png);
              return limit(async () => {
                const value = await score(metric, reference, png);
                rmSync(png);
                return { quality, bytes: jpeg.byteLength, score: value };
              });
            }),
          ),
        );
      // Sequential encodes (one at a time, as one worker), metric runs overlapping them.
      const serial = <T>(fn: (q: number) => Promise<T>) => {
        let chain = Promise.resolve() as Promise<unknown>;
        return (q: number) => {
          const next = chain.then(() => fn(q));
          chain = next.catch(() => undefined);
          return next;
        };
      };
      const turbo = await curve(
        serial(
          async (quality) =>
            new Uint8Array(await rawOf(rgba).removeAlpha().jpeg({ quality, mozjpeg: false }).toBuffer()),
        ),
      );
      for (const variant of variants) {
        const options = parseVariant(variant);
        const ours = await curve(serial((quality) => jpegCodec.encode(rgba, { ...options, quality })));
        const ratios = metric.targets.map((target) => {
          const a = bytesAtScore(ours, target);
          const b = bytesAtScore(turbo, target);
          return a && b ? a / b : null;
        });
        const found = ratios.filter((r): r is number => r !== null);
        ratios.forEach((r, i) => r !== null && ratiosByVariant.get(variant)![i]!.push(r));
        if (found.length > 0) perImage.get(variant)!.push(geomean(found));
        const q = (points: Point[], quality: number) => points.find((p) => p.quality === quality);
        console.log(
          [
            name,
            `${rgba.width}x${rgba.height}`,
            prepared.subsampling,
            variant,
            (q(turbo, 75)!.bytes / 1024).toFixed(0),
            (q(ours, 75)!.bytes / 1024).toFixed(0),
            ...ratios.map((r) => (r === null ? "-" : r.toFixed(3))),
            found.length > 0 ? geomean(found).toFixed(3) : "-",
          ].join(" | "),
        );
        if (process.env.JPEG_METRIC_CURVES) {
          for (const [label, points] of [
            ["turbo", turbo],
            [variant, ours],
          ] as const) {
            console.log(
              `  ${label}: ${points.map((p) => `q${p.quality} ${p.bytes} ${p.score.toFixed(3)}`).join("; ")}`,
            );
          }
        }
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  for (const variant of variants) {
    const byTarget = ratiosByVariant.get(variant)!;
    console.log(
      `geomean ${variant} | | | | | | ${byTarget.map((rs) => (rs.length > 0 ? `${geomean(rs).toFixed(3)} (${rs.length})` : "-")).join(" | ")} | ${perImage.get(variant)!.length > 0 ? geomean(perImage.get(variant)!).toFixed(3) : "-"}`,
    );
  }
  console.log(
    `(engine defaults: quant_table ${defaultQuantTable(STANDARD_TABLES_FROM_QUALITY - 1)} below quality ${STANDARD_TABLES_FROM_QUALITY}, ${defaultQuantTable(STANDARD_TABLES_FROM_QUALITY)} from it; auto_subsample ${JPEG_DEFAULTS.auto_subsample}, chroma_subsample ${JPEG_DEFAULTS.chroma_subsample})`,
  );
}
