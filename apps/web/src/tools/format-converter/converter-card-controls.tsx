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
      value={item.options.format ?? "page"}
      options={[
        { value: "page" as const, label: `Page setting (${targetLabel(settings.output.format)})` },
        ...CONVERTER_TARGETS.map((format) => ({ value: format, label: targetLabel(format) })),
      ]}
      onChange={(format) => onOptionsChange({ format: format === "page" ? undefined : format })}
      compact
    />
  );
}
