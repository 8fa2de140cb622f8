/**
 * Saved watermark templates, for signed-in people: a name and the watermark tool's text settings.
 * Shared by the server (which validates and stores them) and the web app (which sends them). A
 * logo is never part of a template: pictures stay on the user's device, only settings are saved.
 */
import { z } from "zod";
import { textWatermarkSchema } from "./steps/watermark.ts";

/** How many templates one person may keep. */
export const MAX_WATERMARK_TEMPLATES = 50;

/** A template's settings are the watermark kit's text settings (steps/watermark.ts). */
export const watermarkTemplateSettingsSchema = textWatermarkSchema;

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
