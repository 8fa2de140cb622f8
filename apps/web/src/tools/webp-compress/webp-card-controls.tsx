import { CardQualitySlider } from "../steps/fields/card-quality-slider.tsx";
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
  return (
    <CardQualitySlider
      id={`webp-quality-${item.id}`}
      range={WEBP_QUALITY}
      fixed={webpQualityFor(settings, item.options)}
      smart={!item.probe.animated && webpSmartFor(settings, item.options) !== null}
      chosen={item.result?.smart?.quality}
      fixedText={String}
      onChange={(quality) => onOptionsChange({ quality })}
    />
  );
}
