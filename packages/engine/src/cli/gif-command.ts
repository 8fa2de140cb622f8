/**
 * `squish gif FILE [--preset light|balanced|strong] [--lossy N] [--colors N] [--dither]
 * [--drop N] [--max PX]`: the GIF compressor's job, animation kept. A preset gives the starting
 * options and the explicit ones override it, as on the page.
 */
import { GIF_PRESET_IDS, type GifPresetId } from "@squish/shared/steps/compress";
import { compressAnimationOutput } from "../kits/compress.ts";
import { fitWithin } from "../kits/resize.ts";
import type { AnimationJob } from "../pipeline/job.ts";
import type { Step } from "../steps/step.ts";

export interface GifCommandOptions {
  preset?: string;
  lossy?: string;
  colors?: string;
  dither?: boolean;
  drop?: string;
  max?: string;
}

/** A whole number in range, or a message for the usage error. */
export function wholeNumber(
  value: string | undefined,
  name: string,
  min: number,
  max: number,
): number | string | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : `--${name} must be a whole number from ${min} to ${max}.`;
}

/** The job, or the sentence explaining a wrong option. */
export function gifJob(o: GifCommandOptions): AnimationJob | string {
  if (o.preset !== undefined && !(GIF_PRESET_IDS as readonly string[]).includes(o.preset)) {
    return `--preset must be one of ${GIF_PRESET_IDS.join(", ")}.`;
  }
  const values = {
    lossy: wholeNumber(o.lossy, "lossy", 0, 200),
    colors: wholeNumber(o.colors, "colors", 2, 256),
    drop: wholeNumber(o.drop, "drop", 0, 1000),
    max: wholeNumber(o.max, "max", 1, 30000),
  };
  const wrong = Object.values(values).find((value) => typeof value === "string");
  if (typeof wrong === "string") return wrong;
  const { lossy, colors, drop, max } = values as Record<keyof typeof values, number | undefined>;
  // The preset's values, with those given by hand over them, as on the page.
  const output = compressAnimationOutput({
    format: "gif",
    ...(o.preset && { preset: o.preset as GifPresetId }),
    lossy,
    colors,
    dropEvery: drop,
    ...(o.dither && { dither: true }),
  });
  const steps: Step[] = max !== undefined ? [fitWithin(max)] : [];
  return { kind: "animation", steps, output, measureQuality: true };
}
