/**
 * The words and figures the tools show about compression (image-tools.md section 9): JPEG quality
 * presets, labels, estimated reductions and badges, and the PNG levels. The engine and the pages
 * both read them from here.
 */

export const JPEG_DEFAULT_QUALITY = 75;

/**
 * The JPEG page's presets. The spec's "Balanced 75" is "Balanced (smart)": each photo gets the
 * lowest quality at which differences show only side by side (decision 0047); a fixed 75 is the
 * slider's.
 */
export const JPEG_PRESETS: readonly { label: string; quality: number; smart?: "balanced" }[] = [
  { label: "Maximum Quality", quality: 95 },
  { label: "High Quality", quality: 85 },
  { label: "Balanced (smart)", quality: 75, smart: "balanced" },
  { label: "Web Optimized", quality: 60 },
  { label: "High Compression", quality: 45 },
  { label: "Maximum Compression", quality: 25 },
];

/** The JPEG page's max-dimension choices: the output fits inside value x value pixels. */
export const MAX_DIMENSION_OPTIONS = [
  { label: "Original", value: 4096 },
  { label: "Large", value: 2048 },
  { label: "Medium", value: 1440 },
  { label: "Small", value: 1024 },
  { label: "Thumbnail", value: 512 },
] as const;

export const DEFAULT_MAX_DIMENSION = 2048;

/** The settings page's default-quality choices. */
export const DEFAULT_QUALITY_CHOICES = [
  { quality: 50, label: "High compression" },
  { quality: 70, label: "Balanced" },
  { quality: 80, label: "Good quality" },
  { quality: 90, label: "Best quality" },
] as const;

export function jpegQualityLabel(quality: number): string {
  if (quality >= 90) return "Maximum";
  if (quality >= 80) return "High";
  if (quality >= 65) return "Balanced";
  if (quality >= 50) return "Web";
  if (quality >= 35) return "Compressed";
  return "Maximum Compression";
}

/** Estimated size reduction, in percent, before compressing at a quality. */
export function jpegEstimatedReduction(quality: number): number {
  if (quality >= 90) return 20;
  if (quality >= 80) return 40;
  if (quality >= 70) return 60;
  if (quality >= 50) return 75;
  return 85;
}

/** Badge for a measured reduction, in percent. */
export function reductionBadge(percent: number): string {
  if (percent >= 50) return "High Compression";
  if (percent >= 30) return "Balanced";
  if (percent >= 10) return "High Quality";
  return "Minimal Compression";
}

export type PngLevel = "lossless" | "balanced" | "aggressive" | "maximum" | "ultra";

export interface PngLevelInfo {
  id: PngLevel;
  label: string;
  /** Percent shown as the estimate before optimising. */
  estimate: number;
  /** Range shown as the expected saving. */
  expected: readonly [number, number];
}

export const PNG_LEVELS: readonly PngLevelInfo[] = [
  { id: "lossless", label: "Low", estimate: 12, expected: [10, 25] },
  { id: "balanced", label: "Medium", estimate: 28, expected: [25, 45] },
  { id: "aggressive", label: "High", estimate: 45, expected: [45, 65] },
  { id: "maximum", label: "Very High", estimate: 60, expected: [65, 80] },
  { id: "ultra", label: "Extreme", estimate: 75, expected: [80, 90] },
];

export const PNG_DEFAULT_LEVEL: PngLevel = "balanced";

/** Estimated size after optimising: original times (1 minus the reduction). */
export function estimatedSize(originalBytes: number, reductionPercent: number): number {
  return Math.round(originalBytes * (1 - reductionPercent / 100));
}

/** Savings percent as the site shows it: rounded 100 x (1 - result / original). */
export function savingsPercent(originalBytes: number, resultBytes: number): number {
  // An empty original saves nothing (rather than NaN or Infinity); a result that grew is negative.
  if (!(originalBytes > 0)) return 0;
  return Math.round(100 * (1 - resultBytes / originalBytes));
}
