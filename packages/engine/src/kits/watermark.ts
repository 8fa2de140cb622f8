/**
 * The watermark kit's one mapping (issue 29): the settings people choose (packages/shared
 * steps/watermark.ts: per cents, degrees, a position word) as the engine's watermark step
 * (fractions, a placement). The watermark tool, the workspace, a saved chain and `squish
 * watermark` all call this, so each draws the very same mark from the same settings.
 */
import type { TextWatermarkSettings } from "@squish/shared/steps/watermark";
import type { WatermarkPlacement, WatermarkStep } from "../steps/step.ts";

/** A tiled mark repeats with this gap, a fraction of its own size. */
export const TILED_WATERMARK_GAP = 0.8;
/** An outline's width as a fraction of the text size: thick enough to read on any background. */
export const WATERMARK_OUTLINE_WIDTH = 0.06;

/** A picture stamped instead of the text: its bytes stay on the device, and its width in per cent. */
export interface LogoMark {
  bytes: Uint8Array;
  /** Per cent of the picture's width. */
  width: number;
}

export function watermarkPlacement(
  settings: Pick<TextWatermarkSettings, "position" | "x" | "y" | "margin">,
): WatermarkPlacement {
  if (settings.position === "tiled") return { kind: "tiled", gap: TILED_WATERMARK_GAP };
  if (settings.position === "custom") return { kind: "point", x: settings.x, y: settings.y };
  return { kind: "anchor", position: settings.position, margin: settings.margin / 100 };
}

/** The step for these settings: their text, or the logo when one is given, placed and faded as set. */
export function watermarkStepFrom(settings: TextWatermarkSettings, logo?: LogoMark): WatermarkStep {
  const mark: WatermarkStep["mark"] = logo
    ? { kind: "image", bytes: logo.bytes, size: logo.width / 100 }
    : {
        kind: "text",
        text: settings.text,
        font: settings.font,
        size: settings.size / 100,
        color: settings.color,
        ...(settings.outline && { outline: { color: settings.outlineColor, width: WATERMARK_OUTLINE_WIDTH } }),
        ...(settings.shadow && { shadow: true }),
      };
  return {
    op: "watermark",
    mark,
    opacity: settings.opacity / 100,
    rotation: settings.rotation,
    placement: watermarkPlacement(settings),
  };
}
