import { MAX_PIXELS } from "@squish/shared/limits";
import { EngineError } from "../errors.ts";

/**
 * Pixels held by all composed frames together (200 MB of RGBA). Each frame is kept whole so
 * frames can be compared and re-cropped, and the encoder needs about as much again, so a long
 * animation is limited more tightly than one picture, to stay within a browser worker's memory.
 */
export const MAX_ANIMATION_PIXELS = MAX_PIXELS / 2;

/** Refuses, before any frame is decoded, an animation whose frames or whole would not fit in memory. */
export function assertAnimationFits(width: number, height: number, count: number): void {
  if (width * height > MAX_PIXELS || width * height * count > MAX_ANIMATION_PIXELS) {
    throw new EngineError(
      "too-many-pixels",
      `This animation is too large: ${count} frames of ${width} x ${height} pixels is more than this tool can hold in memory.`,
    );
  }
}
