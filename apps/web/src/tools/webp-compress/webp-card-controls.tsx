import { RangeSetting } from "../framework/range-setting.tsx";
import type { CardControlsProps } from "../framework/tool-definition.ts";
import {
  WEBP_QUALITY,
  webpQualityFor,
  webpSmartFor,
  type WebpFileOptions,
  type WebpSettings,
} from "./webp-settings.ts";

/** A file's own quality, starting at the page's (lossy only: lossless has no quality to choose). */
export function WebpCardControls({
  item,
  settings,
  onOptionsChange,
}: CardControlsProps<WebpSettings, WebpFileOptions>) {
  if (settings.mode !== "lossy") return null;
  const smart = !item.probe.animated && webpSmartFor(settings, item.options);
  // With Smart, the slider starts at the quality Smart chose for this picture, once known.
  const quality = smart && item.result?.smart ? item.result.smart.quality : webpQualityFor(settings, item.options);
  return (
    <RangeSetting
      id={`webp-quality-${item.id}`}
      label="Quality"
      value={quality}
      {...WEBP_QUALITY}
      // Whole steps while it shows a quality off the five-step grid (Smart's choice, then the person's from it).
      step={(quality - WEBP_QUALITY.min) % WEBP_QUALITY.step === 0 ? WEBP_QUALITY.step : 1}
      valueText={smart ? (item.result?.smart ? `${quality} (smart)` : "Smart") : String(quality)}
      onChange={(value) => onOptionsChange({ quality: value })}
      className="space-y-1 text-xs"
    />
  );
}
