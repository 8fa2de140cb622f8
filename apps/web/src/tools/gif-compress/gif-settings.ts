/**
 * The GIF compressor's settings and their engine job: a preset a person understands, or their own
 * lossy level, colours, dithering and frame dropping; an optional size limit. Animations stay
 * animations: frames, delays and looping are kept unless frames are dropped on purpose.
 */
import { gifPreset, type AnimationJob, type GifAnimationOptions, type GifPresetId } from "@squish/engine";

export type GifChoice = GifPresetId | "custom";

export interface GifSettings {
  preset: GifChoice;
  custom: GifAnimationOptions;
  /** Fit inside this many pixels; 0 keeps the size. */
  maxSide: number;
}

export interface GifFileOptions {
  preset: GifChoice;
}

export function initialGifSettings(): GifSettings {
  return { preset: "balanced", custom: gifPreset("balanced"), maxSide: 0 };
}

export function gifOptionsFor(settings: GifSettings, options: Partial<GifFileOptions>): GifAnimationOptions {
  const choice = options.preset ?? settings.preset;
  return choice === "custom" ? settings.custom : gifPreset(choice);
}

export function gifRecipe(settings: GifSettings, options: Partial<GifFileOptions>): AnimationJob {
  const box = settings.maxSide;
  return {
    kind: "animation",
    steps: box > 0 ? [{ op: "resize", width: box, height: box, mode: "fit" }] : [],
    output: { format: "gif", options: gifOptionsFor(settings, options) },
    measureQuality: true,
  };
}

export function describeGif(settings: GifSettings, options: Partial<GifFileOptions>): string {
  const choice = options.preset ?? settings.preset;
  const o = gifOptionsFor(settings, options);
  return `Compressed (${choice === "custom" ? "custom" : choice}: lossy ${o.lossy}, ${o.colors} colours${o.dropEvery ? `, every ${o.dropEvery}th frame dropped` : ""})`;
}
