/**
 * The output end of a chain as a person chooses it: a format (or the source's own, or "Auto:
 * smallest"), a quality for lossy formats, and the colour that fills transparency when the format
 * has none. Shared by every tool that writes images and by the workspace.
 */
import type { ImageOutput, Step } from "@squish/engine";

export type OutputChoice = "same" | "jpeg" | "png" | "webp" | "avif" | "gif" | "auto";

export interface OutputSettings {
  format: OutputChoice;
  /** 1 to 100, for JPEG, WebP and AVIF (and "same" when the source is one of them). */
  quality: number;
  /** Fills transparent areas when the output cannot hold them (JPEG). */
  background: string;
  /**
   * With "same as original": write a JPEG again at the quality it was saved at (read from the
   * file), so an edit looks the same and is not made bigger. Other sources use `quality`.
   */
  matchSourceQuality?: boolean;
}

export const OUTPUT_LABELS: Record<OutputChoice, string> = {
  same: "Same as original",
  jpeg: "JPEG",
  png: "PNG",
  webp: "WebP",
  avif: "AVIF",
  gif: "GIF",
  auto: "Auto: smallest",
};

/** What the quality slider means for each output; AVIF's scale runs lower for the same look. */
export const QUALITY_DEFAULTS: Record<OutputChoice, number> = {
  same: 85,
  jpeg: 82,
  png: 100,
  webp: 80,
  avif: 55,
  gif: 100,
  auto: 80,
};

const LOSSY: ReadonlySet<OutputChoice> = new Set(["same", "jpeg", "webp", "avif", "auto"]);

export const usesQuality = (format: OutputChoice) => LOSSY.has(format);
export const usesBackground = (format: OutputChoice) => format === "jpeg";

export function outputFor(settings: OutputSettings): ImageOutput {
  const quality = Math.min(100, Math.max(1, Math.round(settings.quality)));
  switch (settings.format) {
    case "png":
    case "gif":
      return { format: settings.format };
    case "same":
      return { format: "same", options: { quality: settings.matchSourceQuality ? "source" : quality } };
    default:
      return { format: settings.format, options: { quality } };
  }
}

/**
 * The fill step for outputs without transparency: the chosen colour, rather than the engine's
 * white, wherever the result is a JPEG.
 */
export function transparencyFill(settings: OutputSettings): Step[] {
  return settings.format === "jpeg" ? [{ op: "flatten", background: settings.background }] : [];
}

/** The file extension an output gets, for names shown before processing. */
export function extensionFor(format: OutputChoice, source: string | undefined): string {
  if (format === "same" || format === "auto") return source === "jpeg" ? "jpg" : (source ?? "img");
  return format === "jpeg" ? "jpg" : format;
}
