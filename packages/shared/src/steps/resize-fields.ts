/**
 * A resize as a chain step and a saved setting hold it, checked. Apart from the kit's values
 * (resize.ts) so that only code that checks chains and saved settings loads zod.
 */
import { z } from "zod";
import type { SameType } from "../same-type.ts";
import { MAX_RESIZE_SIDE, RESIZE_MODES, type ResizeSettings } from "./resize.ts";

const side = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of pixels`)
    .min(1, `${label} must be at least 1 pixel`)
    .max(MAX_RESIZE_SIDE, `${label} may be at most ${MAX_RESIZE_SIDE} pixels`);

const fraction = z.number().min(0).max(1);

/** The fields of a resize, for schemas that add their own (a chain step's `op`). */
export const resizeFields = {
  width: side("The width").optional(),
  height: side("The height").optional(),
  /** Scale both sides by this percentage instead of a box. */
  percent: z
    .number()
    .min(1, "The percentage must be 1 to 1000")
    .max(1000, "The percentage must be 1 to 1000")
    .optional(),
  mode: z.enum(RESIZE_MODES).optional(),
  /** Allow results larger than the source (off by default). */
  enlarge: z.boolean().optional(),
  /** With fill: the point the crop keeps in view, as fractions (the centre when absent). */
  focus: z.object({ x: fraction, y: fraction }).strict().optional(),
};

export const resizeNeedsASize = {
  check: (s: { width?: number; height?: number; percent?: number }) =>
    s.percent !== undefined || s.width !== undefined || s.height !== undefined,
  message: "A resize step needs a width, a height or a percentage",
};

export const resizeSettingsSchema = z
  .object(resizeFields)
  .strict()
  .refine(resizeNeedsASize.check, { message: resizeNeedsASize.message });

// The kit's type and this schema describe the same settings: the type-check stops if one
// changes alone.
const sameSettings: SameType<z.infer<typeof resizeSettingsSchema>, ResizeSettings> = true;
void sameSettings;
