/**
 * The WebP compressor's settings and their engine jobs. WebP files are compressed again (never
 * handed back bigger), JPEG and PNG become WebP; an animated WebP stays animated, every frame,
 * delay and the loop kept. Lossy with a quality (presets a person understands), lossless, or
 * near-lossless; the transparency plane's quality and the encoder's effort are there to set.
 */
import {
  fitWithin,
  type AnimationJob,
  type ImageJob,
  type WebpAnimationOptions,
  type WebpOptions,
} from "@squish/engine";
import type { UserDefaults } from "../framework/tool-definition.ts";
import type { ProbedFile } from "../framework/file-item.ts";

export type WebpMode = "lossy" | "lossless" | "near-lossless";

export interface WebpSettings {
  mode: WebpMode;
  /** Lossy quality, 10 to 100. */
  quality: number;
  /** Near-lossless: how much libwebp may adjust pixels, 0 (most) to 100 (exact). */
  nearLossless: number;
  /** Lossy: the transparency plane's quality, 0 to 100 (100 keeps it exact). */
  alphaQuality: number;
  /** libwebp's method, 0 (fastest) to 6 (smallest). */
  effort: number;
  /** Fit inside this many pixels; 0 keeps the size. */
  maxSide: number;
}

export interface WebpFileOptions {
  /** The card's own quality (lossy only); absent means the panel's. */
  quality: number;
}

export interface WebpPreset {
  label: string;
  quality: number;
  description: string;
}

/** Lossy presets, best first. */
export const WEBP_PRESETS: readonly WebpPreset[] = [
  { label: "High", quality: 90, description: "No visible change, for photos you will edit again." },
  { label: "Balanced", quality: 80, description: "The usual choice for the web: small, still sharp." },
  { label: "Small", quality: 65, description: "Much smaller; slight softness in fine detail." },
  { label: "Smallest", quality: 45, description: "For thumbnails and previews: visible blocks up close." },
];

export const WEBP_QUALITY = { min: 10, max: 100, step: 5 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

export function initialWebpSettings(user: UserDefaults | null): WebpSettings {
  return {
    mode: "lossy",
    quality: clamp(user?.defaultQuality ?? 80, WEBP_QUALITY.min, WEBP_QUALITY.max),
    nearLossless: 60,
    alphaQuality: 100,
    effort: 4,
    maxSide: 0,
  };
}

export function webpQualityFor(settings: WebpSettings, options: Partial<WebpFileOptions>): number {
  return clamp(options.quality ?? settings.quality, WEBP_QUALITY.min, WEBP_QUALITY.max);
}

/** The encoder's options for these settings (the same for a still and for each frame). */
export function webpEncoderOptions(settings: WebpSettings, options: Partial<WebpFileOptions>): Partial<WebpOptions> {
  const method = clamp(settings.effort, 0, 6);
  if (settings.mode === "lossless") return { lossless: true, method };
  if (settings.mode === "near-lossless") {
    return { lossless: true, nearLossless: clamp(settings.nearLossless, 0, 100), method };
  }
  return {
    lossless: false,
    quality: webpQualityFor(settings, options),
    alphaQuality: clamp(settings.alphaQuality, 0, 100),
    method,
  };
}

export function webpRecipe(
  settings: WebpSettings,
  options: Partial<WebpFileOptions>,
  file: ProbedFile,
): ImageJob | AnimationJob {
  const box = settings.maxSide;
  const steps = box > 0 ? [fitWithin(box)] : [];
  const encoder = webpEncoderOptions(settings, options);
  if (file.animated) {
    const animation: Partial<WebpAnimationOptions> = encoder;
    return { kind: "animation", steps, output: { format: "webp", options: animation }, measureQuality: true };
  }
  return { kind: "image", steps, output: { format: "webp", options: encoder }, measureQuality: true };
}

export function describeWebp(settings: WebpSettings, options: Partial<WebpFileOptions>): string {
  const how =
    settings.mode === "lossy"
      ? `quality ${webpQualityFor(settings, options)}`
      : settings.mode === "lossless"
        ? "lossless"
        : `near-lossless ${settings.nearLossless}`;
  return `Compressed to WebP (${how}, effort ${settings.effort})`;
}
