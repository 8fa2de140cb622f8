/**
 * Runs a job's steps over decoded pixels, in order, reporting each as it starts. A step that
 * changes nothing returns the same image object, which is how the pipeline knows the picture is
 * untouched (and may keep the original file when re-encoding saves nothing).
 */
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { crop, cropPixels } from "../ops/crop.ts";
import { flatten } from "../ops/flatten.ts";
import { resize } from "../ops/resize.ts";
import { planResize } from "../ops/resize-plan.ts";
import { flip, rotate } from "../ops/rotate-flip.ts";
import { watermark } from "../ops/watermark.ts";
import type { Step } from "./step.ts";

async function applyStep(image: RgbaImage, step: Step): Promise<RgbaImage> {
  switch (step.op) {
    case "crop":
      return crop(image, step.region);
    case "resize": {
      const plan = planResize(image, step);
      const source = plan.crop ? cropPixels(image, plan.crop) : image;
      return resize(source, plan.size);
    }
    case "rotate":
      return rotate(image, step.degrees);
    case "flip":
      return flip(image, step.direction);
    case "flatten":
      return flatten(image, step.background);
    case "watermark":
      return watermark(image, step);
    default:
      throw new EngineError("invalid-job", `Unknown step "${(step as { op: string }).op}".`);
  }
}

export async function applySteps(
  image: RgbaImage,
  steps: readonly Step[],
  hooks: { signal?: AbortSignal; onStep?: (step: Step, index: number) => void } = {},
): Promise<RgbaImage> {
  let current = image;
  for (const [index, step] of steps.entries()) {
    if (hooks.signal?.aborted) throw new EngineError("cancelled", "Cancelled.");
    hooks.onStep?.(step, index);
    current = await applyStep(current, step);
  }
  return current;
}
