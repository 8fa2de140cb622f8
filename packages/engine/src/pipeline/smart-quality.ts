/**
 * Smart quality: instead of one fixed quality for every photo (wasteful on a noisy phone photo,
 * visibly lossy on a smooth sky), the lowest quality whose SSIMULACRA 2 score reaches a target.
 * The search is scored on a sample of the picture (quality/sample-tiles.ts: about 4% of its pixels,
 * in tiles spread over it): a predicted first quality, then at most two more, each encoded, decoded
 * and scored on the sample only; the whole picture is encoded once, at the quality found. WebP
 * encodes the whole picture for each of at most two tries instead (see PLANS). See
 * docs/decisions/0047.
 */
import { codecFor } from "../codecs/registry.ts";
import type { RgbaImage } from "../image.ts";
import { perceivedScore } from "../quality/perceived-score.ts";
import { mosaic, SEARCH_SHARE, tileLayout } from "../quality/sample-tiles.ts";
import { ssimulacra2 } from "../quality/ssimulacra2.ts";
import { searchQuality } from "./quality-search.ts";
import type { SmartLevel } from "@squish/shared/perceived-quality";

export type SmartFormat = "jpeg" | "webp" | "avif";
export type { SmartLevel };

/** The SSIMULACRA 2 score each level aims at, on the sample. */
export const SMART_TARGETS: Readonly<Record<SmartLevel, number>> = { low: 65, balanced: 75, high: 85 };

/**
 * How each format's tries are made, with the predicted first quality per level (the median photo's,
 * from the corpus) and the score gained per quality step near it, for the second guess.
 *
 * "sample": the sample alone is encoded and scored, a small fraction of an encode (JPEG's blocks
 * and AVIF's come out as in the whole picture). "whole": the whole picture is encoded and its
 * tiles scored, because libwebp sets its segments' quantisers from the whole picture's statistics,
 * so an encoded sample of it predicts the whole badly (often 5 to 20 points low); fewer tries, and
 * the last try's file is the answer when it reaches the target.
 */
const PLANS: Readonly<
  Record<SmartFormat, { tries: "sample" | "whole"; maxTries: number; first: Record<SmartLevel, number>; slope: number }>
> = {
  jpeg: { tries: "sample", maxTries: 3, first: { low: 60, balanced: 74, high: 88 }, slope: 0.6 },
  webp: { tries: "whole", maxTries: 2, first: { low: 62, balanced: 80, high: 90 }, slope: 0.8 },
  avif: { tries: "sample", maxTries: 3, first: { low: 45, balanced: 60, high: 75 }, slope: 0.6 },
};

const MIN_QUALITY = 20;
const MAX_QUALITY = 95;
/** A try this close above the target ends the search: a lower quality would save a percent or two. */
const CLOSE_ENOUGH = 1;

export interface SmartChoice {
  level: SmartLevel;
  /** The quality the whole picture was encoded at. */
  quality: number;
  /** The sample's score at that quality, when it was tried there (otherwise predicted to reach it). */
  sampleScore: number | null;
  /** Tries the search made (encodes of the sample, or of the whole picture for WebP). */
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
  const sample = mosaic(image, tileLayout(image.width, image.height, SEARCH_SHARE));
  const plan = PLANS[format];
  const whole = plan.tries === "whole" || sample === image;
  const found = await searchQuality({
    min: MIN_QUALITY,
    max: MAX_QUALITY,
    first: plan.first[level],
    slope: plan.slope,
    target,
    maxTries: plan.maxTries,
    closeEnough: CLOSE_ENOUGH,
    evaluate: async (quality) => {
      if (!whole) {
        const encoded = await codec.encode(sample, { ...options, quality });
        return { value: ssimulacra2(sample, await codec.decode(encoded)), made: null };
      }
      // The whole picture's file, scored on its tiles: one of these may be the answer.
      const encoded = await codec.encode(image, { ...options, quality });
      return { value: perceivedScore(image, await codec.decode(encoded)), made: encoded };
    },
  });
  const bytes = found.at?.made ?? (await codec.encode(image, { ...options, quality: found.quality }));
  return {
    bytes,
    smart: { level, quality: found.quality, sampleScore: found.at?.value ?? null, tries: found.probes.length },
  };
}
