/**
 * A member's profile: the fields a user may change (decision 4 removes `role` and `plan` from
 * anything a user can write), the profile the API answers with, and deleting an account.
 */
import { AVATAR_MAX_BYTES } from "./avatar.ts";
import { z } from "zod";
import { NAME_EMPTY_MESSAGE, nameProblem } from "../person-name.ts";
import { FORMAT_CHOICES, qualitySchema, THEME_CHOICES, type DefaultFormat, type ThemePreference } from "./settings.ts";

/**
 * Profile fields a user may change (the spec's whitelist without role and plan). Null and absent
 * values are dropped, as the spec says; unknown fields (role and plan included) are refused.
 */
export const profileUpdateSchema = z
  .object({
    full_name: z
      .string()
      .trim()
      .min(1, NAME_EMPTY_MESSAGE)
      .max(100)
      .superRefine((name, ctx) => {
        const problem = nameProblem(name);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .nullish(),
    username: z
      .string()
      .trim()
      .min(2)
      .max(40)
      .regex(/^[\p{L}\p{N}._-]+$/u, "Username may use letters, digits, dots, dashes and underscores")
      .nullish(),
    email_notifications: z.boolean().nullish(),
    compression_alerts: z.boolean().nullish(),
    product_updates: z.boolean().nullish(),
    marketing_communications: z.boolean().nullish(),
    default_quality: qualitySchema.nullish(),
    auto_download: z.boolean().nullish(),
    theme_preference: z.enum(THEME_CHOICES).nullish(),
    default_format: z.enum(FORMAT_CHOICES).nullish(),
  })
  .strict();

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * A new picture, as JSON like every write to the API (the API's guards take no other body): the
 * WebP's bytes in base64. The server then checks the bytes themselves (avatar.ts).
 */
export const avatarUploadSchema = z
  .object({ webp: z.base64("The picture must be sent as base64").max(Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 4) })
  .strict();

export interface Profile {
  id: string;
  email: string;
  full_name: string | null;
  username: string | null;
  /** The member's picture, served from our origin (avatar.ts), or null for initials. */
  avatar_url: string | null;
  email_notifications: boolean;
  compression_alerts: boolean;
  product_updates: boolean;
  marketing_communications: boolean;
  /** Null until chosen: each tool starts at its own default. */
  default_quality: number | null;
  auto_download: boolean;
  theme_preference: ThemePreference;
  default_format: DefaultFormat;
  role: "user" | "admin";
  plan: string;
  created_at: string;
  updated_at: string;
}

export const deleteAccountSchema = z
  .object({ password: z.string().min(1).max(128).optional(), email: z.string().max(254).optional() })
  .strict();

/**
 * Where an email confirmation link lands: the home page, which then says the address is confirmed
 * and offers sign-in. The sign-up form asks for it, and the server puts it in any confirmation
 * email that names no other place (such as the one re-sent when someone signs in unconfirmed).
 */
export const CONFIRMED_PATH = "/?confirmed=1";
