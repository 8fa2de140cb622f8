/**
 * The activity type of one file run through a chain. Decision 12: "a workspace run records one
 * activity per file, typed by its last size-changing step". Resize, Crop, Watermark, Convert and
 * Compress each name a type; Rotate, Flip, Metadata and Rename change neither the kind of work nor
 * (for the history) the file's size, so they are passed over. A Compress is always "compress",
 * even on a PNG: "optimize" is the PNG optimizer's own word, and a chain may write several formats.
 * A chain with none of the five (only turns, say) still wrote a new file: "convert". It is an
 * account's history word, not image work, so it lives here rather than in the engine.
 */
import type { ActivityType } from "./account/activity.ts";
import type { ChainStep, ChainStepOp } from "./chain.ts";

const ACTIVITY_OF: Partial<Record<ChainStepOp, ActivityType>> = {
  resize: "resize",
  crop: "crop",
  watermark: "watermark",
  convert: "convert",
  compress: "compress",
};

export function chainActivityType(steps: readonly ChainStep[]): ActivityType {
  for (let i = steps.length - 1; i >= 0; i--) {
    const type = ACTIVITY_OF[steps[i]!.op];
    if (type) return type;
  }
  return "convert";
}
