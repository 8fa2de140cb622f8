/**
 * GIF rows of `npm run bench:engine`: the GIF compressor (`kind: "animation"` jobs, MIT code:
 * omggif, gifenc, our frame optimiser and lossy LZW) against native gifsicle
 * `-O3 --lossy=80 --colors 128`, the reference, on every GIF of the corpus. Bytes, mean
 * frame SSIM against the source's composed frames (the engine's score), and time. "Matched" is
 * our smallest file, over a small grid of lossy levels and palette sizes, whose mean frame SSIM is
 * at least gifsicle's: the target is bytes no more than gifsicle's at equal or better SSIM.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { GIF_PRESETS } from "../packages/engine/src/animation/gif-animation-options.ts";
import { decodeGifFrames, type GifAnimation } from "../packages/engine/src/animation/gif-frames.ts";
import type { RgbaImage } from "../packages/engine/src/image.ts";
import type { GifAnimationOptions } from "../packages/engine/src/animation/gif-animation-options.ts";
import { meanFrameSsim, runAnimationJob } from "../packages/engine/src/pipeline/run-animation-job.ts";
import { CORPUS_DIR } from "./corpus-files.ts";
import { mean, ratio, time } from "./engine-helpers.ts";

const GIFSICLE_ARGS = ["-O3", "--lossy=80", "--colors", "128"];
const GRID: Partial<GifAnimationOptions>[] = [256, 128].flatMap((colors) =>
  [0, 10, 20, 30, 40, 50, 60, 80, 100, 130, 160, 200].map((lossy) => ({ colors, lossy })),
);

function gifsicleVersion(): string | null {
  const run = spawnSync("gifsicle", ["--version"], { encoding: "utf8" });
  return run.error ? null : (run.stdout.split("\n")[0] ?? "unknown version");
}

/**
 * The output frame on screen when each source frame starts: gifsicle may merge frames that do not
 * change, so frames are matched by time rather than by number.
 */
function framesAtSourceTimes(source: GifAnimation, output: GifAnimation): RgbaImage[] {
  const starts: number[] = [];
  let t = 0;
  for (const f of output.frames) {
    starts.push(t);
    t += f.delay;
  }
  let at = 0;
  return source.frames.map((frame) => {
    let k = 0;
    while (k + 1 < starts.length && starts[k + 1]! <= at) k++;
    at += frame.delay;
    return output.frames[k]!.image;
  });
}

async function ours(input: Uint8Array, source: GifAnimation, options: Partial<GifAnimationOptions>) {
  const [result, ms] = await time(() =>
    runAnimationJob(input, { kind: "animation", steps: [], output: { format: "gif", options } }),
  );
  // Scored as gifsicle's output is: SSIM of each source frame against what shows at its time.
  const written = await decodeGifFrames(result.bytes);
  const ssim = meanFrameSsim(
    source.frames.map((f) => f.image),
    framesAtSourceTimes(source, written),
  );
  return { bytes: result.size, ssim, ms };
}

