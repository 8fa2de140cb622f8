/**
 * What an animation may be, checked from its container before any frame is decoded. Frames are
 * read, changed and written one at a time, so memory follows one frame: each frame is held to the
 * still-image pixel limit, and the frame count and playing time have generous bounds that only a
 * crafted file reaches (packages/shared/src/limits.ts).
 */
import { MAX_ANIMATION_DURATION_MS, MAX_ANIMATION_FRAMES, MAX_PIXELS } from "@squish/shared/limits";
import { EngineError } from "../errors.ts";

export interface AnimationShape {
  width: number;
  height: number;
  frameCount: number;
  /** Total playing time of one loop, in milliseconds. */
  durationMs: number;
}

const thousands = (n: number) => n.toLocaleString("en-US");

export function checkAnimationLimits({ width, height, frameCount, durationMs }: AnimationShape): void {
  if (width * height > MAX_PIXELS) {
    throw new EngineError(
      "too-many-pixels",
      `This animation's frames are too large: ${width} x ${height} pixels is more than the ${MAX_PIXELS / 1e6} megapixels a frame may have.`,
    );
  }
  if (frameCount > MAX_ANIMATION_FRAMES) {
    throw new EngineError(
      "too-many-pixels",
      `This animation has too many frames: ${thousands(frameCount)} is more than the ${thousands(MAX_ANIMATION_FRAMES)} frames this tool takes.`,
    );
  }
  if (durationMs > MAX_ANIMATION_DURATION_MS) {
    const minutes = Math.round(durationMs / 60_000);
    throw new EngineError(
      "too-many-pixels",
      `This animation is too long: it plays for ${thousands(minutes)} minutes, more than the ${MAX_ANIMATION_DURATION_MS / 60_000} minutes this tool takes.`,
    );
  }
}
