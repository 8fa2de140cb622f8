/**
 * The GIF compressor's settings and their engine job: a preset a person understands, or their own
 * lossy level, colours, dithering and frame dropping; an optional size limit. Animations stay
 * animations: frames, delays and looping are kept unless frames are dropped on purpose.
 */
import {
  compressAnimationOutput,
  fitWithin,
  gifEncodeOptions,
  gifPreset,
  type AnimationJob,
  type GifAnimationOptions,
} from "@squish/engine";
import { GIF_DEFAULT_PRESET, type GifCompressSettings, type GifPresetId } from "@squish/shared/steps/compress";

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
  return { preset: GIF_DEFAULT_PRESET, custom: gifPreset(GIF_DEFAULT_PRESET), maxSide: 0, webpIfSmaller: false };
}

/** The compress kit's settings for the card's choice or the panel's: a preset, or all four values of one's own. */
export function gifCompressSettings(settings: GifSettings, options: Partial<GifFileOptions>): GifCompressSettings {
  const choice = options.preset ?? settings.preset;
  return choice === "custom" ? { ...settings.custom } : { preset: choice };
}

export function gifRecipe(settings: GifSettings, options: Partial<GifFileOptions>): AnimationJob {
  const box = settings.maxSide;
  return {
    kind: "animation",
    steps: box > 0 ? [fitWithin(box)] : [],
    output: compressAnimationOutput({
      format: "gif",
      ...gifCompressSettings(settings, options),
      webpIfSmaller: settings.webpIfSmaller,
    }),
    measureQuality: true,
  };
}

export function describeGif(settings: GifSettings, options: Partial<GifFileOptions>): string {
  const choice = options.preset ?? settings.preset;
  const o = gifEncodeOptions(gifCompressSettings(settings, options));
  const extras = [
    o.dropEvery ? `every ${o.dropEvery}th frame dropped` : "",
    settings.webpIfSmaller ? "animated WebP if smaller" : "",
  ].filter(Boolean);
  return `Compressed (${choice === "custom" ? "custom" : choice}: lossy ${o.lossy}, ${o.colors} colours${extras.map((e) => `, ${e}`).join("")})`;
}
