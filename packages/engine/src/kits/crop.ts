/**
 * The crop kit's one mapping (issue 29): a crop as people set it (packages/shared steps/crop.ts:
 * a ratio around a focus), a box drawn over one picture (fractions of it) or a rectangle in
 * pixels (`squish crop --rect`), as the engine's crop step. The cropper, the workspace, a saved
 * chain and `squish crop` all call this.
 */
import type { CropSettings } from "@squish/shared/steps/crop";
import type { CropStep, PixelRect } from "../steps/step.ts";

export type CropArea =
  | CropSettings
  /** A box drawn over the picture, as fractions of its upright width and height. */
  | { box: PixelRect }
  /** A rectangle in the picture's pixels. */
  | { rect: PixelRect };

export function cropStepFrom(area: CropArea): CropStep {
  if ("box" in area) return { op: "crop", region: { unit: "fraction", ...area.box } };
  if ("rect" in area) return { op: "crop", region: { unit: "px", ...area.rect } };
  return { op: "crop", region: { unit: "ratio", ...area.ratio, ...(area.focus && { focus: area.focus }) } };
}
