import { jpegQualityLabel } from "@squish/shared/compression";
import { CardQualitySlider } from "../steps/fields/card-quality-slider.tsx";
import type { CardControlsProps } from "../framework/tool-definition.ts";
import { FILE_QUALITY, jpegQualityFor, smartFor, type JpegFileOptions, type JpegSettings } from "./jpeg-settings.ts";

/** The card's own quality (10 to 100), starting at the settings panel's or the one Smart chose; moving it fixes it. */
export function JpegCardControls({
  item,
  settings,
  onOptionsChange,
}: CardControlsProps<JpegSettings, JpegFileOptions>) {
  return (
    <CardQualitySlider
      id={`quality-${item.id}`}
      range={FILE_QUALITY}
      fixed={jpegQualityFor(settings, item.options)}
      smart={smartFor(settings, item.options) !== null}
      chosen={item.result?.smart?.quality}
      fixedText={(quality) => `${quality} (${jpegQualityLabel(quality)})`}
      onChange={(quality) => onOptionsChange({ quality })}
    />
  );
}
