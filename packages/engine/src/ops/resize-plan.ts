/**
 * What a resize step means for one image: the size to resample to, and for "fill" the part of the
 * source to keep first. Pure arithmetic, so the page can show the output size before any work.
 */
import { MAX_PIXELS } from "@squish/shared/limits";
import { EngineError } from "../errors.ts";
import type { ResizeStep } from "../steps/step.ts";
import { ratioRect } from "./crop.ts";
import type { Size } from "./fit.ts";
import type { PixelRect } from "../steps/step.ts";

export interface ResizePlan {
  /** For "fill": the area of the source that keeps the box's shape. */
  crop?: PixelRect;
  size: Size;
}

/** Widest side a result may have (the pixel limit caps the area). */
const MAX_SIDE = 30_000;

function positive(value: number | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!(Number.isFinite(value) && value > 0)) throw new EngineError("invalid-job", `The ${name} must be above 0.`);
  return value;
}

/** Even sides only when the picture really changes size, so "fits already" stays untouched. */
function evenSides(size: Size, source: Size, even: boolean | undefined): Size {
  if (!even || (size.width === source.width && size.height === source.height)) return size;
  return { width: Math.max(2, size.width - (size.width % 2)), height: Math.max(2, size.height - (size.height % 2)) };
}

export function planResize(source: Size, step: ResizeStep): ResizePlan {
  const percent = positive(step.percent, "percentage");
  let width = positive(step.width, "width");
  let height = positive(step.height, "height");
  const enlarge = step.enlarge ?? false;
  const round = (n: number) => Math.max(1, Math.round(n));
  let plan: ResizePlan;

  if (percent !== undefined) {
    const scale = enlarge ? percent / 100 : Math.min(1, percent / 100);
    plan = { size: { width: round(source.width * scale), height: round(source.height * scale) } };
  } else if (width === undefined && height === undefined) {
    throw new EngineError("invalid-job", "A resize needs a width, a height or a percentage.");
  } else if (width === undefined || height === undefined) {
    // One side given: the other follows the aspect ratio, whatever the mode.
    const scale = width !== undefined ? width / source.width : height! / source.height;
    const s = enlarge ? scale : Math.min(1, scale);
    plan = { size: { width: round(source.width * s), height: round(source.height * s) } };
  } else {
    const mode = step.mode ?? "fit";
    if (mode === "stretch") {
      if (!enlarge) [width, height] = [Math.min(width, source.width), Math.min(height, source.height)];
      plan = { size: { width: round(width), height: round(height) } };
    } else if (mode === "fit") {
      const scale = Math.min(width / source.width, height / source.height);
      const s = enlarge ? scale : Math.min(1, scale);
      plan = { size: { width: round(source.width * s), height: round(source.height * s) } };
    } else {
      // fill: keep the box's shape from the source, then scale it to the box (or as near as the
      // source allows when enlarging is off).
      const crop = ratioRect(source, { width, height }, step.focus);
      // Scale the box, not the rounded crop, so the result is exactly the box whenever it can be.
      const k = enlarge ? 1 : Math.min(1, crop.width / width);
      plan = { crop, size: { width: round(width * k), height: round(height * k) } };
    }
  }
  plan.size = evenSides(plan.size, plan.crop ?? source, step.even);
  const { width: w, height: h } = plan.size;
  if (w > MAX_SIDE || h > MAX_SIDE || w * h > MAX_PIXELS) {
    throw new EngineError(
      "invalid-job",
      `A ${w} x ${h} result is too large: the limit is ${Math.round(MAX_PIXELS / 1e6)} megapixels and ${MAX_SIDE} pixels a side.`,
    );
  }
  return plan;
}
