/**
 * A ratio crop as a chain step and a saved setting hold it, checked. Apart from the kit's values
 * (crop.ts) so that only code that checks chains and saved settings loads zod.
 */
import { z } from "zod";

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
