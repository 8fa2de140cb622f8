/**
 * The command-line interface: the same engine and the same jobs the site runs, for scripts.
 *
 *   squish compress photo.jpg --quality 75 --out dir/
 *   squish compress photo.jpg --smart [low|balanced|high]     (the lowest quality that looks the same)
 *   squish resize photo.jpg --width 1200 --height 800 --mode fill      (or --percent 50)
 *   squish crop photo.jpg --ratio 16:9                                 (or --rect x,y,w,h)
 *   squish watermark photo.jpg --text "© Ada" --position bottom-right --opacity 50   (or --image logo.png)
 *   squish convert photo.heic --to jpeg|png|webp|avif|gif|auto
 *   squish gif animation.gif --preset balanced --lossy 80 --colors 128   (animation kept)
 *   squish webp photo.png --quality 80, or animation.webp --lossless      (animation kept)
 *   squish pdf report.pdf --level recommended [--password P]           (text stays text)
 *   squish run chain.json *.jpg --out web/            (a workspace chain: every step, one encode)
 */
import { mkdir, readFile } from "node:fs/promises";
import { basename, extname } from "node:path";
import { parseArgs } from "node:util";
import { isSmartLevel, SMART_DEFAULT_LEVEL, SMART_LEVELS } from "@squish/shared/perceived-quality";
import { SMART_TARGETS } from "../pipeline/smart-quality.ts";
import { isAnimation } from "../animation/read-animation.ts";
import { runAnyJob } from "../pipeline/run-any-job.ts";
import { describePdf } from "./pdf-command.ts";
import { useNodeWasm } from "../wasm/node-wasm.ts";
import { buildCommand, smartRefused, UsageError, type Command, type CommandOptions } from "./commands.ts";
import { describeResult } from "./describe-result.ts";
import { runChainCommand } from "./run-command.ts";
import { writeResults } from "./write-results.ts";

const USAGE = `Usage: squish <command> FILE... [options] [--out DIR]
       squish run CHAIN.json FILE... [--out DIR]

  compress   re-encode in the same format (JPEG with MozJPEG, PNG with OxiPNG, ...)  [--quality N] [--max PX]
             or [--smart [low|balanced|high]]: each photo's lowest quality that still looks the same
             (SSIMULACRA 2 at least ${SMART_LEVELS.map((l) => SMART_TARGETS[l]).join(", ")} on a sample of the photo; JPEG, WebP and AVIF
             still pictures; an animation keeps its fixed quality)
  png        lossless PNG with OxiPNG
  webp       compress or convert to WebP; animated WebP and GIF stay animated  [--quality N | --smart [LEVEL]]
             [--lossless [--near-lossless 0-100]] [--alpha-quality 0-100] [--effort 0-6] [--drop N]
  avif       convert to AVIF  [--quality N | --smart [LEVEL]]
  resize     --width W --height H [--mode fit|fill|stretch] [--enlarge], or --percent P, or --max PX
  crop       --ratio 16:9 (centred), or --rect x,y,width,height (pixels)
  watermark  --text TEXT [--font sans|serif|mono|display] [--color #fff] [--size PERCENT] or --image LOGO;
             [--position bottom-right|...|center|tiled] [--opacity 0-100] [--rotation DEG]
  convert    --to jpeg|png|webp|avif|gif|auto [--quality N] [--background #ffffff]  (HEIC, BMP, GIF in)
  gif        compress a GIF, animation kept  [--preset light|balanced|strong] [--lossy 0-200]
             [--colors 2-256] [--dither] [--drop N (every n-th frame)] [--max PX]
  pdf        compress a PDF, text kept as text  [--level extreme|recommended|light] [--password P]
  run        CHAIN.json FILE...: a chain exported from the workspace, every step in order, one encode;
             named by its Rename step, otherwise NAME.EXT of the format written

Files are written to --out (default: the current folder) as compressed_NAME, resized_NAME,
cropped_NAME, watermarked_NAME, or NAME.NEWEXT for convert and run (unless the chain renames);
originals are never changed.`;

const STRING_OPTIONS = [
  "quality",
  "max",
  "width",
  "height",
  "percent",
  "mode",
  "ratio",
  "rect",
  "text",
  "image",
  "position",
  "opacity",
  "size",
  "font",
  "color",
  "rotation",
  "to",
  "background",
  "preset",
  "lossy",
  "colors",
  "drop",
  "level",
  "password",
  "near-lossless",
  "alpha-quality",
  "effort",
  "smart",
] as const;

/** `--smart` given alone means its middle level; parseArgs would otherwise take the next file as its value. */
export function withSmartLevel(argv: readonly string[]): string[] {
  return argv.flatMap((arg, i) =>
    arg === "--smart" && !isSmartLevel(argv[i + 1]) ? [`--smart=${SMART_DEFAULT_LEVEL}`] : [arg],
  );
}

async function withLogo(command: Command): Promise<Command> {
  if (command.logo === undefined) return command;
  const bytes = new Uint8Array(await readFile(command.logo));
  const steps = command.job.steps.map((step) =>
    step.op === "watermark" && step.mark.kind === "image" ? { ...step, mark: { ...step.mark, bytes } } : step,
  );
  return { ...command, job: { ...command.job, steps } };
}

export async function main(argv: string[], log: (line: string) => void = console.log): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: withSmartLevel(argv),
      allowPositionals: true,
      options: {
        ...Object.fromEntries(STRING_OPTIONS.map((name) => [name, { type: "string" as const }])),
        quality: { type: "string", short: "q" },
        max: { type: "string", short: "m" },
        enlarge: { type: "boolean" },
        dither: { type: "boolean" },
        lossless: { type: "boolean" },
        out: { type: "string", short: "o", default: "." },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    log(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [name, ...files] = parsed.positionals;
  if (parsed.values.help || !name) {
    log(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  if (name === "run") {
    // A chain says its own compress step's quality.
    if ((parsed.values as CommandOptions).smart !== undefined) {
      log(smartRefused(name).message);
      return 2;
    }
    const [chain, ...images] = files;
    if (!chain || images.length === 0) {
      log(`${chain ? "No files given." : "No chain file given."}\n\n${USAGE}`);
      return 2;
    }
    return runChainCommand(chain, images, parsed.values.out as string, log);
  }
  let command: Command | null;
  try {
    command = buildCommand(name, parsed.values as CommandOptions);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    log(error.message);
    return 2;
  }
  if (!command || files.length === 0) {
    log(`${command ? "No files given." : `Unknown command "${name}".`}\n\n${USAGE}`);
    return 2;
  }

  useNodeWasm();
  const out = parsed.values.out as string;
  await mkdir(out, { recursive: true });
  try {
    command = await withLogo(command);
  } catch (error) {
    log(`The logo ${command.logo} could not be read: ${(error as Error).message}`);
    return 2;
  }
  const { animatedJob, job: stillJob, prefix } = command;
  return writeResults(
    files,
    out,
    log,
    async (input, file) => {
      const job = animatedJob && (await isAnimation(input)) ? animatedJob : stillJob;
      // runAnyJob keeps an animation animated through an edit (resize, crop, watermark, convert).
      const result = await runAnyJob(input, job, { fileName: basename(file) });
      return { result, outName: `${prefix}${basename(file, extname(file))}.${result.extension}` };
    },
    (file, result, outName) =>
      result.kind === "document" ? describePdf(file, result, outName) : describeResult(file, result, outName),
  );
}
