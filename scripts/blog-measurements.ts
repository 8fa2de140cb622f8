/**
 * `npx tsx scripts/blog-measurements.ts`: recomputes the numbers the blog articles in
 * apps/web/content/blog quote, with Squish's own engine, on named files of the third-party corpus
 * (../shared/corpus, or SQUISH_CORPUS). Each section prints the table an article cites; the
 * article's "How these numbers were measured" section names the section.
 *
 *   npx tsx scripts/blog-measurements.ts                 all sections (about 2-3 minutes on 2 cores)
 *   npx tsx scripts/blog-measurements.ts encoders mobile only the named sections
 *
 * Sizes are bytes (KB = 1,024 bytes). "SSIM" is the engine's own score (quality/ssim.ts): luma,
 * 8x8 windows, on a copy downscaled to at most 512 px; 1 means identical. Times are wall-clock
 * milliseconds of one run on whatever else the machine is doing, so treat them as rough.
 *
 * The encoder comparison also runs libjpeg-turbo's cjpeg and jpegtran and Google's guetzli when
 * they are installed (Debian: `apt-get install libjpeg-turbo-progs guetzli`); without them those
 * rows say "not installed".
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import {
  pngEncodeOptions,
  removedLabels,
  runJob,
  type ImageJob,
  type ImageOutput,
  type ImageResult,
  type Step,
} from "@squish/engine";
import { useNodeWasm } from "@squish/engine/node";
// The equal-quality searches need the codecs and the score directly, as the engine bench does.
import { avifCodec } from "../packages/engine/src/codecs/avif.ts";
import { jpegCodec } from "../packages/engine/src/codecs/jpeg.ts";
import { pngCodec } from "../packages/engine/src/codecs/png.ts";
import { webpCodec } from "../packages/engine/src/codecs/webp.ts";
import type { RgbaImage } from "../packages/engine/src/image.ts";
import { ssim } from "../packages/engine/src/quality/ssim.ts";

const CORPUS = process.env.SQUISH_CORPUS ?? resolve(import.meta.dirname, "../../shared/corpus");
if (!existsSync(join(CORPUS, "MANIFEST.tsv"))) {
  console.error(`The corpus was not found at ${CORPUS}; set SQUISH_CORPUS to its folder.`);
  process.exit(2);
}
useNodeWasm();

const read = (file: string) => new Uint8Array(readFileSync(join(CORPUS, file)));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const pct = (size: number, original: number) => `${(100 * (1 - size / original)).toFixed(1)}%`;
const score = (value: number | undefined) => (value === undefined ? "-" : value.toFixed(4));
const mp = (image: { width: number; height: number }) => (image.width * image.height) / 1e6;
const name = (file: string) => file.split("/").pop()!;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const value = await fn();
  return [value, performance.now() - t0];
}

function job(steps: Step[], output: ImageOutput, extra: Partial<ImageJob> = {}): ImageJob {
  return { kind: "image", steps, output, measureQuality: true, ...extra };
}

const fit = (box: number, even = true): Step => ({ op: "resize", width: box, height: box, mode: "fit", even });
const width = (w: number): Step => ({ op: "resize", width: w, mode: "fit" });
/** The JPEG compressor page's default job: fit inside 2048 x 2048, quality 75. */
const JPEG_PAGE_DEFAULT = job([fit(2048)], { format: "jpeg", options: { quality: 75 } });

function row(cells: (string | number)[]) {
  console.log(cells.join(" | "));
}

function header(title: string, columns: string[]) {
  console.log(`\n${title}`);
  row(columns);
}

/** The columns `resultCells` fills. */
const RESULT_COLUMNS = ["size", "format", "KB", "saving", "SSIM"];

function resultCells(result: ImageResult): string[] {
  return [
    `${result.width}x${result.height}`,
    result.format,
    kb(result.size),
    pct(result.size, result.originalSize),
    result.keptOriginal ? "original kept" : score(result.quality),
  ];
}

