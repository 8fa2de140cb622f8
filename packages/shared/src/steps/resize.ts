/**
 * The resize step's kit, as people set it (issue 29): a box (width, height or both), or a
 * percentage; how a box is met; whether small pictures may grow; and the named sizes people pick
 * from. The resizer, the workspace, saved chains and `squish resize` all describe a resize this
 * way; the engine's `resizeStepFrom` is the one place it becomes an engine step.
 */
import { z } from "zod";

/** fit: inside the box, aspect kept; fill: covers the box exactly, cropping; stretch: exactly the box. */
export const RESIZE_MODES = ["fit", "fill", "stretch"] as const;
export type ResizeMode = (typeof RESIZE_MODES)[number];

/** The largest side a resize may ask for (browsers refuse bigger canvases). */
export const MAX_RESIZE_SIDE = 16384;

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

export type ResizeSettings = z.infer<typeof resizeSettingsSchema>;

export interface ResizePreset {
  id: string;
  label: string;
  group: "Social" | "Screens" | "Web";
  width: number;
  height: number;
}

export const RESIZE_PRESETS: readonly ResizePreset[] = [
  { id: "instagram-square", label: "Instagram post (square)", group: "Social", width: 1080, height: 1080 },
  { id: "instagram-portrait", label: "Instagram post (portrait)", group: "Social", width: 1080, height: 1350 },
  { id: "instagram-story", label: "Instagram / TikTok story", group: "Social", width: 1080, height: 1920 },
  { id: "facebook-post", label: "Facebook post", group: "Social", width: 1200, height: 630 },
  { id: "facebook-cover", label: "Facebook cover", group: "Social", width: 851, height: 315 },
  { id: "x-post", label: "X post", group: "Social", width: 1600, height: 900 },
  { id: "x-header", label: "X header", group: "Social", width: 1500, height: 500 },
  { id: "linkedin-post", label: "LinkedIn post", group: "Social", width: 1200, height: 627 },
  { id: "linkedin-banner", label: "LinkedIn banner", group: "Social", width: 1584, height: 396 },
  { id: "youtube-thumbnail", label: "YouTube thumbnail", group: "Social", width: 1280, height: 720 },
  { id: "hd", label: "HD 720p", group: "Screens", width: 1280, height: 720 },
  { id: "full-hd", label: "Full HD 1080p", group: "Screens", width: 1920, height: 1080 },
  { id: "qhd", label: "QHD 1440p", group: "Screens", width: 2560, height: 1440 },
  { id: "4k", label: "4K UHD", group: "Screens", width: 3840, height: 2160 },
  { id: "og-image", label: "Link preview (Open Graph)", group: "Web", width: 1200, height: 630 },
  { id: "blog", label: "Blog image", group: "Web", width: 1600, height: 900 },
  { id: "email", label: "Email (600 wide)", group: "Web", width: 600, height: 400 },
  { id: "thumbnail", label: "Thumbnail", group: "Web", width: 320, height: 320 },
];

export const resizePresetById = (id: string) => RESIZE_PRESETS.find((p) => p.id === id) ?? RESIZE_PRESETS[0]!;
