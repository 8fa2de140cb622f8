/**
 * The PNG optimizer's settings (image-tools.md section 3) and their engine recipe. The five levels
 * keep their names and estimates; underneath each is real palette quantisation of growing strength
 * followed by OxiPNG (decision 3), and "Low" is lossless.
 */
import { compressAnimationOutput, compressOutput, type AnimationJob, type ImageJob } from "@squish/engine";
import { PNG_LEVELS, type PngLevel, type PngLevelInfo } from "@squish/shared/compression";
import { PNG_COMPRESS_DEFAULTS, type PngCompressSettings } from "@squish/shared/steps/compress";
import type { ProbedFile } from "../framework/file-item.ts";

/** The compress kit's PNG settings (a colour depth of 256 is shown as "Full"), and what the page adds. */
export interface PngSettings extends Omit<PngCompressSettings, "quality"> {
  removeMetadata: boolean;
  preserveTransparency: boolean;
}

export interface PngFileOptions {
  level: PngLevel;
}

export const COLOR_DEPTH = { min: 16, max: 256, step: 16 } as const;

export function initialPngSettings(): PngSettings {
  return { ...PNG_COMPRESS_DEFAULTS, removeMetadata: true, preserveTransparency: true };
}

export const levelInfo = (level: PngLevel): PngLevelInfo => PNG_LEVELS.find((l) => l.id === level)!;

export const levelFor = (settings: PngSettings, options: Partial<PngFileOptions>): PngLevel =>
  options.level ?? settings.level;

/**
 * An animated PNG (APNG) becomes an animation job with the same PNG options: every frame is
 * compressed as a still would be, and frames, delays and the loop count stay.
 */
export function pngRecipe(
  settings: PngSettings,
  options: Partial<PngFileOptions>,
  file?: Pick<ProbedFile, "animated">,
): ImageJob | AnimationJob {
  const level = levelFor(settings, options);
  const steps = settings.preserveTransparency ? [] : [{ op: "flatten" as const, background: "#ffffff" }];
  const png = { level, colorDepth: settings.colorDepth, advancedQuantization: settings.advancedQuantization };
  if (file?.animated) {
    return {
      kind: "animation",
      steps,
      output: compressAnimationOutput({ format: "png", ...png }),
      measureQuality: level !== "lossless",
    };
  }
  return {
    kind: "image",
    steps,
    output: compressOutput({ format: "png", ...png }),
    keepMetadata: !settings.removeMetadata,
    keepLocation: !settings.removeMetadata,
    measureQuality: level !== "lossless",
  };
}

export const colorDepthText = (depth: number) => (depth >= COLOR_DEPTH.max ? "Full" : `${depth} colours`);
