/**
 * The resizer's settings and their engine job: one size for the whole batch (or a file's own),
 * then the chosen output. JPEG output gets even sides so its colour subsampling covers whole blocks.
 */
import type { ImageJob } from "@squish/engine";
import type { ToolResult } from "../framework/file-item.ts";
import type { UserDefaults } from "../framework/tool-definition.ts";
import { outputFor, startingQuality, transparencyFill, type OutputSettings } from "../steps/output/output-options.ts";
import { DEFAULT_RESIZE, resizeIsComplete, resizeStep, type ResizeChoices } from "../steps/resize/resize-options.ts";

export interface ResizerSettings {
  resize: ResizeChoices;
  output: OutputSettings;
}

export interface ResizerFileOptions {
  /** A file's own width and height (blank: the page's size); the aspect follows the page's lock. */
  width: number | "";
  height: number | "";
}

export function initialResizerSettings(user: UserDefaults | null = null): ResizerSettings {
  return {
    resize: DEFAULT_RESIZE,
    output: {
      format: "same",
      quality: startingQuality("same", user?.defaultQuality, 85),
      background: "#ffffff",
      matchSourceQuality: true,
    },
  };
}

/** The page's size, or the file's own when it set one. */
export function effectiveResize(settings: ResizerSettings, options: Partial<ResizerFileOptions>): ResizeChoices {
  const width = options.width ?? "";
  const height = options.height ?? "";
  if (width === "" && height === "") return settings.resize;
  return {
    ...settings.resize,
    by: "dimensions",
    width,
    height,
    leading: width !== "" ? "width" : "height",
    lockAspect: settings.resize.lockAspect || width === "" || height === "",
  };
}

/**
 * Sizes are kept exactly as asked (a preset's 851 x 315 stays 851 x 315): MozJPEG handles odd
 * sides, so the JPEG compressor's even rounding is not applied here.
 */
export function resizerRecipe(settings: ResizerSettings, options: Partial<ResizerFileOptions>): ImageJob {
  const resize = effectiveResize(settings, options);
  if (!resizeIsComplete(resize)) throw new Error("Enter a width or a height first.");
  return {
    kind: "image",
    steps: [resizeStep(resize), ...transparencyFill(settings.output)],
    output: outputFor(settings.output),
    measureQuality: true,
  };
}

/**
 * The history line: the size the picture came out at, which is not always the size asked (a photo
 * smaller than the box is never enlarged), then what was asked when that differs.
 */
export function describeResize(
  settings: ResizerSettings,
  options: Partial<ResizerFileOptions>,
  result: Pick<ToolResult, "width" | "height">,
): string {
  const r = effectiveResize(settings, options);
  const made = `${result.width} × ${result.height} px`;
  if (r.by === "percent") return `Resized to ${r.percent}% (${made})`;
  if (r.by === "preset") return `Resized for ${r.preset} (${r.mode}): ${made}`;
  if (!r.lockAspect) {
    const asked = `${r.width} × ${r.height} (${r.mode})`;
    return result.width === r.width && result.height === r.height
      ? `Resized to ${made}`
      : `Resized to ${made} for ${asked}`;
  }
  // With the aspect locked the leading side is met exactly, unless the picture was smaller.
  const side = r.leading === "width" ? result.width : result.height;
  const asked = r[r.leading];
  if (side === asked || r.enlarge) return `Resized to ${made}`;
  return `Kept at ${made}: smaller than the ${asked} px ${r.leading} asked, and never enlarged`;
}
