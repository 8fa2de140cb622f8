import { estimatedSize, PNG_LEVELS } from "@squish/shared/compression";
import { formatBytes } from "@squish/shared/format-bytes";
import { SelectSetting } from "../framework/select-setting.tsx";
import type { CardControlsProps } from "../framework/tool-definition.ts";
import { levelFor, levelInfo, type PngFileOptions, type PngSettings } from "./png-settings.ts";

/** The file's own compression level, and while it waits, the size it is estimated to reach. */
export function PngCardControls({ item, settings, onOptionsChange }: CardControlsProps<PngSettings, PngFileOptions>) {
  const level = levelFor(settings, item.options);
  const estimate = levelInfo(level).estimate;
  return (
    <SelectSetting
      id={`level-${item.id}`}
      label="Compression level"
      value={level}
      options={PNG_LEVELS.map((l) => ({ value: l.id, label: `${l.label} (~${l.estimate}%)` }))}
      onChange={(next) => onOptionsChange({ level: next })}
      {...(item.status === "pending" && {
        hint: `Estimated: ${formatBytes(estimatedSize(item.originalSize, estimate))} (-${estimate}%)`,
      })}
      compact
    />
  );
}
