/**
 * The crop step's kit, as people set it (issue 29): the largest area of a ratio, around a point
 * kept in view, and the ratios people pick from by name. The cropper, the workspace, saved chains
 * and `squish crop` describe a ratio crop this way; the engine's `cropStepFrom` is the one place a
 * crop (a ratio, a drawn box or a pixel rectangle) becomes an engine step.
 */
import { z } from "zod";

/** The named ratios, as width:height. */
export const CROP_RATIO_IDS = ["1:1", "4:3", "3:4", "16:9", "9:16", "3:2", "2:3", "4:5"] as const;
export type CropRatioId = (typeof CROP_RATIO_IDS)[number];

const ratioPart = z
  .number({ error: "A ratio side must be a number" })
  .positive("A ratio side must be above 0")
  .max(1000, "A ratio side may be at most 1000");

const fraction = z.number().min(0).max(1);

/** The fields of a ratio crop, for schemas that add their own (a chain step's `op`). */
export const cropFields = {
  /** The largest area of this ratio, around the focus (the centre when absent). */
  ratio: z.object({ width: ratioPart, height: ratioPart }).strict(),
  focus: z.object({ x: fraction, y: fraction }).strict().optional(),
};

export const cropSettingsSchema = z.object(cropFields).strict();
export type CropSettings = z.infer<typeof cropSettingsSchema>;

/** A named ratio's two sides: "16:9" is 16 wide for 9 high. */
export function ratioSides(id: CropRatioId): { width: number; height: number } {
  const [width, height] = id.split(":").map(Number);
  return { width: width!, height: height! };
}
