/**
 * The crop panel's draft: a ratio for the whole batch (one of the kit's named ratios, free or a
 * custom one), and for any file its own box, quarter turns and mirrors. A file's box is kept as
 * fractions of its picture, so it survives a display copy of another size. The engine's
 * `cropStepFrom` makes the crop step, as for a chain and the command line.
 */
import { cropStepFrom, turnStepsFrom, type Step } from "@squish/engine";
import { CROP_RATIO_IDS, ratioSides, type CropRatioId, type CropSettings } from "@squish/shared/steps/crop";
import type { TurnSettings } from "@squish/shared/steps/turn";

export type RatioId = "free" | CropRatioId | "custom";

export const RATIOS: readonly { id: RatioId; label: string }[] = [
  { id: "free", label: "Free" },
  ...CROP_RATIO_IDS.map((id) => ({ id, label: id })),
  { id: "custom", label: "Custom" },
];

export interface CropChoice {
  ratio: RatioId;
  custom: { width: number; height: number };
}

/** A file's own crop: its box as fractions of the upright picture, then turns and mirrors. */
export interface CropFileOptions {
  box?: { x: number; y: number; width: number; height: number };
  /** The ratio the box was drawn with, so a change of the page's ratio can leave it alone. */
  boxRatio?: RatioId;
  rotate: TurnSettings["rotate"];
  flipH: boolean;
  flipV: boolean;
}

/** Width over height, or null for a free crop. */
export function ratioValue(choice: CropChoice): number | null {
  if (choice.ratio === "free") return null;
  if (choice.ratio === "custom") {
    const { width, height } = choice.custom;
    return width > 0 && height > 0 ? width / height : null;
  }
  const { width, height } = ratioSides(choice.ratio);
  return width / height;
}

/** The ratio's two sides as the kit's crop ratio, or null for a free or unfinished one. */
export function cropRatioOf(choice: CropChoice): CropSettings["ratio"] | null {
  if (choice.ratio === "free") return null;
  const sides = choice.ratio === "custom" ? choice.custom : ratioSides(choice.ratio);
  return sides.width > 0 && sides.height > 0 ? { width: sides.width, height: sides.height } : null;
}

/** The steps for one file: its own box or the batch's ratio, centred; then turns and mirrors. */
export function cropSteps(choice: CropChoice, options: Partial<CropFileOptions>): Step[] {
  const steps: Step[] = [];
  const ratio = cropRatioOf(choice);
  if (options.box) steps.push(cropStepFrom({ box: options.box }));
  else if (ratio) steps.push(cropStepFrom({ ratio }));
  return [...steps, ...turnStepsFrom(options)];
}
