import { jpegQualityLabel } from "@squish/shared/compression";
import { RangeSetting } from "../framework/range-setting.tsx";
import type { CardControlsProps } from "../framework/tool-definition.ts";
import { FILE_QUALITY, jpegQualityFor, smartFor, type JpegFileOptions, type JpegSettings } from "./jpeg-settings.ts";

/** The card's own quality (10 to 100), starting at the settings panel's or the one Smart chose; moving it fixes it. */
export function JpegCardControls({
  item,
  settings,
  onOptionsChange,
}: CardControlsProps<JpegSettings, JpegFileOptions>) {
  const smart = smartFor(settings, item.options);
  // With Smart, the slider starts at the quality Smart chose for this photo, once known.
  const quality = smart && item.result?.smart ? item.result.smart.quality : jpegQualityFor(settings, item.options);
  return (
    <RangeSetting
      id={`quality-${item.id}`}
      label="Quality"
      value={quality}
      {...FILE_QUALITY}
      // Whole steps while it shows a quality off the five-step grid (Smart's choice, then the person's from it).
      step={(quality - FILE_QUALITY.min) % FILE_QUALITY.step === 0 ? FILE_QUALITY.step : 1}
      valueText={
        smart ? (item.result?.smart ? `${quality} (smart)` : "Smart") : `${quality} (${jpegQualityLabel(quality)})`
      }
      onChange={(value) => onOptionsChange({ quality: value })}
      className="space-y-1 text-xs"
    />
  );
}
