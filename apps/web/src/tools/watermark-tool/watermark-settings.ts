/** The watermark tool's settings and job: the mark, then the output (the source's format by default). */
import type { ImageJob } from "@squish/engine";
import type { UserDefaults } from "../framework/tool-definition.ts";
import { outputFor, startingQuality, transparencyFill, type OutputSettings } from "../steps/output/output-options.ts";
import { DEFAULT_WATERMARK, watermarkStep, type WatermarkSettings } from "../steps/watermark/watermark-options.ts";
import { rememberedLogo } from "./logo-storage.ts";

export interface WatermarkToolSettings {
  mark: WatermarkSettings;
  output: OutputSettings;
}

export type WatermarkFileOptions = Record<string, never>;

export function initialWatermarkSettings(user: UserDefaults | null = null): WatermarkToolSettings {
  const logo = typeof localStorage === "undefined" ? null : rememberedLogo();
  return {
    mark: { ...DEFAULT_WATERMARK, logo },
    output: {
      format: "same",
      quality: startingQuality("same", user?.defaultQuality, 90),
      background: "#ffffff",
      matchSourceQuality: true,
    },
  };
}

export function watermarkRecipe(settings: WatermarkToolSettings): ImageJob {
  return {
    kind: "image",
    steps: [...transparencyFill(settings.output), watermarkStep(settings.mark)],
    output: outputFor(settings.output),
    measureQuality: true,
  };
}

export function describeWatermark(settings: WatermarkToolSettings): string {
  const { mark } = settings;
  const what = mark.kind === "image" ? `logo ${mark.logo?.name ?? ""}`.trim() : `"${mark.text.slice(0, 60)}"`;
  return `Watermarked with ${what}`;
}
