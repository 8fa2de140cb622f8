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
      // Whole steps while it shows Smart's choice, which need not be a multiple of five.
      step={smart && item.result?.smart ? 1 : WEBP_QUALITY.step}
      valueText={smart ? (item.result?.smart ? `${quality} (smart)` : "Smart") : String(quality)}
      onChange={(value) => onOptionsChange({ quality: value })}
      className="space-y-1 text-xs"
    />
  );
}
