/**
 * The GIF compressor's settings and their engine job: a preset a person understands, or their own
 * lossy level, colours, dithering and frame dropping; an optional size limit. Animations stay
 * animations: frames, delays and looping are kept unless frames are dropped on purpose.
 */
import { fitWithin, gifPreset, type AnimationJob, type GifAnimationOptions, type GifPresetId } from "@squish/engine";

export type GifChoice = GifPresetId | "custom";

export interface GifSettings {
  preset: GifChoice;
  custom: GifAnimationOptions;
  /** Fit inside this many pixels; 0 keeps the size. */
  maxSide: number;
  /** Save as an animated WebP instead when that is the smaller file (same frames and timing). */
  webpIfSmaller: boolean;
}

export interface GifFileOptions {
  preset: GifChoice;
}

export function initialGifSettings(): GifSettings {
  return { preset: "balanced", custom: gifPreset("balanced"), maxSide: 0, webpIfSmaller: false };
}

export function gifOptionsFor(settings: GifSettings, options: Partial<GifFileOptions>): GifAnimationOptions {
  const choice = options.preset ?? settings.preset;
  return choice === "custom" ? settings.custom : gifPreset(choice);
}

export function gifRecipe(settings: GifSettings, options: Partial<GifFileOptions>): AnimationJob {
  const box = settings.maxSide;
  return {
    kind: "animation",
    steps: box > 0 ? [fitWithin(box)] : [],
    output: {
      format: "gif",
      options: { ...gifOptionsFor(settings, options), ...(settings.webpIfSmaller && { toWebpIfSmaller: true }) },
    },
    measureQuality: true,
  };
}

export function describeGif(settings: GifSettings, options: Partial<GifFileOptions>): string {
  const choice = options.preset ?? settings.preset;
  const o = gifOptionsFor(settings, options);
  const extras = [
    o.dropEvery ? `every ${o.dropEvery}th frame dropped` : "",
    settings.webpIfSmaller ? "animated WebP if smaller" : "",
  ].filter(Boolean);
  return `Compressed (${choice === "custom" ? "custom" : choice}: lossy ${o.lossy}, ${o.colors} colours${extras.map((e) => `, ${e}`).join("")})`;
}
