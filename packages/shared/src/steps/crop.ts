/**
 * The crop step's kit, as people set it (issue 29): the largest area of a ratio, around a point
 * kept in view, and the ratios people pick from by name. The cropper, the workspace, saved chains
 * and `squish crop` describe a ratio crop this way; the engine's `cropStepFrom` is the one place a
 * crop (a ratio, a drawn box or a pixel rectangle) becomes an engine step.
 */
// The schema of a ratio crop is beside this file: zod is loaded only where a chain is checked,
// never by a page that only needs these values.
export type { CropSettings } from "./crop-fields.ts";

/** The named ratios, as width:height. */
export const CROP_RATIO_IDS = ["1:1", "4:3", "3:4", "16:9", "9:16", "3:2", "2:3", "4:5"] as const;
export type CropRatioId = (typeof CROP_RATIO_IDS)[number];

/** A named ratio's two sides: "16:9" is 16 wide for 9 high. */
export function ratioSides(id: CropRatioId): { width: number; height: number } {
  const [width, height] = id.split(":").map(Number);
  return { width: width!, height: height! };
}
