/**
 * Smart quality: instead of one fixed quality for every photo (wasteful on a noisy phone photo,
 * visibly lossy on a smooth sky), the lowest quality whose SSIMULACRA 2 score reaches a target.
 * The search runs on a sample of the picture (quality/sample-tiles.ts: about 4% of its pixels, in
 * tiles spread over it): a predicted first quality, then at most two more, each encoded, decoded
 * and scored on the sample only; the whole picture is encoded once, at the quality found. See
 * docs/decisions/0047.
 */
import { codecFor } from "../codecs/registry.ts";
import type { RgbaImage } from "../image.ts";
import { mosaic, tileLayout } from "../quality/sample-tiles.ts";
import { ssimulacra2 } from "../quality/ssimulacra2.ts";
import { searchQuality } from "./quality-search.ts";
import type { SmartLevel } from "@squish/shared/perceived-quality";

export type SmartFormat = "jpeg" | "webp" | "avif";
export type { SmartLevel };

/** The SSIMULACRA 2 score each level aims at, on the sample. */
export const SMART_TARGETS: Readonly<Record<SmartLevel, number>> = { low: 65, balanced: 75, high: 85 };

/**
 * The predicted first quality per format and level (the median photo's, from the corpus), and the
 * score gained per quality step near it, for the second guess.
 */
const PRIORS: Readonly<Record<SmartFormat, { first: Record<SmartLevel, number>; slope: number }>> = {
  jpeg: { first: { low: 60, balanced: 74, high: 88 }, slope: 0.6 },
  webp: { first: { low: 65, balanced: 80, high: 92 }, slope: 0.5 },
  avif: { first: { low: 45, balanced: 60, high: 75 }, slope: 0.6 },
};

const MIN_QUALITY = 20;
const MAX_QUALITY = 95;
/** A first guess and at most two refinements. */
const MAX_TRIES = 3;
/** A try this close above the target ends the search: a lower quality would save a percent or two. */
const CLOSE_ENOUGH = 1;

export interface SmartChoice {
  level: SmartLevel;
  /** The quality the whole picture was encoded at. */
  quality: number;
  /** The sample's score at that quality, when it was tried there (otherwise predicted to reach it). */
  sampleScore: number | null;
  /** Encodes of the sample the search made. */
  tries: number;
}

export function isSmartFormat(format: string): format is SmartFormat {
  return format === "jpeg" || format === "webp" || format === "avif";
}

/** Encodes `image` as `format` at the lowest quality whose sample scores at least the level's target. */
export async function encodeSmart(
  format: SmartFormat,
  image: RgbaImage,
  options: object,
  level: SmartLevel,
  /** Another score to aim at than the level's (the bench's sweep of targets). */
  target: number = SMART_TARGETS[level],
): Promise<{ bytes: Uint8Array; smart: SmartChoice }> {
  const codec = codecFor(format);
  const sample = mosaic(image, tileLayout(image.width, image.height));
  const prior = PRIORS[format];
  const found = await searchQuality({
    min: MIN_QUALITY,
    max: MAX_QUALITY,
    first: prior.first[level],
    slope: prior.slope,
    target,
    maxTries: MAX_TRIES,
    closeEnough: CLOSE_ENOUGH,
    evaluate: async (quality) => {
      const encoded = await codec.encode(sample, { ...options, quality });
      // A picture small enough to be its own sample keeps its tries: one may be the answer.
      return { value: ssimulacra2(sample, await codec.decode(encoded)), made: sample === image ? encoded : null };
    },
  });
  const bytes = found.at?.made ?? (await codec.encode(image, { ...options, quality: found.quality }));
  return {
    bytes,
    smart: { level, quality: found.quality, sampleScore: found.at?.value ?? null, tries: found.probes.length },
  };
}
