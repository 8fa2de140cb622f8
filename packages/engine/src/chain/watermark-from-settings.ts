/**
 * A text watermark as the watermark tool and a chain describe it (the settings of a saved
 * template: per cents, a position word) turned into the engine's watermark step (fractions, a
 * placement). It lives in the engine so the workspace page, a saved chain and `squish run` draw
 * the very same mark; the numbers are the watermark tool's (apps/web watermark-options.ts).
 */
import type { WatermarkTemplateSettings } from "@squish/shared/watermark-templates";
import type { WatermarkPlacement, WatermarkStep } from "../steps/step.ts";

/** A tiled mark repeats with this gap, a fraction of its own size: the watermark tool's spacing. */
export const TILED_WATERMARK_GAP = 0.8;
/** An outline's width as a fraction of the text size: thick enough to read on any background. */
export const WATERMARK_OUTLINE_WIDTH = 0.06;

export function watermarkPlacement(
  settings: Pick<WatermarkTemplateSettings, "position" | "x" | "y" | "margin">,
): WatermarkPlacement {
  if (settings.position === "tiled") return { kind: "tiled", gap: TILED_WATERMARK_GAP };
  if (settings.position === "custom") return { kind: "point", x: settings.x, y: settings.y };
  return { kind: "anchor", position: settings.position, margin: settings.margin / 100 };
}

export function textWatermarkStep(settings: WatermarkTemplateSettings): WatermarkStep {
  return {
    op: "watermark",
    mark: {
      kind: "text",
      text: settings.text,
      font: settings.font,
      size: settings.size / 100,
      color: settings.color,
      ...(settings.outline && { outline: { color: settings.outlineColor, width: WATERMARK_OUTLINE_WIDTH } }),
      ...(settings.shadow && { shadow: true }),
    },
    opacity: settings.opacity / 100,
    rotation: settings.rotation,
    placement: watermarkPlacement(settings),
  };
}
