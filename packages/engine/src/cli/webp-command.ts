/**
 * `squish webp FILE [--quality N | --lossless [--near-lossless N]] [--alpha-quality N]
 * [--effort 0-6] [--drop N]`: the WebP compressor's jobs. A still picture (JPEG, PNG, WebP...)
 * becomes a WebP; an animation (animated WebP or GIF) stays animated, every frame and delay kept.
 */
import type { WebpOptions } from "../codecs/webp.ts";
import type { WebpAnimationOptions } from "../animation/write-webp-animation.ts";
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
    method: wholeNumber(o.effort, "effort", 0, 6),
    drop: wholeNumber(o.drop, "drop", 0, 1000),
  };
  const wrong = Object.values(values).find((value) => typeof value === "string");
  if (typeof wrong === "string") return wrong;
  const { quality, nearLossless, alphaQuality, method, drop } = values as Record<
    keyof typeof values,
    number | undefined
  >;
  if (nearLossless !== undefined && !o.lossless) return "--near-lossless needs --lossless.";
  const options: Partial<WebpOptions> = {
    ...(o.lossless && { lossless: true }),
    ...(quality !== undefined && { quality }),
    ...(nearLossless !== undefined && { nearLossless }),
    ...(alphaQuality !== undefined && { alphaQuality }),
    ...(method !== undefined && { method }),
  };
  const animation: Partial<WebpAnimationOptions> = { ...options, ...(drop !== undefined && { dropEvery: drop }) };
  return {
    still: { kind: "image", steps: [], output: { format: "webp", options }, measureQuality: true },
    animated: { kind: "animation", steps: [], output: { format: "webp", options: animation }, measureQuality: true },
  };
}
