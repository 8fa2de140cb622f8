/**
 * The accounts API's shapes, shared by the server (which validates with them) and the web app
 * (which sends them): profile fields a user may change, settings, activity records. Defaults and
 * choices come from site-and-accounts.md sections 3, 5 and 9; decision 4 removes `role` and `plan`
 * from anything a user can write.
 */
import { z } from "zod";
import { NAME_EMPTY_MESSAGE, nameProblem } from "./person-name.ts";

export const QUALITY_CHOICES = [50, 70, 80, 90] as const;
export const FORMAT_CHOICES = ["original", "jpeg", "webp"] as const;
export const THEME_CHOICES = ["light", "dark", "system"] as const;
/** The documents' four, and one per tool that does something else to a file (decision 12). */
export const ACTIVITY_TYPES = ["compress", "download", "optimize", "resize", "crop", "watermark", "convert"] as const;
/** Activities that made a file smaller: they update the stats and the recent files (decision 12). */
export const SAVING_ACTIVITY_TYPES: readonly ActivityType[] = ["compress", "optimize"];

export type DefaultFormat = (typeof FORMAT_CHOICES)[number];
export type ThemePreference = (typeof THEME_CHOICES)[number];
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The settings form, camelCase, with the spec's defaults. */
export const SETTINGS_DEFAULTS = {
  defaultQuality: 80,
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
  defaultQuality: qualitySchema,
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
    avatar_url: z
      .url()
      .max(500)
      .refine((u) => /^https:\/\//.test(u), "Avatar must be an https address")
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

export interface Profile {
  id: string;
  email: string;
  full_name: string | null;
  username: string | null;
  avatar_url: string | null;
  email_notifications: boolean;
  compression_alerts: boolean;
  product_updates: boolean;
  marketing_communications: boolean;
  default_quality: number;
  auto_download: boolean;
  theme_preference: ThemePreference;
  default_format: DefaultFormat;
  role: "user" | "admin";
  plan: string;
  created_at: string;
  updated_at: string;
}

// In its own module (no zod), for the session provider on every page; still exported from here.
export { planLabel } from "./plan-label.ts";

export interface UserStats {
  images_compressed: number;
  total_savings_mb: number;
  avg_compression_percentage: number;
  performance_gain: number;
}

export const STATS_DEFAULTS: UserStats = {
  images_compressed: 0,
  total_savings_mb: 0,
  avg_compression_percentage: 0,
  performance_gain: 1,
};

/**
 * Sizes a tracked activity may claim, in MB (decision 0016): no tool takes a file over 10 MB and a
 * PDF batch is at most 100 MB, so an original is at most 100 MB. An output may grow (a 100-megapixel
 * BMP is 400 MB), but one that made a file smaller is no larger than its original's bound.
 */
export const MAX_TRACKED_ORIGINAL_MB = 100;
export const MAX_TRACKED_OUTPUT_MB = 1000;

/** One tracked action: names and sizes only, never file contents (decision 10). */
export const activitySchema = z
  .object({
    /** The client's id for this record, so a retried request is counted once. */
    id: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
    activityType: z.enum(ACTIVITY_TYPES),
    fileName: z.string().trim().min(1).max(255),
    description: z.string().trim().max(500).default(""),
    originalSize: z.number().min(0).max(MAX_TRACKED_ORIGINAL_MB).finite().optional(),
    compressedSize: z.number().min(0).max(MAX_TRACKED_OUTPUT_MB).finite().optional(),
    /** Accepted from older clients and ignored: the server computes it from the sizes. */
    compressionPercentage: z.number().finite().optional(),
  })
  .strict()
  .refine(
    (a) =>
      !SAVING_ACTIVITY_TYPES.includes(a.activityType) ||
      (a.originalSize !== undefined && a.compressedSize !== undefined),
    { message: "A compress or optimize activity needs its original and compressed sizes" },
  )
  .refine(
    (a) => !SAVING_ACTIVITY_TYPES.includes(a.activityType) || (a.compressedSize ?? 0) <= MAX_TRACKED_ORIGINAL_MB,
    { message: `A compressed file is at most ${MAX_TRACKED_ORIGINAL_MB} MB`, path: ["compressedSize"] },
  );

export type ActivityInput = z.input<typeof activitySchema>;

export interface Activity {
  id: string;
  activity_type: ActivityType;
  file_name: string;
  description: string;
  original_size_mb: number | null;
  compressed_size_mb: number | null;
  compression_percentage: number | null;
  created_at: string;
}

export interface RecentFile {
  id: string;
  file_name: string;
  original_size_mb: number;
  compressed_size_mb: number;
  savings_percentage: number;
  created_at: string;
}

/** Activity list sizes: 10 by default, 50 on the dashboard; the all-activity page pages through. */
export const ACTIVITY_PAGE_DEFAULT = 10;
export const ACTIVITY_PAGE_MAX = 50;
export const RECENT_FILES_SHOWN = 5;

export const deleteAccountSchema = z
  .object({ password: z.string().min(1).max(128).optional(), email: z.string().max(254).optional() })
  .strict();

/**
 * Where an email confirmation link lands: the home page, which then says the address is confirmed
 * and offers sign-in. The sign-up form asks for it, and the server puts it in any confirmation
 * email that names no other place (such as the one re-sent when someone signs in unconfirmed).
 */
export const CONFIRMED_PATH = "/?confirmed=1";

/** A message from the contact form. Limits keep a single message readable and the table small. */
export const contactMessageSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
    email: z.email("Please enter a valid email address").max(254, "Email must be at most 254 characters"),
    subject: z.string().trim().max(200, "Subject must be at most 200 characters").default(""),
    message: z
      .string()
      .trim()
      .min(10, "Message must be at least 10 characters")
      .max(5000, "Message must be at most 5,000 characters"),
  })
  .strict();

