/**
 * The command line's commands as jobs: each turns its options into the same steps and output a
 * tool page would build, so the command line and the site give the same files.
 */
import {
  DEFAULT_LOGO_WIDTH,
  DEFAULT_TEXT_WATERMARK,
  WATERMARK_ANCHORS,
  type WatermarkPosition,
} from "@squish/shared/steps/watermark";
import { CHAIN_FORMATS, type ChainFormat } from "@squish/shared/chain";
import { isSmartLevel, SMART_LEVELS, type SmartLevel } from "@squish/shared/perceived-quality";
import { RESIZE_MODES, type ResizeMode } from "@squish/shared/steps/resize";
import { compressOutput } from "../kits/compress.ts";
import { cropStepFrom } from "../kits/crop.ts";
import { convertOutput } from "../kits/output.ts";
import { fitWithin, resizeStepFrom } from "../kits/resize.ts";
import { watermarkStepFrom } from "../kits/watermark.ts";
import { isFontId, WATERMARK_FONTS, type FontId } from "../ops/text/fonts.ts";
import type { AnimationJob, DocumentJob, ImageJob, ImageOutput } from "../pipeline/job.ts";
import { pdfJob, type PdfCommandOptions } from "./pdf-command.ts";
import { gifJob, type GifCommandOptions } from "./gif-command.ts";
import { webpJobs, type WebpCommandOptions } from "./webp-command.ts";
import type { Step } from "../steps/step.ts";

export interface CommandOptions extends GifCommandOptions, PdfCommandOptions, WebpCommandOptions {
  quality?: string;
  /** low, balanced or high: Smart quality instead of a fixed one (compress, webp, avif). */
  smart?: string;
  max?: string;
  width?: string;
  height?: string;
  percent?: string;
  mode?: string;
  enlarge?: boolean;
  ratio?: string;
  rect?: string;
  text?: string;
  image?: string;
  position?: string;
  opacity?: string;
  size?: string;
  font?: string;
  color?: string;
  rotation?: string;
  to?: string;
  background?: string;
}

export interface Command {
  job: ImageJob | AnimationJob | DocumentJob;
  /** `compressed_`, `resized_`...; empty for convert, which changes only the extension. */
  prefix: string;
  /** For animations (animated WebP, GIF with several frames), when the command keeps them animated. */
  animatedJob?: AnimationJob;
  /** Files the job needs read first (a watermark logo), by option name. */
  logo?: string;
}

/** A wrong option: the message is shown with exit code 2. */
export class UsageError extends Error {}

function number(value: string | undefined, name: string, min: number, max: number, whole = true) {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || (whole && !Number.isInteger(n)) || n < min || n > max) {
    throw new UsageError(`--${name} must be a ${whole ? "whole " : ""}number from ${min} to ${max}.`);
  }
  return n;
}

function numbers(value: string, name: string, count: number, separator: RegExp): number[] {
  const parts = value.split(separator).map(Number);
  if (parts.length !== count || parts.some((n) => !Number.isFinite(n) || n < 0)) {
    throw new UsageError(`--${name} must be ${count} numbers, such as ${name === "ratio" ? "16:9" : "0,0,800,600"}.`);
  }
  return parts;
}

function quality(o: CommandOptions) {
  return number(o.quality, "quality", 1, 100);
}

/** --smart's level, or nothing; it chooses the quality, so --quality cannot be given too. */
function smart(o: CommandOptions): { smart: SmartLevel } | Record<string, never> {
  if (o.smart === undefined) return {};
  if (!isSmartLevel(o.smart))
    throw new UsageError(`--smart must be ${SMART_LEVELS.join(", ")} (or given alone: balanced).`);
  if (o.quality !== undefined)
    throw new UsageError("--smart chooses the quality itself: give --smart or --quality, not both.");
  return { smart: o.smart };
}

/** The source's own format, at --quality when given, else at its encoder's usual one. */
function sameFormat(o: CommandOptions): ImageOutput {
  return compressOutput({ format: "same", quality: quality(o) });
}

function resizeStep(o: CommandOptions): Step {
  const percent = number(o.percent, "percent", 1, 1000, false);
  const width = number(o.width, "width", 1, 30000);
  const height = number(o.height, "height", 1, 30000);
  const max = number(o.max, "max", 1, 30000);
  if (o.mode !== undefined && !(RESIZE_MODES as readonly string[]).includes(o.mode)) {
    throw new UsageError(`--mode must be ${RESIZE_MODES.slice(0, -1).join(", ")} or ${RESIZE_MODES.at(-1)}.`);
  }
  const enlarge = o.enlarge ? { enlarge: true } : {};
  if (percent !== undefined) return resizeStepFrom({ percent, ...enlarge });
  if (width === undefined && height === undefined) {
    // No size at all is a missing option, not a request for a recompressed copy at a default box.
    if (max === undefined) throw new UsageError("resize needs --width, --height (or both), --percent P or --max PX.");
    return fitWithin(max);
  }
  return resizeStepFrom({
    ...(width !== undefined && { width }),
    ...(height !== undefined && { height }),
    ...(o.mode !== undefined && { mode: o.mode as ResizeMode }),
    ...enlarge,
  });
}

