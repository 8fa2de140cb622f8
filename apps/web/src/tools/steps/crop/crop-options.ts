/**
 * Cropping as a person chooses it: a ratio for the whole batch (or free), and for any file its
 * own box, quarter turns and mirrors. A file's box is kept as fractions of its picture, so it
 * survives a display copy of another size; the engine turns it back into pixels.
 */
import type { CropRegion, Step } from "@squish/engine";

export type RatioId = "free" | "1:1" | "4:3" | "3:4" | "16:9" | "9:16" | "3:2" | "2:3" | "4:5" | "custom";

export const RATIOS: readonly { id: RatioId; label: string }[] = [
  { id: "free", label: "Free" },
  { id: "1:1", label: "1:1" },
  { id: "4:3", label: "4:3" },
  { id: "3:4", label: "3:4" },
  { id: "16:9", label: "16:9" },
  { id: "9:16", label: "9:16" },
  { id: "3:2", label: "3:2" },
  { id: "2:3", label: "2:3" },
  { id: "4:5", label: "4:5" },
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
  rotate: 0 | 90 | 180 | 270;
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
  const [w, h] = choice.ratio.split(":").map(Number);
  return w! / h!;
}

function ratioRegion(choice: CropChoice): CropRegion | null {
  if (choice.ratio === "free") return null;
  const [width, height] =
    choice.ratio === "custom" ? [choice.custom.width, choice.custom.height] : choice.ratio.split(":").map(Number);
  return width! > 0 && height! > 0 ? { unit: "ratio", width: width!, height: height! } : null;
}

/** The steps for one file: its own box or the batch's ratio, centred; then turns and mirrors. */
export function cropSteps(choice: CropChoice, options: Partial<CropFileOptions>): Step[] {
  const steps: Step[] = [];
  const region: CropRegion | null = options.box ? { unit: "fraction", ...options.box } : ratioRegion(choice);
  if (region) steps.push({ op: "crop", region });
  if (options.rotate) steps.push({ op: "rotate", degrees: options.rotate });
  if (options.flipH) steps.push({ op: "flip", direction: "horizontal" });
  if (options.flipV) steps.push({ op: "flip", direction: "vertical" });
  return steps;
}
