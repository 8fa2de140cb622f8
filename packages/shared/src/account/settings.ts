/**
 * A member's settings (site-and-accounts.md section 5): the choices offered, their defaults, each
 * one's column, and the schema of the single-field update the settings page sends per change.
 */
import { z } from "zod";

export const QUALITY_CHOICES = [50, 70, 80, 90] as const;
export const FORMAT_CHOICES = ["original", "jpeg", "webp"] as const;
export const THEME_CHOICES = ["light", "dark", "system"] as const;
/** The documents' four, and one per tool that does something else to a file (decision 12). */

export type DefaultFormat = (typeof FORMAT_CHOICES)[number];
export type ThemePreference = (typeof THEME_CHOICES)[number];

/** The settings form, camelCase, with the spec's defaults. */
export const SETTINGS_DEFAULTS = {
  /**
   * Null: not chosen, so each tool starts at its own default (the JPEG compressor's 75, WebP's 80),
   * as it does for a guest. The spec's settings form preselects 80; decision 0041 says why not.
   */
  defaultQuality: null as number | null,
  autoDownload: false,
  themePreference: "system" as ThemePreference,
  defaultFormat: "original" as DefaultFormat,
  emailNotifications: true,
  compressionAlerts: true,
  productUpdates: false,
  marketingCommunications: false,
};

export type Settings = typeof SETTINGS_DEFAULTS;
export type SettingKey = keyof Settings;

/** Each setting's column, for the single-field update the settings page makes per change. */
export const SETTING_COLUMNS = {
  defaultQuality: "default_quality",
  autoDownload: "auto_download",
  themePreference: "theme_preference",
  defaultFormat: "default_format",
  emailNotifications: "email_notifications",
  compressionAlerts: "compression_alerts",
  productUpdates: "product_updates",
  marketingCommunications: "marketing_communications",
} as const satisfies Record<SettingKey, string>;

/** Quality is one of the offered choices or any whole number from 10 to 100. */
export const qualitySchema = z
  .number({ error: "Quality must be a number" })
  .int("Quality must be a whole number")
  .min(10, "Quality must be between 10 and 100")
  .max(100, "Quality must be between 10 and 100");

export const SETTING_SCHEMAS = {
  // null gives every tool its own default back.
  defaultQuality: qualitySchema.nullable(),
  autoDownload: z.boolean(),
  themePreference: z.enum(THEME_CHOICES),
  defaultFormat: z.enum(FORMAT_CHOICES),
  emailNotifications: z.boolean(),
  compressionAlerts: z.boolean(),
  productUpdates: z.boolean(),
  marketingCommunications: z.boolean(),
} satisfies Record<SettingKey, z.ZodType>;

export const settingUpdateSchema = z
  .object({
    key: z.enum(Object.keys(SETTING_COLUMNS) as [SettingKey, ...SettingKey[]]),
    value: z.unknown(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const result = SETTING_SCHEMAS[body.key].safeParse(body.value);
    if (!result.success)
      ctx.addIssue({ code: "custom", path: ["value"], message: result.error.issues[0]?.message ?? "Invalid value" });
  });

export type SettingUpdate = { [K in SettingKey]: { key: K; value: Settings[K] } }[SettingKey];
