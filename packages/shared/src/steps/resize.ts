/**
 * The resize step's kit, as people set it (issue 29): a box (width, height or both), or a
 * percentage; how a box is met; whether small pictures may grow; and the named sizes people pick
 * from. The resizer, the workspace, saved chains and `squish resize` all describe a resize this
 * way; the engine's `resizeStepFrom` is the one place it becomes an engine step.
 */

/** fit: inside the box, aspect kept; fill: covers the box exactly, cropping; stretch: exactly the box. */
export const RESIZE_MODES = ["fit", "fill", "stretch"] as const;
export type ResizeMode = (typeof RESIZE_MODES)[number];

/** The largest side a resize may ask for (browsers refuse bigger canvases). */
export const MAX_RESIZE_SIDE = 16384;

/**
 * A resize as people set it. Its schema is beside this file (resize-fields.ts, which checks that
 * the two agree): zod is loaded only where a chain or a saved setting is checked, never by a page
 * that only needs these values.
 */
export interface ResizeSettings {
  width?: number | undefined;
  height?: number | undefined;
  /** Scale both sides by this percentage instead of a box. */
  percent?: number | undefined;
  mode?: ResizeMode | undefined;
  /** Allow results larger than the source (off by default). */
  enlarge?: boolean | undefined;
  /** With fill: the point the crop keeps in view, as fractions (the centre when absent). */
  focus?: { x: number; y: number } | undefined;
}

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
