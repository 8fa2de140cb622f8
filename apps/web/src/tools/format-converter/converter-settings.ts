/**
 * The format converter's settings and job: any image the engine reads (HEIC and BMP included; an
 * animation stays animated where the format can hold it) to the chosen format, transparency filled with the chosen colour when
 * the format has none, or "Auto: smallest" at an equal quality score.
 */
import type { ImageJob } from "@squish/engine";
import type { UserDefaults } from "../framework/tool-definition.ts";
import type { ProbedFile } from "../framework/file-item.ts";
import { CONVERT_TARGETS, OUTPUT_LABELS, type ConvertTarget } from "@squish/shared/steps/output";
import { outputFor, startingQuality, type OutputSettings } from "../steps/output/output-options.ts";

export type ConverterTarget = ConvertTarget;

export const CONVERTER_TARGETS: readonly ConverterTarget[] = CONVERT_TARGETS;

export interface ConverterSettings {
  output: OutputSettings & { format: ConverterTarget };
  /** The member's chosen default quality, which a file's own format starts at too. */
  chosenQuality?: number | null;
}

export interface ConverterFileOptions {
  /** A file's own target format. */
  format: ConverterTarget;
}

export function initialConverterSettings(user: UserDefaults | null): ConverterSettings {
  const format: ConverterTarget = user?.defaultFormat === "webp" ? "webp" : "jpeg";
  const chosenQuality = user?.defaultQuality ?? null;
  return { output: { format, quality: startingQuality(format, chosenQuality), background: "#ffffff" }, chosenQuality };
}

/** A file's own format, other than the page's, starts where that format starts on the page. */
const fileQuality = (settings: ConverterSettings, format: ConverterTarget) =>
  startingQuality(format, settings.chosenQuality);

/**
 * The converter's job for one file. An animated GIF, PNG or WebP converted to GIF, WebP or PNG
 * keeps every frame: the engine runs such a job frame by frame (pipeline/kept-animation.ts). To a
 * format that holds one picture it gives the first frame, as the panel says; an animated AVIF
 * cannot be read frame by frame, so the engine refuses it with a sentence rather than flatten it.
 */
export function converterRecipe(
  settings: ConverterSettings,
  options: Partial<ConverterFileOptions>,
  file?: Pick<ProbedFile, "animated" | "format">,
): ImageJob {
  const format = options.format ?? settings.output.format;
  const animatedAvif = file?.animated === true && file.format === "avif";
  const output = {
    ...settings.output,
    format,
    // A file's own format takes that format's usual quality, unless it is the page's format anyway.
    quality: format === settings.output.format ? settings.output.quality : fileQuality(settings, format),
  };
  return {
    kind: "image",
    // The chosen colour fills transparency only where the format cannot keep it.
    steps: format === "jpeg" ? [{ op: "flatten", background: output.background }] : [],
    output: outputFor(output),
    measureQuality: true,
    firstFrame: !animatedAvif,
  };
}

export const targetLabel = (format: ConverterTarget) => OUTPUT_LABELS[format];
