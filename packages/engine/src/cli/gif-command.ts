/**
 * `squish gif FILE [--preset light|balanced|strong] [--lossy N] [--colors N] [--dither]
 * [--drop N] [--max PX]`: the GIF compressor's job, animation kept. A preset gives the starting
 * options and the explicit ones override it, as on the page.
 */
import { gifPreset, type GifAnimationOptions, type GifPresetId } from "../animation/gif-animation-options.ts";
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

const PRESETS: readonly GifPresetId[] = ["light", "balanced", "strong"];

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
  if (o.preset !== undefined && !PRESETS.includes(o.preset as GifPresetId)) {
    return `--preset must be one of ${PRESETS.join(", ")}.`;
  }
  const options: Partial<GifAnimationOptions> = o.preset ? gifPreset(o.preset as GifPresetId) : {};
  const lossy = wholeNumber(o.lossy, "lossy", 0, 200);
  const colors = wholeNumber(o.colors, "colors", 2, 256);
  const drop = wholeNumber(o.drop, "drop", 0, 1000);
  const max = wholeNumber(o.max, "max", 1, 30000);
  for (const value of [lossy, colors, drop, max]) if (typeof value === "string") return value;
  if (typeof lossy === "number") options.lossy = lossy;
  if (typeof colors === "number") options.colors = colors;
  if (typeof drop === "number") options.dropEvery = drop;
  if (o.dither) options.dither = true;
  const steps: Step[] = typeof max === "number" ? [fitWithin(max)] : [];
  return { kind: "animation", steps, output: { format: "gif", options }, measureQuality: true };
}
