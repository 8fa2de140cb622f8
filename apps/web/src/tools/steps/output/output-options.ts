/**
 * The output end of a chain as a person chooses it: a format (or the source's own, or "Auto:
 * smallest"), a quality for lossy formats, and the colour that fills transparency when the format
 * has none. Shared by every tool that writes images and by the workspace.
 */
import { convertOutput, type ImageOutput, type Step } from "@squish/engine";
import { QUALITY_DEFAULTS, type OutputChoice } from "@squish/shared/steps/output";

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

const LOSSY: ReadonlySet<OutputChoice> = new Set(["same", "jpeg", "webp", "avif", "auto"]);

export const usesQuality = (format: OutputChoice) => LOSSY.has(format);

/**
 * The quality a format starts at: the member's chosen default where the format has a quality,
 * else the format's own (`fallback` for a tool whose own default differs from the format's).
 */
export function startingQuality(
  format: OutputChoice,
  chosen: number | null | undefined,
  fallback: number = QUALITY_DEFAULTS[format],
): number {
  return usesQuality(format) && chosen != null ? chosen : fallback;
}
export const usesBackground = (format: OutputChoice) => format === "jpeg";

export function outputFor(settings: OutputSettings): ImageOutput {
  const quality = Math.min(100, Math.max(1, Math.round(settings.quality)));
  if (settings.format === "same") {
    return { format: "same", options: { quality: settings.matchSourceQuality ? "source" : quality } };
  }
  return convertOutput(settings.format, quality);
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
