/**
 * The resize kit's one mapping (issue 29): the settings people choose (packages/shared
 * steps/resize.ts) as the engine's resize step. The resizer, the workspace, a saved chain and
 * `squish resize` or `squish compress --max` all call this, so one size means one result.
 */
import type { ResizeSettings } from "@squish/shared/steps/resize";
import type { ResizeStep } from "../steps/step.ts";

export interface ResizeStepOptions {
  /** Round sides down to even numbers, for JPEG output whose colour covers 2 x 2 blocks. */
  even?: boolean;
}

export function resizeStepFrom(settings: ResizeSettings, { even }: ResizeStepOptions = {}): ResizeStep {
  const { width, height, percent, mode, enlarge, focus } = settings;
  return {
    op: "resize",
    ...(percent !== undefined
      ? { percent }
      : { ...(width !== undefined && { width }), ...(height !== undefined && { height }) }),
    // A mode only where one was chosen ("fit" is the engine's default), a focus only where fill crops.
    ...(percent === undefined && mode !== undefined && { mode }),
    ...(percent === undefined && mode === "fill" && focus && { focus }),
    ...(enlarge && { enlarge: true }),
    ...(even !== undefined && { even }),
  };
}

/** A compressor's "largest side" box: the picture shrunk to fit inside it, never enlarged. */
export function fitWithin(box: number, options: ResizeStepOptions = {}): ResizeStep {
  return resizeStepFrom({ width: box, height: box, mode: "fit" }, options);
}
