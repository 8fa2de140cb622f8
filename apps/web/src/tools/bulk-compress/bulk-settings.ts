/**
 * The bulk compressor's settings and the engine job for each file. One drop mixes formats, so each
 * file goes to its own format's compressor with that compressor's kind of settings: JPEG and HEIC
 * photos through MozJPEG (or WebP/AVIF when asked), PNG through quantisation and OxiPNG, WebP and
 * AVIF re-encoded in their own format, GIF and animated WebP kept animated, PDFs through the PDF
 * engine. One level sets sensible values for every format; a person can open a format and change
 * its own value, which then stays theirs until they reset it.
 */
import {
  compressAnimationOutput,
  compressOutput,
  fitWithin,
  type AnimationJob,
  type ImageJob,
  type PdfLevel,
} from "@squish/engine";
import type { PngLevel } from "@squish/shared/compression";
import type { GifPresetId } from "@squish/shared/steps/compress";
import type { ToolJob, UserDefaults } from "../framework/tool-definition.ts";
import type { ProbedFile } from "../framework/file-item.ts";
import type { SmartLevel } from "@squish/shared/perceived-quality";

export type BulkLevel = "light" | "balanced" | "strong";
export type PhotoTarget = "same" | "webp" | "avif";

/** The formats a bulk drop takes, each with its own compressor. */
export type BulkFamily = "jpeg" | "png" | "webp" | "avif" | "gif" | "heic" | "pdf";

export interface FormatValues {
  /** MozJPEG quality for JPEG and HEIC photos (HEIC becomes JPEG: browsers cannot show it). */
  jpeg: number;
  png: PngLevel;
  webp: number;
  avif: number;
  gif: GifPresetId;
  pdf: PdfLevel;
}

export interface BulkSettings {
  level: BulkLevel;
  /** Fit inside this many pixels; 0 keeps every size. */
  maxDimension: number;
  /** Photos (JPEG and HEIC) converted to WebP or AVIF, or kept in their format. */
  photosTo: PhotoTarget;
  /** At most this many KB per file (JPEG, WebP and AVIF results); 0 for no target. */
  targetKb: number;
  /** Values a person set for one format, over the level's. */
  overrides: Partial<FormatValues>;
  /**
   * Smart quality for JPEG, WebP and AVIF pictures: each gets the lowest quality that reaches the
   * level's look (decision 0047) instead of the level's fixed quality; a format given its own
   * quality uses that.
   */
  smart: boolean;
}

/** The Smart level each batch level aims at. */
export const SMART_BY_LEVEL: Record<BulkLevel, SmartLevel> = { light: "high", balanced: "balanced", strong: "low" };

/** Per-file choices: none yet (the table has no per-file editors). */
/** A PDF's password, when one was asked for and typed (in memory only, as on /pdf-compress). */
export interface BulkFileOptions {
  password: string;
}

export const LEVELS: Record<BulkLevel, FormatValues & { label: string; hint: string }> = {
  light: {
    label: "Light",
    hint: "Barely touched: the smallest change you cannot see.",
    jpeg: 85,
    png: "lossless",
    webp: 85,
    avif: 70,
    gif: "light",
    pdf: "light",
  },
  balanced: {
    label: "Balanced",
    hint: "Much smaller files that look the same at normal size.",
    jpeg: 75,
    png: "balanced",
    webp: 75,
    avif: 55,
    gif: "balanced",
    pdf: "recommended",
  },
  strong: {
    label: "Strong",
    hint: "The smallest files; fine detail may soften.",
    jpeg: 60,
    png: "aggressive",
    webp: 60,
    avif: 40,
    gif: "strong",
    pdf: "extreme",
  },
};

export const MAX_DIMENSION_CHOICES = [0, 3840, 2560, 1920, 1280] as const;

/**
 * A member's chosen default quality picks the level, as on /pdf-compress: "High compression" (50
 * or less) is Strong, "Best quality" (90 and up) is Light, anything between is Balanced.
 */
export function initialBulkSettings(user: UserDefaults | null = null): BulkSettings {
  const quality = user?.defaultQuality;
  const level: BulkLevel =
    quality == null ? "balanced" : quality <= 50 ? "strong" : quality >= 90 ? "light" : "balanced";
  // Smart for new visitors; a member who saved a default quality gets that level's fixed values.
  return { level, maxDimension: 0, photosTo: "same", targetKb: 0, overrides: {}, smart: quality == null };
}

