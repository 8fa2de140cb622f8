/**
 * The cropper's settings and job. By default a JPEG is written again at the quality it was saved
 * at (read from its quantisation tables), so a crop costs no visible quality and no needless bytes.
 */
import type { ImageJob } from "@squish/engine";
import { cropSteps, type CropChoice, type CropFileOptions } from "../steps/crop/crop-options.ts";
import type { UserDefaults } from "../framework/tool-definition.ts";
import { outputFor, startingQuality, transparencyFill, type OutputSettings } from "../steps/output/output-options.ts";

export interface CropperSettings {
  crop: CropChoice;
  output: OutputSettings;
}

export type CropperFileOptions = CropFileOptions;

export function initialCropperSettings(user: UserDefaults | null = null): CropperSettings {
  return {
    crop: { ratio: "1:1", custom: { width: 5, height: 4 } },
    output: {
      format: "same",
      quality: startingQuality("same", user?.defaultQuality, 90),
      background: "#ffffff",
      matchSourceQuality: true,
    },
  };
}

export function cropperRecipe(settings: CropperSettings, options: Partial<CropperFileOptions>): ImageJob {
  return {
    kind: "image",
    steps: [...cropSteps(settings.crop, options), ...transparencyFill(settings.output)],
    output: outputFor(settings.output),
    measureQuality: true,
  };
}

export function describeCrop(settings: CropperSettings, options: Partial<CropperFileOptions>): string {
  const shape = options.box
    ? "its own box"
    : settings.crop.ratio === "free"
      ? "the whole picture"
      : settings.crop.ratio;
  const turns = [options.rotate ? `turned ${options.rotate}°` : "", options.flipH || options.flipV ? "mirrored" : ""];
  return [`Cropped to ${shape}`, ...turns.filter(Boolean)].join(", ");
}
