/**
 * The output end of a job as people choose it (issue 29): the formats Squish writes, their names
 * on the page, and each one's usual quality. The output panel, the format converter, a chain's
 * Convert step and `squish convert` all start from these lists, so a format added or a default
 * changed is changed everywhere.
 */

/** The formats Squish encodes. */
export const OUTPUT_FORMATS = ["jpeg", "png", "webp", "avif", "gif"] as const;
/** What a person may ask for: one of the formats, the source's own, or the smallest that looks the same. */
export const OUTPUT_CHOICES = ["same", ...OUTPUT_FORMATS, "auto"] as const;

/** What a conversion (the format converter, a chain's Convert, `squish convert --to`) may target. */
export const CONVERT_TARGETS = [...OUTPUT_FORMATS, "auto"] as const;

export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
export type ConvertTarget = (typeof CONVERT_TARGETS)[number];
export type OutputChoice = (typeof OUTPUT_CHOICES)[number];

export const OUTPUT_LABELS: Record<OutputChoice, string> = {
  same: "Same as original",
  jpeg: "JPEG",
  png: "PNG",
  webp: "WebP",
  avif: "AVIF",
  gif: "GIF",
  auto: "Auto: smallest",
};

/** What the quality slider means for each output; AVIF's scale runs lower for the same look. */
export const QUALITY_DEFAULTS: Record<OutputChoice, number> = {
  same: 85,
  jpeg: 82,
  png: 100,
  webp: 80,
  avif: 55,
  gif: 100,
  auto: 80,
};
