/**
 * Saved watermark templates, for signed-in people: a name and the watermark tool's text settings,
 * one saved settings kind (saved-settings.ts) at /api/watermark-templates. Shared by the server
 * (which validates and stores them) and the web app (which sends them). A logo is never part of a
 * template: pictures stay on the user's device, only settings are saved.
 */
import type { z } from "zod";
import { defineSavedSettingsKind, savedSettingsNameKey, savedSettingsNameSchema } from "./saved-settings.ts";
import { textWatermarkSchema } from "./steps/watermark-fields.ts";

/** How many templates one person may keep. */
export const MAX_WATERMARK_TEMPLATES = 50;

/** A template's settings are the watermark kit's text settings (steps/watermark.ts). */
export const watermarkTemplateSettingsSchema = textWatermarkSchema;

export const watermarkTemplateKind = defineSavedSettingsKind({
  kind: "watermark-template",
  path: "watermark-templates",
  field: "settings",
  settings: watermarkTemplateSettingsSchema,
  name: savedSettingsNameSchema("template"),
  max: MAX_WATERMARK_TEMPLATES,
  noun: { one: "watermark template", many: "watermark templates" },
});

export const watermarkTemplateInputSchema = watermarkTemplateKind.input;
/** A rename, new settings, or both. */
export const watermarkTemplateUpdateSchema = watermarkTemplateKind.update;

export type WatermarkTemplateSettings = z.infer<typeof watermarkTemplateSettingsSchema>;

/** What makes two template names the same for one person (saved-settings.ts). */
export const watermarkTemplateNameKey = savedSettingsNameKey;