/** Smallest output of `encode` whose score is at least `target`, by bisection over quality. */
async function smallestAtScore(
  image: RgbaImage,
  target: number,
  encode: (q: number) => Promise<Uint8Array>,
  decode: (bytes: Uint8Array) => Promise<RgbaImage>,
  low = 10,
  high = 100,
  metric: (a: RgbaImage, b: RgbaImage) => number = ssim,
): Promise<{ quality: number; size: number; score: number } | null> {
  let best: { quality: number; size: number; score: number } | null = null;
  while (low <= high) {
    const q = Math.floor((low + high) / 2);
    const bytes = await encode(q);
    const s = metric(image, await decode(bytes));
    if (s >= target) {
      best = { quality: q, size: bytes.byteLength, score: s };
      high = q - 1;
    } else low = q + 1;
  }
  return best;
}

/**
 * The same SSIM as the engine's score (luma over white, 8x8 windows every 4 pixels) but at full
 * resolution, for the encoder comparison: the engine's copy at 512 px hides fine detail, which is
 * where JPEG encoders differ.
 */
function fullSsim(a: RgbaImage, b: RgbaImage): number {
  const luma = (image: RgbaImage) => {
    const out = new Float32Array(image.width * image.height);
    for (let i = 0, p = 0; p < out.length; i += 4, p++) {
      const alpha = image.data[i + 3]! / 255;
      const y = 0.299 * image.data[i]! + 0.587 * image.data[i + 1]! + 0.114 * image.data[i + 2]!;
      out[p] = y * alpha + 255 * (1 - alpha);
    }
    return out;
  };
  const x = luma(a);
  const y = luma(b);
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  let count = 0;
  for (let top = 0; top + 8 <= a.height; top += 4) {
    for (let left = 0; left + 8 <= a.width; left += 4) {
      let sx = 0;
      let sy = 0;
      let sxx = 0;
      let syy = 0;
      let sxy = 0;
      for (let r = 0; r < 8; r++) {
        let i = (top + r) * a.width + left;
        for (let c = 0; c < 8; c++, i++) {
          const u = x[i]!;
          const v = y[i]!;
          sx += u;
          sy += v;
          sxx += u * u;
          syy += v * v;
          sxy += u * v;
        }
      }
      const mx = sx / 64;
      const my = sy / 64;
      const vx = sxx / 64 - mx * mx;
      const vy = syy / 64 - my * my;
      const cov = sxy / 64 - mx * my;
      total += ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2));
      count++;
    }
  }
  return total / count;
}

const mozjpeg = (image: RgbaImage) => (q: number) => jpegCodec.encode(image, { quality: q });
const webp = (image: RgbaImage) => (q: number) => webpCodec.encode(image, { quality: q });

// ---------------------------------------------------------------------------------------------
// jpeg-compression-guide
async function jpegQuality() {
  const file = "photo/mate-Dune-1680x1050-canon.jpg";
  const input = read(file);
  header(`jpeg-quality: ${name(file)} (${input.byteLength} bytes) at the JPEG page's presets, no resizing`, [
    "quality",
    ...RESULT_COLUMNS,
  ]);
  for (const quality of [95, 85, 75, 60, 45, 25]) {
    const result = await runJob(input, job([], { format: "jpeg", options: { quality } }));
    row([quality, ...resultCells(result)]);
  }

  const image = await jpegCodec.decode(input);
  const base = await jpegCodec.encode(image, { quality: 75 });
  const baseline = await jpegCodec.encode(image, { quality: 75, progressive: false, baseline: true });
  const full = await jpegCodec.encode(image, { quality: 75, auto_subsample: false, chroma_subsample: 1 });
  header(`jpeg-options: ${name(file)} at quality 75 (MozJPEG; the default is progressive, 4:2:0 chroma)`, [
    "variant",
    "KB",
    "vs default",
    "SSIM",
  ]);
  for (const [label, bytes] of [
    ["default (progressive, 4:2:0)", base],
    ["baseline (not progressive)", baseline],
    ["4:4:4 chroma (no subsampling)", full],
  ] as const) {
    const s = ssim(image, await jpegCodec.decode(bytes));
    row([label, kb(bytes.byteLength), `${((100 * bytes.byteLength) / base.byteLength).toFixed(1)}%`, score(s)]);
  }

  header(`jpeg-generations: ${name(file)} saved again and again at quality 75 (SSIM against the original)`, [
    "generation",
    "KB",
    "SSIM vs original",
  ]);
  let pixels = image;
  for (let generation = 1; generation <= 5; generation++) {
    const bytes = await jpegCodec.encode(pixels, { quality: 75 });
    pixels = await jpegCodec.decode(bytes);
    row([generation, kb(bytes.byteLength), score(ssim(image, pixels))]);
  }

  const again = "photo/recurser-Landscape_1.jpg";
  const againInput = read(again);
  header(`jpeg-recompress: ${name(again)} (${againInput.byteLength} bytes), an already compressed JPEG`, [
    "quality",
    ...RESULT_COLUMNS,
  ]);
  for (const quality of [85, 75]) {
    row([quality, ...resultCells(await runJob(againInput, job([], { format: "jpeg", options: { quality } })))]);
  }
}

