/**
 * `squish webp FILE [--quality N | --lossless [--near-lossless N]] [--alpha-quality N]
 * [--effort 0-6] [--drop N]`: the WebP compressor's jobs. A still picture (JPEG, PNG, WebP...)
 * becomes a WebP; an animation (animated WebP or GIF) stays animated, every frame and delay kept.
 */
import type { WebpCompressSettings } from "@squish/shared/steps/compress";
import { compressAnimationOutput, compressOutput } from "../kits/compress.ts";
import type { AnimationJob, ImageJob } from "../pipeline/job.ts";
import { wholeNumber } from "./gif-command.ts";

export interface WebpCommandOptions {
  quality?: string;
  lossless?: boolean;
  "near-lossless"?: string;
  "alpha-quality"?: string;
  effort?: string;
  drop?: string;
}

/** The still and the animation job, or the sentence explaining a wrong option. */
export function webpJobs(o: WebpCommandOptions): { still: ImageJob; animated: AnimationJob } | string {
  const values = {
    quality: wholeNumber(o.quality, "quality", 1, 100),
    nearLossless: wholeNumber(o["near-lossless"], "near-lossless", 0, 100),
    alphaQuality: wholeNumber(o["alpha-quality"], "alpha-quality", 0, 100),
    effort: wholeNumber(o.effort, "effort", 0, 6),
    drop: wholeNumber(o.drop, "drop", 0, 1000),
  };
  const wrong = Object.values(values).find((value) => typeof value === "string");
  if (typeof wrong === "string") return wrong;
  const { quality, nearLossless, alphaQuality, effort, drop } = values as Record<
    keyof typeof values,
    number | undefined
  >;
  if (nearLossless !== undefined && !o.lossless) return "--near-lossless needs --lossless.";
  // Without --lossless no mode is named: lossy, libwebp's own way, with only the options given.
  const mode = o.lossless ? (nearLossless !== undefined ? "near-lossless" : "lossless") : undefined;
  const settings: WebpCompressSettings = { mode, quality, nearLossless, alphaQuality, effort };
  const output = compressAnimationOutput({ format: "webp", ...settings, dropEvery: drop });
  return {
    still: { kind: "image", steps: [], output: compressOutput({ format: "webp", ...settings }), measureQuality: true },
    animated: { kind: "animation", steps: [], output, measureQuality: true },
  };
}
