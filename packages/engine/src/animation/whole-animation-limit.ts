/**
 * Pixels held by all composed frames together (200 MB of RGBA), for the readers and writers that
 * still hold an animation whole (animated WebP and APNG, not yet read frame by frame; GIF is).
 */
import { MAX_PIXELS } from "@squish/shared/limits";

export const MAX_ANIMATION_PIXELS = MAX_PIXELS / 2;