/** What each format gets: the level's values with the person's own on top. */
export function formatValues(settings: BulkSettings): FormatValues {
  const { label: _label, hint: _hint, ...level } = LEVELS[settings.level];
  return { ...level, ...settings.overrides };
}

const FAMILY_BY_FORMAT: Record<string, BulkFamily> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  avif: "avif",
  gif: "gif",
  heic: "heic",
  pdf: "pdf",
};

export function familyOf(file: ProbedFile): BulkFamily | null {
  return (file.format && FAMILY_BY_FORMAT[file.format]) || null;
}

function fit(settings: BulkSettings, even: boolean) {
  const box = settings.maxDimension;
  return box > 0 ? [fitWithin(box, { even })] : [];
}

function photoJob(settings: BulkSettings, values: FormatValues): ImageJob {
  const format = settings.photosTo === "same" ? "jpeg" : settings.photosTo;
  return imageJob(settings, compressOutput({ format, quality: values[format] }), format === "jpeg", format);
}

/** With `lossy`, the format whose quality Smart may choose: unless Smart is off or the person set that format's own. */
function imageJob(
  settings: BulkSettings,
  output: ImageJob["output"],
  even = false,
  lossy?: "jpeg" | "webp" | "avif",
): ImageJob {
  const smart = settings.smart && lossy && settings.overrides[lossy] === undefined;
  return {
    kind: "image",
    steps: fit(settings, even),
    output,
    measureQuality: true,
    ...(settings.targetKb > 0 && { maxBytes: Math.round(settings.targetKb * 1024) }),
    ...(smart && { smart: SMART_BY_LEVEL[settings.level] }),
  };
}

/** The job for one file, by its real format (read from its bytes, not its name). */
export function bulkRecipe(settings: BulkSettings, options: Partial<BulkFileOptions>, file: ProbedFile): ToolJob {
  const values = formatValues(settings);
  const family = familyOf(file);
  switch (family) {
    case "jpeg":
    case "heic":
      return photoJob(settings, values);
    case "png": {
      const png = { format: "png", level: values.png } as const;
      const measureQuality = values.png !== "lossless";
      // An APNG goes the same PNG way and stays animated.
      if (file.animated) return { ...animationJob(settings, compressAnimationOutput(png)), measureQuality };
      return { ...imageJob(settings, compressOutput(png)), measureQuality };
    }
    case "webp": {
      const webp = { format: "webp", quality: values.webp } as const;
      if (file.animated) return animationJob(settings, compressAnimationOutput(webp));
      return imageJob(settings, compressOutput(webp), false, "webp");
    }
    case "avif":
      return imageJob(settings, compressOutput({ format: "avif", quality: values.avif }), false, "avif");
    case "gif":
      return animationJob(settings, compressAnimationOutput({ format: "gif", preset: values.gif }));
    case "pdf":
      return {
        kind: "document",
        steps: [],
        output: {
          format: "pdf",
          options: options.password ? { level: values.pdf, password: options.password } : { level: values.pdf },
        },
      };
    default:
      // The header could not be read: the engine tries the file and says exactly what is wrong.
      return imageJob(settings, compressOutput({ format: "same", quality: values.jpeg }), false, "jpeg");
  }
}

function animationJob(settings: BulkSettings, output: AnimationJob["output"]): AnimationJob {
  return { kind: "animation", steps: fit(settings, false), output, measureQuality: true };
}

/** The activity line: the level, and what else applied to the whole batch. */
export function describeBulk(settings: BulkSettings): string {
  const parts = [`${LEVELS[settings.level].label} level${settings.smart ? ", smart quality" : ""}`];
  if (Object.keys(settings.overrides).length > 0) parts.push("own values for some formats");
  if (settings.maxDimension > 0) parts.push(`fit in ${settings.maxDimension} px`);
  if (settings.photosTo !== "same") parts.push(`photos to ${settings.photosTo.toUpperCase()}`);
  if (settings.targetKb > 0) parts.push(`at most ${settings.targetKb} KB each`);
  return `Bulk compressed (${parts.join(", ")})`;
}
