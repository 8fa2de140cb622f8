/**
 * A text watermark as a saved template and a chain step hold it, checked. Apart from the kit's
 * values (watermark.ts) so that only code that checks templates and chains loads zod.
 */
import { z } from "zod";
import type { SameType } from "../same-type.ts";
import { WATERMARK_FONT_IDS, WATERMARK_POSITIONS, type TextWatermarkSettings } from "./watermark.ts";

const colour = (label: string) =>
  z.string().regex(/^#[0-9a-f]{6}$/i, `${label} must be a colour written as # and six hex digits, like #ffffff`);

const between = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/** A text watermark's settings: what a template saves and a chain's Watermark step holds. */
export const textWatermarkSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, "The watermark text is required")
      .max(200, "The watermark text may be at most 200 characters"),
    font: z.enum(WATERMARK_FONT_IDS, { error: `The font must be one of ${WATERMARK_FONT_IDS.join(", ")}` }),
    /** Per cent of the picture's shorter side. */
    size: between("Size", 1, 50),
    color: colour("The colour"),
    /** Per cent: 0 is invisible, 100 opaque. */
    opacity: between("Opacity", 0, 100),
    /** Degrees, clockwise. */
    rotation: between("Rotation", -180, 180),
    outline: z.boolean(),
    outlineColor: colour("The outline colour"),
    shadow: z.boolean(),
    position: z.enum(WATERMARK_POSITIONS, {
      error: `The position must be one of ${WATERMARK_POSITIONS.join(", ")}`,
    }),
    /** Where the mark's centre goes, as fractions of the width and height; used when position is custom. */
    x: between("x", 0, 1),
    y: between("y", 0, 1),
    /** Per cent of the picture's shorter side, between the mark and the edge. */
    margin: between("Margin", 0, 20),
  })
  .strict();

// The kit's type and this schema describe the same settings: the type-check stops if one
// changes alone.
const sameSettings: SameType<z.infer<typeof textWatermarkSchema>, TextWatermarkSettings> = true;
void sameSettings;