export async function gifBench() {
  const version = gifsicleVersion();
  const dir = join(CORPUS_DIR, "gif");
  const files = readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith(".gif"))
    .sort()
    .map((f) => join(dir, f));
  const balanced = GIF_PRESETS.find((p) => p.id === "balanced")!.options;
  const strong = GIF_PRESETS.find((p) => p.id === "strong")!.options;
  console.log(
    `\nGIF: ours (Balanced: lossy ${balanced.lossy}, ${balanced.colors} colours; Strong: lossy ${strong.lossy}, ${strong.colors} colours) vs native ${version ?? "gifsicle (not installed: apt-get install -y gifsicle)"} ${GIFSICLE_ARGS.join(" ")}; one run each`,
  );
  console.log(
    "(SSIM: mean over frames of the engine's score against the source's composed frames; ours keeps the original when not smaller, and that counts)",
  );
  console.log(
    "file | frames | source KB | gifsicle KB | gifsicle SSIM | gifsicle ms | Balanced KB | Balanced SSIM | Strong KB | Strong SSIM | Strong ms | Strong bytes ratio | matched KB | matched SSIM | matched (lossy, colours) | matched ratio",
  );
  const rows: { ratio: number; matched: number; ssimDiff: number; src: number; gs: number; ours: number; m: number }[] =
    [];
  for (const file of files) {
    const input = new Uint8Array(readFileSync(file));
    const source = await decodeGifFrames(input);
    const sourceFrames = source.frames.map((f) => f.image);
    let gs: { bytes: number; ssim: number; ms: number; frames: number } | null = null;
    if (version) {
      const started = performance.now();
      const run = spawnSync("gifsicle", [...GIFSICLE_ARGS, file], { maxBuffer: 1 << 28 });
      const ms = performance.now() - started;
      if (run.status === 0) {
        const out = new Uint8Array(run.stdout);
        const decoded = await decodeGifFrames(out);
        gs = {
          bytes: out.byteLength,
          ssim: meanFrameSsim(sourceFrames, framesAtSourceTimes(source, decoded)),
          frames: decoded.frames.length,
          ms,
        };
      }
    }
    const gentle = await ours(input, source, balanced);
    const mine = await ours(input, source, strong);
    // Our smallest file at an SSIM at least gifsicle's (or at least Strong's without gifsicle).
    const floor = gs?.ssim ?? mine.ssim;
    let matched: { bytes: number; ssim: number; label: string } | null = null;
    for (const options of GRID) {
      const r = await ours(input, source, options);
      if (r.ssim >= floor && (!matched || r.bytes < matched.bytes)) {
        matched = { bytes: r.bytes, ssim: r.ssim, label: `${options.lossy}, ${options.colors}` };
      }
    }
    const reference = gs?.bytes ?? input.byteLength;
    rows.push({
      ratio: mine.bytes / reference,
      matched: (matched?.bytes ?? input.byteLength) / reference,
      ssimDiff: mine.ssim - (gs?.ssim ?? 1),
      src: input.byteLength,
      gs: reference,
      ours: mine.bytes,
      m: matched?.bytes ?? input.byteLength,
    });
    const kb = (n: number) => (n / 1024).toFixed(1);
    console.log(
      [
        basename(file),
        gs && gs.frames !== source.frames.length
          ? `${source.frames.length} (gifsicle ${gs.frames})`
          : source.frames.length,
        kb(input.byteLength),
        gs ? kb(gs.bytes) : "-",
        gs ? gs.ssim.toFixed(4) : "-",
        gs ? gs.ms.toFixed(0) : "-",
        kb(gentle.bytes),
        gentle.ssim.toFixed(4),
        kb(mine.bytes),
        mine.ssim.toFixed(4),
        mine.ms.toFixed(0),
        ratio(mine.bytes, reference),
        matched ? kb(matched.bytes) : "none",
        matched ? matched.ssim.toFixed(4) : "-",
        matched ? matched.label : "-",
        matched ? ratio(matched.bytes, reference) : "-",
      ].join(" | "),
    );
  }
  const total = (k: "src" | "gs" | "ours" | "m") => rows.reduce((s, r) => s + r[k], 0);
  console.log(
    `mean | | | | | | | | | | | ${mean(rows.map((r) => r.ratio)).toFixed(3)} | | | | ${mean(rows.map((r) => r.matched)).toFixed(3)}`,
  );
  console.log(
    `total KB: source ${(total("src") / 1024).toFixed(0)}, gifsicle ${(total("gs") / 1024).toFixed(0)}, ours Strong ${(total("ours") / 1024).toFixed(0)}, ours matched ${(total("m") / 1024).toFixed(0)}; mean SSIM difference Strong - gifsicle ${mean(rows.map((r) => r.ssimDiff)).toFixed(4)}`,
  );
}
