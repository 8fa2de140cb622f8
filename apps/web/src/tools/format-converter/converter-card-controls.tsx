import { SelectSetting } from "../framework/select-setting.tsx";
import type { CardControlsProps } from "../framework/tool-definition.ts";
import {
  CONVERTER_TARGETS,
  targetLabel,
  type ConverterFileOptions,
  type ConverterSettings,
} from "./converter-settings.ts";

/** A file's own target format, starting at the page's. */
export function ConverterCardControls({
  item,
  settings,
  onOptionsChange,
}: CardControlsProps<ConverterSettings, ConverterFileOptions>) {
  return (
    <SelectSetting
      id={`target-${item.id}`}
      label="Convert to"
      value={item.options.format ?? settings.output.format}
      options={CONVERTER_TARGETS.map((format) => ({ value: format, label: targetLabel(format) }))}
      onChange={(format) => onOptionsChange({ format })}
      compact
    />
  );
}