// ---------------------------------------------------------------------------------------------
// best-jpeg-compressors-2025
function have(tool: string): boolean {
  return spawnSync(tool, ["-version"], { stdio: "ignore" }).error === undefined;
}

function ppm(image: RgbaImage): Buffer {
  const head = Buffer.from(`P6\n${image.width} ${image.height}\n255\n`);
  const body = Buffer.alloc(image.width * image.height * 3);
  for (let i = 0, o = 0; i < image.data.length; i += 4, o += 3) {
    body[o] = image.data[i]!;
    body[o + 1] = image.data[i + 1]!;
    body[o + 2] = image.data[i + 2]!;
  }
  return Buffer.concat([head, body]);
}

function runTool(tool: string, args: string[]): number {
  const t0 = performance.now();
  const out = spawnSync(tool, args, { stdio: ["ignore", "ignore", "pipe"] });
  if (out.status !== 0) throw new Error(`${tool} failed: ${out.stderr?.toString()}`);
  return performance.now() - t0;
}

type Match = Awaited<ReturnType<typeof smallestAtScore>>;
const matches = new Map<string, [Match, Match]>();

/** One encoder's file, scored both ways, with the smallest MozJPEG file matching each score. */
async function encoderRow(
  file: string,
  image: RgbaImage,
  label: string,
  bytes: Uint8Array,
  ms: number,
  match: boolean,
) {
  const decoded = await jpegCodec.decode(bytes);
  const s = ssim(image, decoded);
  const full = fullSsim(image, decoded);
  const cells = [name(file), mp(image).toFixed(2), label, kb(bytes.byteLength), score(s), score(full)];
  cells.push((ms / mp(image)).toFixed(0));
  if (!match) return row([...cells, "-", "-", "-", "-"]);
  const decode = (b: Uint8Array) => jpegCodec.decode(b);
  // cjpeg's two variants hold the same pixels (only the entropy coding differs): search once.
  const key = `${file} ${s} ${full}`;
  const cached = matches.get(key);
  const bySsim = cached ? cached[0] : await smallestAtScore(image, s, mozjpeg(image), decode);
  const byFull = cached ? cached[1] : await smallestAtScore(image, full, mozjpeg(image), decode, 10, 100, fullSsim);
  matches.set(key, [bySsim, byFull]);
  for (const m of [bySsim, byFull]) {
    cells.push(m ? `${kb(m.size)} (q${m.quality})` : "none", m ? (m.size / bytes.byteLength).toFixed(3) : "-");
  }
  row(cells);
}