/** A request for a tool we do not have yet. */
export const toolRequestSchema = z
  .object({
    toolName: z.string().trim().min(2, "Tool name is required").max(120, "Tool name must be at most 120 characters"),
    description: z
      .string()
      .trim()
      .min(10, "Please describe the tool in a sentence or two")
      .max(3000, "Description must be at most 3,000 characters"),
    email: z.email("Please enter a valid email address").max(254, "Email must be at most 254 characters").optional(),
  })
  .strict();

export const PLANS = ["free", "pro"] as const;
export const ROLES = ["user", "admin"] as const;

/** What an admin may change about a user. */
export const adminUserUpdateSchema = z
  .object({ plan: z.enum(PLANS).optional(), role: z.enum(ROLES).optional() })
  .strict()
  .refine((u) => u.plan !== undefined || u.role !== undefined, { message: "Nothing to change" });

export const blogSlugSchema = z
  .string()
  .trim()
  .min(3)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug may use lower-case letters, digits and single dashes");

/** A post's tag, as the twelve articles spell theirs: lower case words, digits and dashes. */
export const blogTagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, "A tag needs at least 2 characters")
  .max(30, "A tag may have at most 30 characters")
  .regex(/^[\p{L}\p{N}]+(?:[ -][\p{L}\p{N}]+)*$/u, "A tag may use letters, digits, spaces and dashes");

export const BLOG_TAGS_MAX = 8;

/** A post's fields without defaults: the update schema must not have any (see below). */
const blogPostFields = {
  slug: blogSlugSchema,
  title: z.string().trim().min(3).max(200),
  excerpt: z.string().trim().max(500),
  tags: z.array(blogTagSchema).max(BLOG_TAGS_MAX, `At most ${BLOG_TAGS_MAX} tags`),
  // Within the API's 64 KB request limit, with room for the other fields.
  bodyMarkdown: z.string().max(60_000),
  published: z.boolean(),
};

export const blogPostInputSchema = z
  .object({
    ...blogPostFields,
    excerpt: blogPostFields.excerpt.default(""),
    tags: blogPostFields.tags.default([]),
    published: blogPostFields.published.default(false),
  })
  .strict();

/**
 * Built from the fields without defaults: zod's `.partial()` keeps a field's `.default()`, so a
 * partial of the input schema filled every field left out with its default and an edit of the
 * title unpublished the post and emptied its excerpt and tags (issue 23).
 */
export const blogPostUpdateSchema = z.object(blogPostFields).partial().strict();

export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  bodyMarkdown: string;
  /** The body rendered to HTML with raw HTML and unsafe links neutralised. */
  html: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  role: "user" | "admin";
  plan: string;
  emailVerified: boolean;
  disabled: boolean;
  createdAt: string;
}

/** Marks a contact message or a tool request handled, or open again. */
export const inboxUpdateSchema = z.object({ handled: z.boolean() }).strict();

/** One entry of the admin audit log: who (by id) did what to which user or post, and when. */
export interface AdminAuditEntry {
  id: string;
  actorId: string;
  /** The actor's email when the account still exists, read at display time (the row keeps the id only). */
  actorEmail: string | null;
  /** The target user's email, for user changes whose account still exists. */
  targetEmail: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
  createdAt: string;
}
