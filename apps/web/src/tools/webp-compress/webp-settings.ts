/**
 * The WebP compressor's settings and their engine jobs. WebP files are compressed again (never
 * handed back bigger), JPEG and PNG become WebP; an animated WebP stays animated, every frame,
 * delay and the loop kept. Lossy with a quality (presets a person understands), lossless, or
 * near-lossless; the transparency plane's quality and the encoder's effort are there to set.
 */
import { compressAnimationOutput, compressOutput, fitWithin, type AnimationJob, type ImageJob } from "@squish/engine";
import { WEBP_COMPRESS_DEFAULTS, type WebpCompressSettings } from "@squish/shared/steps/compress";
import type { UserDefaults } from "../framework/tool-definition.ts";
import type { ProbedFile, ToolResult } from "../framework/file-item.ts";
import { SMART_DEFAULT_LEVEL, type SmartLevel } from "@squish/shared/perceived-quality";

/** The compress kit's WebP settings (every one kept while another mode is shown), and a size limit. */
export interface WebpSettings extends Required<WebpCompressSettings> {
  /** Fit inside this many pixels; 0 keeps the size. */
  maxSide: number;
  /**
   * Smart quality's level for lossy still pictures (decision 0047), or null for the fixed quality.
   * Animations use the fixed quality.
   */
  smart: SmartLevel | null;
}

export interface WebpFileOptions {
  /** The card's own quality (lossy only); absent means the panel's. */
  quality: number;
}

export interface WebpPreset {
  label: string;
  quality: number;
  smart?: SmartLevel;
  description: string;
}

/** Lossy presets, best first; Balanced is Smart (each picture its own quality), a fixed 80 is the slider's. */
export const WEBP_PRESETS: readonly WebpPreset[] = [
  { label: "High", quality: 90, description: "No visible change, for photos you will edit again." },
  {
    label: "Balanced (smart)",
    quality: 80,
    smart: "balanced",
    description:
      "The usual choice for the web: each picture gets the lowest quality at which differences show only side by side.",
  },
  { label: "Small", quality: 65, description: "Much smaller; slight softness in fine detail." },
  { label: "Smallest", quality: 45, description: "For thumbnails and previews: visible blocks up close." },
];

export const WEBP_QUALITY = { min: 10, max: 100, step: 5 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

export function initialWebpSettings(user: UserDefaults | null): WebpSettings {
  const quality = clamp(user?.defaultQuality ?? WEBP_COMPRESS_DEFAULTS.quality, WEBP_QUALITY.min, WEBP_QUALITY.max);
  // A member who saved a default quality keeps it; everyone else starts with Smart.
  const smart = user?.defaultQuality == null ? SMART_DEFAULT_LEVEL : null;
  return { ...WEBP_COMPRESS_DEFAULTS, quality, maxSide: 0, smart };
}

/** The Smart level a still picture is compressed with: none unless lossy, Smart on, and no quality of the card's own. */
export function webpSmartFor(settings: WebpSettings, options: Partial<WebpFileOptions>): SmartLevel | null {
  return settings.mode === "lossy" && options.quality === undefined ? settings.smart : null;
}

export function webpQualityFor(settings: WebpSettings, options: Partial<WebpFileOptions>): number {
  return clamp(options.quality ?? settings.quality, WEBP_QUALITY.min, WEBP_QUALITY.max);
}

/**
 * The panel read as the compress kit's settings, for the mode shown: lossless and near-lossless
 * ignore the quality. The same for a still and for each frame of an animation.
 */
export function webpCompressSettings(settings: WebpSettings, options: Partial<WebpFileOptions>): WebpCompressSettings {
  const { mode, effort } = settings;
  if (mode === "lossless") return { mode, effort };
  if (mode === "near-lossless") return { mode, nearLossless: settings.nearLossless, effort };
  return { mode, quality: webpQualityFor(settings, options), alphaQuality: settings.alphaQuality, effort };
}

export function webpRecipe(
  settings: WebpSettings,
  options: Partial<WebpFileOptions>,
  file: ProbedFile,
): ImageJob | AnimationJob {
  const box = settings.maxSide;
  const steps = box > 0 ? [fitWithin(box)] : [];
  const webp = webpCompressSettings(settings, options);
  if (file.animated) {
    return {
      kind: "animation",
      steps,
      output: compressAnimationOutput({ format: "webp", ...webp }),
      measureQuality: true,
    };
  }
  const smart = webpSmartFor(settings, options);
  return {
    kind: "image",
    steps,
    output: compressOutput({ format: "webp", ...webp }),
    measureQuality: true,
    ...(smart && { smart }),
  };
}

export function describeWebp(
  settings: WebpSettings,
  options: Partial<WebpFileOptions>,
  /** An animation is written at the fixed quality, Smart or not. */
  result?: Pick<ToolResult, "kind">,
): string {
  const smart = result?.kind === "animation" ? null : webpSmartFor(settings, options);
  const how =
    settings.mode === "lossy"
      ? smart
        ? `Smart quality (${smart})`
        : `quality ${webpQualityFor(settings, options)}`
      : settings.mode === "lossless"
        ? "lossless"
        : `near-lossless ${settings.nearLossless}`;
  return `Compressed to WebP (${how}, effort ${settings.effort})`;
}