async function encoders() {
  const dir = mkdtempSync(join(tmpdir(), "squish-blog-"));
  const turbo = have("cjpeg");
  const guetzli = spawnSync("guetzli", [], { stdio: "ignore" }).error === undefined;
  try {
    header(
      "encoders: from the same decoded pixels; 'MozJPEG at equal ...' is the smallest MozJPEG (Squish) file scoring at least the other encoder's file on that score",
      [
        "file",
        "MP",
        "encoder",
        "KB",
        "SSIM",
        "full-res SSIM",
        "ms/MP",
        "MozJPEG at equal SSIM KB (quality)",
        "MozJPEG / other",
        "MozJPEG at equal full-res SSIM KB (quality)",
        "MozJPEG / other",
      ],
    );
    const files = [
      "photo/mate-Dune-1680x1050-canon.jpg",
      "photo/wuffs-harvesters-1165x859.jpeg",
      "photo/skimage-rocket.jpg",
    ];
    for (const file of files) {
      const image = await jpegCodec.decode(read(file));
      const [moz, mozMs] = await timed(() => jpegCodec.encode(image, { quality: 75 }));
      await encoderRow(file, image, "MozJPEG (Squish) q75", moz, mozMs, false);
      if (!turbo) {
        row([name(file), mp(image).toFixed(2), "libjpeg-turbo cjpeg", "not installed"]);
        continue;
      }
      const source = join(dir, "source.ppm");
      writeFileSync(source, ppm(image));
      for (const [label, flags] of [
        ["libjpeg-turbo cjpeg -quality 75", []],
        ["libjpeg-turbo cjpeg -quality 75 -optimize -progressive", ["-optimize", "-progressive"]],
      ] as const) {
        const out = join(dir, "turbo.jpg");
        const ms = runTool("cjpeg", ["-quality", "75", ...flags, "-outfile", out, source]);
        await encoderRow(file, image, label, new Uint8Array(readFileSync(out)), ms, true);
      }
    }

    // Guetzli is slow (tens of seconds per megapixel), so one small photo only.
    const gFile = "photo/skimage-rocket.jpg";
    const gImage = await jpegCodec.decode(read(gFile));
    if (guetzli) {
      const png = join(dir, "source.png");
      writeFileSync(png, await pngCodec.encode(gImage, { level: 0 }));
      const out = join(dir, "guetzli.jpg");
      const ms = runTool("guetzli", ["--quality", "84", png, out]);
      await encoderRow(gFile, gImage, "guetzli --quality 84 (its lowest)", new Uint8Array(readFileSync(out)), ms, true);
      const [moz84, moz84Ms] = await timed(() => jpegCodec.encode(gImage, { quality: 84 }));
      await encoderRow(gFile, gImage, "MozJPEG (Squish) q84", moz84, moz84Ms, false);
    } else row([name(gFile), "", "guetzli", "not installed"]);

    header("encoders-lossless: jpegtran -copy none -optimize -progressive on the original files (pixels unchanged)", [
      "file",
      "original KB",
      "jpegtran KB",
      "saving",
    ]);
    for (const file of files) {
      if (!have("jpegtran")) {
        row([name(file), "jpegtran not installed"]);
        continue;
      }
      const out = join(dir, "lossless.jpg");
      runTool("jpegtran", ["-copy", "none", "-optimize", "-progressive", "-outfile", out, join(CORPUS, file)]);
      const before = read(file).byteLength;
      const after = readFileSync(out).byteLength;
      row([name(file), kb(before), kb(after), pct(after, before)]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// image-compression-website-speed
async function websiteSpeed() {
  const file = "photo/ianare-iphone6-hdr-3264x2448-gps.jpg";
  const input = read(file);
  header(`website-speed: ${name(file)} (${input.byteLength} bytes, straight from a phone)`, [
    "what",
    ...RESULT_COLUMNS,
    "ms",
  ]);
  const cases: [string, ImageJob][] = [
    ["compress only, quality 75", job([], { format: "jpeg", options: { quality: 75 } })],
    ["fit 2048, quality 75 (JPEG page default)", JPEG_PAGE_DEFAULT],
    ["fit 1200, JPEG quality 75", job([fit(1200)], { format: "jpeg", options: { quality: 75 } })],
    ["fit 1200, WebP quality 75", job([fit(1200, false)], { format: "webp", options: { quality: 75 } })],
    ["fit 1200, AVIF quality 50", job([fit(1200, false)], { format: "avif", options: { quality: 50 } })],
  ];
  for (const [label, j] of cases) {
    const [result, ms] = await timed(() => runJob(input, j));
    row([label, ...resultCells(result), ms.toFixed(0)]);
  }
}

// ---------------------------------------------------------------------------------------------
// png-vs-jpeg-compression
async function pngVsJpeg() {
  header("png-vs-jpeg: a photograph and a screenshot, each saved five ways", ["file", "what", ...RESULT_COLUMNS]);
  for (const file of ["png/skimage-coffee-600x400.png", "png/gnome-help-shell-appts-764x863.png"]) {
    const input = read(file);
    row([name(file), "original", "", "png", kb(input.byteLength), "", ""]);
    const cases: [string, ImageJob][] = [
      ["PNG lossless (OxiPNG)", job([], { format: "png", options: pngEncodeOptions({ level: "lossless" }) })],
      [
        "PNG balanced (256-colour palette)",
        job([], { format: "png", options: pngEncodeOptions({ level: "balanced" }) }),
      ],
      ["JPEG quality 75", job([], { format: "jpeg", options: { quality: 75 } })],
      ["JPEG quality 85", job([], { format: "jpeg", options: { quality: 85 } })],
      ["WebP quality 75", job([], { format: "webp", options: { quality: 75 } })],
    ];
    for (const [label, j] of cases) row([name(file), label, ...resultCells(await runJob(input, j))]);
  }
}

// ---------------------------------------------------------------------------------------------
// png-transparency-optimization
function alphaCounts(image: RgbaImage) {
  let clear = 0;
  let partial = 0;
  for (let i = 3; i < image.data.length; i += 4) {
    const a = image.data[i]!;
    if (a === 0) clear++;
    else if (a < 255) partial++;
  }
  const total = image.width * image.height;
  return { clear: (100 * clear) / total, partial: (100 * partial) / total };
}

async function transparency() {
  const files = ["png/ocrmypdf-baiona_alpha.png", "png/debian-emerald-logo-alpha.png"];
  header("transparency-pixels: share of fully transparent and partly transparent pixels", [
    "file",
    "size",
    "KB",
    "fully transparent",
    "partly transparent",
  ]);
  for (const file of files) {
    const input = read(file);
    const image = await pngCodec.decode(input);
    const { clear, partial } = alphaCounts(image);
    row([
      name(file),
      `${image.width}x${image.height}`,
      kb(input.byteLength),
      `${clear.toFixed(1)}%`,
      `${partial.toFixed(1)}%`,
    ]);
  }
  header("transparency: each file at the PNG optimizer's levels and as WebP / AVIF with transparency", [
    "file",
    "what",
    "size",
    "format",
    "KB",
    "saving",
    "SSIM (over white)",
    "ms",
  ]);
  for (const file of files) {
    const input = read(file);
    const big = input.byteLength > 1_000_000;
    const levels = big
      ? (["lossless", "balanced", "ultra"] as const)
      : (["lossless", "balanced", "aggressive", "maximum", "ultra"] as const);
    const cases: [string, ImageJob][] = [
      ...levels.map((level): [string, ImageJob] => [
        `PNG ${level}`,
        job([], { format: "png", options: pngEncodeOptions({ level }) }),
      ]),
      ["WebP lossless", job([], { format: "webp", options: { lossless: true } })],
      ["WebP quality 75", job([], { format: "webp", options: { quality: 75 } })],
      ...(big
        ? []
        : [["AVIF quality 50", job([], { format: "avif", options: { quality: 50 } })] as [string, ImageJob]]),
      [
        "JPEG quality 75 (flattened on white)",
        job([{ op: "flatten", background: "#ffffff" }], { format: "jpeg", options: { quality: 75 } }),
      ],
    ];
    for (const [label, j] of cases) {
      const [result, ms] = await timed(() => runJob(input, j));
      row([name(file), label, ...resultCells(result), ms.toFixed(0)]);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// webp-format-benefits
async function webpBenefits() {
  header(
    "webp-auto: the converter's Auto (reference JPEG q75, or lossless PNG when transparent; WebP and AVIF must score at least as well)",
    ["file", "source KB", "picked", "KB", "SSIM", "candidates (format KB SSIM)"],
  );
  for (const file of [
    "photo/mate-GreenMeadow-1280x1024.jpg",
    "photo/wuffs-harvesters-1165x859.jpeg",
    "png/gnome-help-shell-appts-764x863.png",
    "png/ocrmypdf-baiona_alpha.png",
  ]) {
    const input = read(file);
    const result = await runJob(input, job([], { format: "auto" }, { firstFrame: true }));
    row([
      name(file),
      kb(input.byteLength),
      result.keptOriginal ? "original kept" : result.format,
      kb(result.size),
      score(result.quality),
      (result.candidates ?? []).map((c) => `${c.format} ${kb(c.size)} ${c.quality.toFixed(4)}`).join(", "),
    ]);
  }
  header("webp-lossless: lossless WebP against lossless PNG (OxiPNG), same pixels", [
    "file",
    "PNG lossless KB",
    "WebP lossless KB",
    "WebP / PNG",
  ]);
  for (const file of ["png/gnome-help-shell-appts-764x863.png", "png/ocrmypdf-baiona_alpha.png"]) {
    const image = await pngCodec.decode(read(file));
    const png = await pngCodec.encode(image, pngEncodeOptions({ level: "lossless" }));
    const lossless = await webpCodec.encode(image, { lossless: true });
    row([name(file), kb(png.byteLength), kb(lossless.byteLength), (lossless.byteLength / png.byteLength).toFixed(3)]);
  }
}

// ---------------------------------------------------------------------------------------------
// jpeg-vs-webp-2024
async function jpegVsWebp() {
  header("jpeg-vs-webp: MozJPEG q75 against WebP (libwebp, method 4) at the same nominal quality and at equal SSIM", [
    "file",
    "MP",
    "JPEG q75 KB",
    "JPEG SSIM",
    "JPEG ms",
    "WebP q75 KB",
    "WebP SSIM",
    "WebP ms",
    "WebP at equal SSIM KB (quality)",
    "WebP / JPEG at equal SSIM",
  ]);
  const ratios: number[] = [];
  for (const file of [
    "photo/mate-GreenMeadow-1280x1024.jpg",
    "photo/wuffs-harvesters-1165x859.jpeg",
    "photo/recurser-Landscape_1.jpg",
    "photo/skimage-rocket.jpg",
    "photo/mate-Dune-1680x1050-canon.jpg",
  ]) {
    const image = await jpegCodec.decode(read(file));
    const [jpeg, jpegMs] = await timed(() => jpegCodec.encode(image, { quality: 75 }));
    const jpegScore = ssim(image, await jpegCodec.decode(jpeg));
    const [lossy, webpMs] = await timed(() => webpCodec.encode(image, { quality: 75 }));
    const webpScore = ssim(image, await webpCodec.decode(lossy));
    const matched = await smallestAtScore(image, jpegScore, webp(image), (b) => webpCodec.decode(b));
    if (matched) ratios.push(matched.size / jpeg.byteLength);
    row([
      name(file),
      mp(image).toFixed(2),
      kb(jpeg.byteLength),
      score(jpegScore),
      jpegMs.toFixed(0),
      kb(lossy.byteLength),
      score(webpScore),
      webpMs.toFixed(0),
      matched ? `${kb(matched.size)} (q${matched.quality})` : "none up to q100",
      matched ? (matched.size / jpeg.byteLength).toFixed(3) : "-",
    ]);
  }
  if (ratios.length) {
    const sorted = [...ratios].sort((a, b) => a - b);
    console.log(`WebP / JPEG at equal SSIM: from ${sorted[0]!.toFixed(3)} to ${sorted.at(-1)!.toFixed(3)}`);
  }
  // AVIF on one photo, for the closing section.
  const file = "photo/mate-GreenMeadow-1280x1024.jpg";
  const image = await jpegCodec.decode(read(file));
  const jpegScore = ssim(image, await jpegCodec.decode(await jpegCodec.encode(image, { quality: 75 })));
  const avif = await smallestAtScore(
    image,
    jpegScore,
    (q) => avifCodec.encode(image, { quality: q }),
    (b) => avifCodec.decode(b),
    30,
    80,
  );
  console.log(
    `AVIF (speed 6) at equal SSIM on ${name(file)}: ${avif ? `${kb(avif.size)} KB (quality ${avif.quality}, SSIM ${score(avif.score)})` : "none"}`,
  );
}

// ---------------------------------------------------------------------------------------------
// jpg-to-png-converter
async function jpgToPng() {
  header("jpg-to-png: what converting does to the size (squish convert)", [
    "file",
    "original KB",
    "to",
    "size",
    "format",
    "KB",
    "change",
    "SSIM",
  ]);
  const cases: [string, "png" | "jpeg"][] = [
    ["photo/recurser-Landscape_1.jpg", "png"],
    ["photo/skimage-rocket.jpg", "png"],
    ["png/skimage-astronaut-512x512.png", "jpeg"],
    ["png/gnome-help-screenshot-tool-841x631.png", "jpeg"],
  ];
  for (const [file, to] of cases) {
    const input = read(file);
    const steps: Step[] = to === "jpeg" ? [{ op: "flatten", background: "#ffffff" }] : [];
    const result = await runJob(input, job(steps, { format: to }, { firstFrame: true }));
    const change = result.size / input.byteLength;
    row([
      name(file),
      kb(input.byteLength),
      to,
      `${result.width}x${result.height}`,
      result.format,
      kb(result.size),
      change >= 1 ? `${change.toFixed(2)}x larger` : `${(100 * (1 - change)).toFixed(1)}% smaller`,
      score(result.quality),
    ]);
  }
  // The screenshot kept as PNG, through the PNG optimizer's default level instead.
  const shot = "png/gnome-help-screenshot-tool-841x631.png";
  const input = read(shot);
  const result = await runJob(input, job([], { format: "png", options: pngEncodeOptions({ level: "balanced" }) }));
  row([
    name(shot),
    kb(input.byteLength),
    "png balanced",
    ...resultCells(result).slice(0, 3),
    pct(result.size, input.byteLength) + " smaller",
    score(result.quality),
  ]);
}

// ---------------------------------------------------------------------------------------------
// bulk-image-compression and batch-image-compression
const BATCH = [
  "photo/mate-Dune-1680x1050-canon.jpg",
  "photo/mate-GreenMeadow-1280x1024.jpg",
  "photo/plasma-ColorfulCups-2560x1600-gps.jpg",
  "photo/plasma-FallenLeaf-2560x1600-canon.jpg",
  "photo/plasma-Path-2560x1600-olympus.jpg",
  "photo/recurser-Landscape_1.jpg",
  "photo/wuffs-harvesters-1165x859.jpeg",
  "photo/ianare-canon-sx60-2048x1536-orient6.jpg",
];

async function bulk() {
  header("bulk: eight photos through the JPEG page's default job (fit 2048, quality 75), one at a time", [
    "file",
    "original KB",
    ...RESULT_COLUMNS,
    "ms",
    "metadata removed",
  ]);
  let before = 0;
  let after = 0;
  let total = 0;
  const savings: number[] = [];
  for (const file of BATCH) {
    const input = read(file);
    const [result, ms] = await timed(() => runJob(input, JPEG_PAGE_DEFAULT));
    before += input.byteLength;
    after += result.size;
    total += ms;
    savings.push(1 - result.size / input.byteLength);
    row([
      name(file),
      kb(input.byteLength),
      ...resultCells(result),
      ms.toFixed(0),
      removedLabels(result.metadataRemoved).join(", "),
    ]);
  }
  const sorted = [...savings].sort((a, b) => a - b);
  console.log(
    `total: ${kb(before)} KB -> ${kb(after)} KB (${pct(after, before)} smaller); per file ${(100 * sorted[0]!).toFixed(1)}% to ${(100 * sorted.at(-1)!).toFixed(1)}%; ${(total / 1000).toFixed(1)} s on one thread`,
  );
}

async function batch() {
  const files = [...BATCH.slice(0, 4), "photo/recurser-Landscape_6.jpg"];
  const recipes: [string, ImageJob][] = [
    ["blog: fit 1600, JPEG q75", job([fit(1600)], { format: "jpeg", options: { quality: 75 } })],
    [
      "shop: 1000x1000 square (fill), WebP q80",
      job([{ op: "resize", width: 1000, height: 1000, mode: "fill" }], { format: "webp", options: { quality: 80 } }),
    ],
  ];
  for (const [label, recipe] of recipes) {
    header(`batch: recipe "${label}"`, ["file", "original", "original KB", ...RESULT_COLUMNS, "ms"]);
    let before = 0;
    let after = 0;
    let total = 0;
    for (const file of files) {
      const input = read(file);
      const [result, ms] = await timed(() => runJob(input, recipe));
      before += input.byteLength;
      after += result.size;
      total += ms;
      const dims = file.includes("Landscape_6")
        ? "stored 1200x1800, EXIF orientation 6"
        : name(file).match(/\d+x\d+/)?.[0];
      row([name(file), dims ?? "", kb(input.byteLength), ...resultCells(result), ms.toFixed(0)]);
    }
    console.log(
      `total: ${kb(before)} KB -> ${kb(after)} KB (${pct(after, before)} smaller), ${(total / 1000).toFixed(1)} s`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// mobile-image-optimization
async function mobile() {
  const file = "photo/lomiri-Wine-2560x3837-portrait.jpg";
  const input = read(file);
  header(`mobile: ${name(file)} (${input.byteLength} bytes, portrait) at the widths of a srcset`, [
    "width",
    "JPEG q75 KB",
    "JPEG SSIM",
    "WebP q75 KB",
    "WebP SSIM",
  ]);
  for (const w of [360, 720, 1080, 1440]) {
    const jpeg = await runJob(input, job([width(w)], { format: "jpeg", options: { quality: 75 } }));
    const lossy = await runJob(input, job([width(w)], { format: "webp", options: { quality: 75 } }));
    row([`${jpeg.width}x${jpeg.height}`, kb(jpeg.size), score(jpeg.quality), kb(lossy.size), score(lossy.quality)]);
  }
}

// ---------------------------------------------------------------------------------------------
// image-seo-guide-2024
async function seo() {
  header("seo-metadata: what compression removes, and what keeping the metadata costs", [
    "file",
    "original KB",
    "job",
    "KB",
    "removed",
  ]);
  const phone = "photo/ianare-iphone6-hdr-3264x2448-gps.jpg";
  const input = read(phone);
  for (const [label, keep] of [
    ["fit 2048, q75, metadata stripped (default)", false],
    ["fit 2048, q75, metadata kept (with location)", true],
  ] as const) {
    const result = await runJob(input, { ...JPEG_PAGE_DEFAULT, keepMetadata: keep, keepLocation: keep });
    const removed = Object.entries(result.metadataRemoved)
      .filter(([, v]) => v)
      .map(([k, v]) => (typeof v === "string" ? `${k} (${v})` : k));
    row([name(phone), kb(input.byteLength), label, (result.size / 1024).toFixed(2), removed.join(", ") || "nothing"]);
  }
  const tiny = "photo/exiftool-ExifTool.jpg";
  const tinyInput = read(tiny);
  const result = await runJob(tinyInput, job([], { format: "jpeg", options: { quality: 75 } }));
  row([
    `${name(tiny)} (${result.width}x${result.height} px)`,
    kb(tinyInput.byteLength),
    "quality 75, metadata stripped",
    (result.size / 1024).toFixed(2),
    Object.keys(result.metadataRemoved)
      .filter((k) => result.metadataRemoved[k as keyof typeof result.metadataRemoved])
      .join(", "),
  ]);
}

const SECTIONS: Record<string, () => Promise<void>> = {
  "jpeg-quality": jpegQuality,
  encoders,
  "website-speed": websiteSpeed,
  "png-vs-jpeg": pngVsJpeg,
  transparency,
  "webp-benefits": webpBenefits,
  "jpeg-vs-webp": jpegVsWebp,
  "jpg-to-png": jpgToPng,
  bulk,
  batch,
  mobile,
  seo,
};

const asked = process.argv.slice(2);
const unknown = asked.filter((s) => !(s in SECTIONS));
if (unknown.length) {
  console.error(`Unknown section(s): ${unknown.join(", ")}. Sections: ${Object.keys(SECTIONS).join(", ")}`);
  process.exit(2);
}
const started = performance.now();
console.log(`Blog measurements, corpus ${CORPUS}, Node ${process.version}`);
for (const section of asked.length ? asked : Object.keys(SECTIONS)) {
  const t0 = performance.now();
  await SECTIONS[section]!();
  console.log(`(${section}: ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
