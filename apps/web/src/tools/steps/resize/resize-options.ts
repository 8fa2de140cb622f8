/**
 * Resizing as a person chooses it: by width and height (with the aspect ratio locked or not), by
 * percentage, or by a named preset; how to fit (keep the aspect, crop to fill around a focal
 * point, or stretch); and whether small pictures may be enlarged. Shared by the resizer and the
 * workspace; turned into the engine's resize step here.
 */
import type { FocusPoint, ResizeMode, ResizeStep } from "@squish/engine";

export type ResizeBy = "dimensions" | "percent" | "preset";

export interface ResizeSettings {
  by: ResizeBy;
  width: number | "";
  height: number | "";
  /** With the lock on, only the side last edited is sent: the other follows each picture's shape. */
  lockAspect: boolean;
  /** Which side the person set last, when the aspect is locked. */
  leading: "width" | "height";
  percent: number;
  preset: string;
  mode: ResizeMode;
  enlarge: boolean;
  focus: FocusPoint;
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

export const DEFAULT_RESIZE: ResizeSettings = {
  by: "dimensions",
  width: 1920,
  height: 1080,
  lockAspect: true,
  leading: "width",
  percent: 50,
  preset: "instagram-square",
  mode: "fit",
  enlarge: false,
  focus: { x: 0.5, y: 0.5 },
};

export const presetById = (id: string) => RESIZE_PRESETS.find((p) => p.id === id) ?? RESIZE_PRESETS[0]!;

/** The resize step for these settings; `even` for JPEG output, whose chroma covers 2x2 blocks. */
export function resizeStep(settings: ResizeSettings, even = false): ResizeStep {
  const common = { enlarge: settings.enlarge, ...(even && { even }) };
  if (settings.by === "percent") return { op: "resize", percent: settings.percent, ...common };
  if (settings.by === "preset") {
    const preset = presetById(settings.preset);
    return {
      op: "resize",
      width: preset.width,
      height: preset.height,
      mode: settings.mode,
      focus: settings.focus,
      ...common,
    };
  }
  const { width, height } = settings;
  // Never a silent stand-in size: an empty pair is the caller's to refuse (resizeIsComplete).
  if (width === "" && height === "") throw new Error("Enter a width or a height first.");
  if (settings.lockAspect || width === "" || height === "") {
    const useHeight = (settings.leading === "height" && height !== "") || width === "";
    return { op: "resize", ...(useHeight ? { height: height as number } : { width: width as number }), ...common };
  }
  return { op: "resize", width, height, mode: settings.mode, focus: settings.focus, ...common };
}

/** Whether the settings name a size (an empty field with the lock off does not). */
export function resizeIsComplete(settings: ResizeSettings): boolean {
  if (settings.by !== "dimensions") return settings.by === "preset" || settings.percent > 0;
  return settings.width !== "" || settings.height !== "";
}
