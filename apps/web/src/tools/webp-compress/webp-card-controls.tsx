import { RangeSetting } from "../framework/range-setting.tsx";
import type { CardControlsProps } from "../framework/tool-definition.ts";
import { WEBP_QUALITY, webpQualityFor, type WebpFileOptions, type WebpSettings } from "./webp-settings.ts";

/** A file's own quality, starting at the page's (lossy only: lossless has no quality to choose). */
export function WebpCardControls({
  item,
  settings,
  onOptionsChange,
}: CardControlsProps<WebpSettings, WebpFileOptions>) {
  if (settings.mode !== "lossy") return null;
  const quality = webpQualityFor(settings, item.options);
  return (
    <RangeSetting
      id={`webp-quality-${item.id}`}
      label="Quality"
      value={quality}
      {...WEBP_QUALITY}
      valueText={String(quality)}
      onChange={(value) => onOptionsChange({ quality: value })}
      className="space-y-1 text-xs"
    />
  );
}
