/**
 * Saved watermark templates, for signed-in people: a name and the watermark tool's text settings.
 * Shared by the server (which validates and stores them) and the web app (which sends them). A
 * logo is never part of a template: pictures stay on the user's device, only settings are saved.
 */
import { z } from "zod";

/** The watermark tool's fonts (decision 15: Inter, Lora, Roboto Mono and Anton). */
export const WATERMARK_FONT_IDS = ["sans", "serif", "mono", "display"] as const;
/** Nine anchors, a repeated pattern, or a point of the user's own (`x` and `y`). */
export const WATERMARK_POSITIONS = [
  "top-left",
  "top",
  "top-right",
  "left",
  "center",
  "right",
  "bottom-left",
  "bottom",
  "bottom-right",
  "tiled",
  "custom",
] as const;
/** How many templates one person may keep. */
export const MAX_WATERMARK_TEMPLATES = 50;

export type WatermarkFontId = (typeof WATERMARK_FONT_IDS)[number];
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

const colour = (label: string) =>
  z.string().regex(/^#[0-9a-f]{6}$/i, `${label} must be a colour written as # and six hex digits, like #ffffff`);

const between = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

export const watermarkTemplateSettingsSchema = z
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

const templateName = z
  .string()
  .trim()
  .min(1, "Give the template a name")
  .max(60, "A template name may be at most 60 characters");

export const watermarkTemplateInputSchema = z
  .object({ name: templateName, settings: watermarkTemplateSettingsSchema })
  .strict();

/** A rename, new settings, or both. */
export const watermarkTemplateUpdateSchema = z
  .object({ name: templateName.optional(), settings: watermarkTemplateSettingsSchema.optional() })
  .strict()
  .refine((u) => u.name !== undefined || u.settings !== undefined, {
    message: "Nothing to change: send a new name, new settings or both",
  });

export type WatermarkTemplateSettings = z.infer<typeof watermarkTemplateSettingsSchema>;
export type WatermarkTemplateInput = z.infer<typeof watermarkTemplateInputSchema>;
export type WatermarkTemplateUpdate = z.infer<typeof watermarkTemplateUpdateSchema>;

export interface WatermarkTemplate {
  id: string;
  name: string;
  settings: WatermarkTemplateSettings;
  created_at: string;
  updated_at: string;
}

/**
 * What makes two names the same for one person: case and Unicode spelling aside, so "Logo" and
 * "logo" cannot both be saved. Names are trimmed by the schemas before they get here.
 */
export function watermarkTemplateNameKey(name: string): string {
  return name.normalize("NFC").toLowerCase();
}
