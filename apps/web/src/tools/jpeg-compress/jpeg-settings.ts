/**
 * The JPEG compressor's settings and how they become an engine job (image-tools.md section 9):
 * Smart quality at Balanced for new visitors (decision 0047), or a fixed quality: the person's saved
 * default, or the slider's (75 to start), output fitted inside 2048 x 2048 by default,
 * never enlarged, sides even; output JPEG, or WebP when that is the person's default format.
 */
import { compressOutput, fitWithin, type ImageJob } from "@squish/engine";
import { DEFAULT_MAX_DIMENSION, JPEG_DEFAULT_QUALITY } from "@squish/shared/compression";
import { SMART_DEFAULT_LEVEL, type SmartLevel } from "@squish/shared/perceived-quality";
import type { UserDefaults } from "../framework/tool-definition.ts";

export type JpegOutput = "jpeg" | "webp";

export interface JpegSettings {
  /** The fixed quality, used when `smart` is null. */
  quality: number;
  /** Smart quality's level, or null for the fixed quality. */
  smart: SmartLevel | null;
  maxDimension: number;
  output: JpegOutput;
}

export interface JpegFileOptions {
  /** The card's own quality slider (10 to 100); absent means the settings panel's. */
  quality: number;
}

export const SETTINGS_QUALITY = { min: 10, max: 95, step: 5 } as const;
export const FILE_QUALITY = { min: 10, max: 100, step: 5 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

export function initialJpegSettings(user: UserDefaults | null): JpegSettings {
  return {
    quality: clamp(user?.defaultQuality ?? JPEG_DEFAULT_QUALITY, SETTINGS_QUALITY.min, SETTINGS_QUALITY.max),
    // A member who saved a default quality keeps it; everyone else starts with Smart.
    smart: user?.defaultQuality == null ? SMART_DEFAULT_LEVEL : null,
    maxDimension: DEFAULT_MAX_DIMENSION,
    output: user?.defaultFormat === "webp" ? "webp" : "jpeg",
  };
}

export function jpegQualityFor(settings: JpegSettings, options: Partial<JpegFileOptions>): number {
  return clamp(options.quality ?? settings.quality, FILE_QUALITY.min, FILE_QUALITY.max);
}

export function jpegRecipe(settings: JpegSettings, options: Partial<JpegFileOptions>): ImageJob {
  const box = settings.maxDimension;
  return {
    kind: "image",
    steps: [fitWithin(box, { even: settings.output === "jpeg" })],
    output: compressOutput({ format: settings.output, quality: jpegQualityFor(settings, options) }),
    measureQuality: true,
    ...(smartFor(settings, options) && { smart: smartFor(settings, options)! }),
  };
}

/** The Smart level a file is compressed with: none when Smart is off or the card set its own quality. */
export function smartFor(settings: JpegSettings, options: Partial<JpegFileOptions>): SmartLevel | null {
  return options.quality === undefined ? settings.smart : null;
}

export function describeJpeg(settings: JpegSettings, options: Partial<JpegFileOptions>): string {
  const smart = smartFor(settings, options);
  const how = smart ? `with Smart quality (${smart})` : `at quality ${jpegQualityFor(settings, options)}`;
  return `Compressed ${how}${settings.output === "webp" ? " to WebP" : ""}`;
}
