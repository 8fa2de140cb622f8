import { jpegQualityLabel } from "@squish/shared/compression";
import { RangeSetting } from "../framework/range-setting.tsx";
import type { CardControlsProps } from "../framework/tool-definition.ts";
import { FILE_QUALITY, jpegQualityFor, type JpegFileOptions, type JpegSettings } from "./jpeg-settings.ts";

/** The card's own quality (10 to 100), starting at the settings panel's. */
export function JpegCardControls({
  item,
  settings,
  onOptionsChange,
}: CardControlsProps<JpegSettings, JpegFileOptions>) {
  const quality = jpegQualityFor(settings, item.options);
  return (
    <RangeSetting
      id={`quality-${item.id}`}
      label="Quality"
      value={quality}
      {...FILE_QUALITY}
      valueText={`${quality} (${jpegQualityLabel(quality)})`}
      onChange={(value) => onOptionsChange({ quality: value })}
      className="space-y-1 text-xs"
    />
  );
}