function cropStep(o: CommandOptions): Step {
  if (o.rect !== undefined) {
    const [x, y, width, height] = numbers(o.rect, "rect", 4, /,/);
    return cropStepFrom({ rect: { x: x!, y: y!, width: width!, height: height! } });
  }
  if (o.ratio !== undefined) {
    const [width, height] = numbers(o.ratio, "ratio", 2, /[:x/]/);
    if (!(width! > 0 && height! > 0)) throw new UsageError("--ratio needs two numbers above 0, such as 16:9.");
    return cropStepFrom({ ratio: { width: width!, height: height! } });
  }
  throw new UsageError("crop needs --ratio W:H or --rect x,y,width,height.");
}

function fontOption(font: string | undefined): FontId {
  if (font === undefined) return DEFAULT_TEXT_WATERMARK.font;
  if (!isFontId(font)) throw new UsageError(`--font must be one of ${WATERMARK_FONTS.map((f) => f.id).join(", ")}.`);
  return font;
}

/** The watermark kit's defaults (shared steps/watermark.ts) with the options given: the page's mark. */
function watermarkStep(o: CommandOptions): Step {
  const position = o.position ?? DEFAULT_TEXT_WATERMARK.position;
  if (position !== "tiled" && !(WATERMARK_ANCHORS as readonly string[]).includes(position)) {
    throw new UsageError(`--position must be one of ${WATERMARK_ANCHORS.join(", ")} or tiled.`);
  }
  const opacity = number(o.opacity, "opacity", 0, 100) ?? DEFAULT_TEXT_WATERMARK.opacity;
  const rotation = number(o.rotation, "rotation", -360, 360) ?? DEFAULT_TEXT_WATERMARK.rotation;
  const size = number(o.size, "size", 1, 100, false);
  const common = { ...DEFAULT_TEXT_WATERMARK, opacity, rotation, position: position as WatermarkPosition };
  if (o.image !== undefined) {
    // The logo's bytes are read by the caller (Command.logo) and put in before the job runs.
    return watermarkStepFrom(common, { bytes: new Uint8Array(), width: size ?? DEFAULT_LOGO_WIDTH });
  }
  if (!o.text) throw new UsageError("watermark needs --text TEXT or --image LOGO.");
  return watermarkStepFrom({
    ...common,
    text: o.text,
    font: fontOption(o.font),
    ...(size !== undefined && { size }),
    ...(o.color !== undefined && { color: o.color }),
  });
}

/** The commands whose quality --smart can choose. */
const SMART_COMMANDS = ["compress", "webp", "avif"];

export function buildCommand(name: string, o: CommandOptions): Command | null {
  const command = commandFor(name, o);
  if (command && o.smart !== undefined && !SMART_COMMANDS.includes(name)) throw smartRefused(name);
  return command;
}

/** --smart on a command whose quality it cannot choose. */
export const smartRefused = (name: string) =>
  new UsageError(`--smart applies to ${SMART_COMMANDS.join(", ")}, not ${name}.`);

function commandFor(name: string, o: CommandOptions): Command | null {
  switch (name) {
    case "compress": {
      const max = number(o.max, "max", 1, 30000);
      const steps: Step[] = max === undefined ? [] : [fitWithin(max, { even: true })];
      const job: ImageJob = { kind: "image", steps, output: sameFormat(o), measureQuality: true, ...smart(o) };
      return { prefix: "compressed_", job };
    }
    case "png":
      // No level: lossless, OxiPNG at its usual effort.
      return { prefix: "compressed_", job: { kind: "image", steps: [], output: compressOutput({ format: "png" }) } };
    case "webp": {
      const jobs = webpJobs(o);
      if (typeof jobs === "string") throw new UsageError(jobs);
      if (o.lossless && o.smart !== undefined)
        throw new UsageError("--smart chooses a lossy quality: not with --lossless.");
      return { prefix: "compressed_", job: { ...jobs.still, ...smart(o) }, animatedJob: jobs.animated };
    }
    case "avif": {
      const output = compressOutput({ format: "avif", quality: quality(o) });
      return { prefix: "compressed_", job: { kind: "image", steps: [], output, measureQuality: true, ...smart(o) } };
    }
    case "resize":
      return { prefix: "resized_", job: { kind: "image", steps: [resizeStep(o)], output: sameFormat(o) } };
    case "crop":
      return {
        prefix: "cropped_",
        job: {
          kind: "image",
          steps: [cropStep(o)],
          output: o.quality ? sameFormat(o) : { format: "same", options: { quality: "source" } },
        },
      };
    case "watermark":
      return {
        prefix: "watermarked_",
        job: { kind: "image", steps: [watermarkStep(o)], output: sameFormat(o) },
        ...(o.image !== undefined && { logo: o.image }),
      };
    case "convert": {
      const to = o.to as ChainFormat | undefined;
      if (!to || !CHAIN_FORMATS.includes(to)) throw new UsageError(`--to must be one of ${CHAIN_FORMATS.join(", ")}.`);
      const q = quality(o);
      // As on the site: the fill colour matters only where the format has no transparency.
      const steps: Step[] = to === "jpeg" ? [{ op: "flatten", background: o.background ?? "#ffffff" }] : [];
      // As the format converter: each format's usual quality unless --quality is given.
      const output = convertOutput(to, q);
      return { prefix: "", job: { kind: "image", steps, output, measureQuality: true, firstFrame: true } };
    }
    case "gif": {
      const job = gifJob(o);
      if (typeof job === "string") throw new UsageError(job);
      return { prefix: "compressed_", job };
    }
    case "pdf": {
      const job = pdfJob(o);
      if (typeof job === "string") throw new UsageError(job);
      return { prefix: "compressed_", job };
    }
    default:
      return null;
  }
}
