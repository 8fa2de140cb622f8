import { SMART_LEVEL_INFO, SMART_LEVELS, type SmartLevel } from "@squish/shared/perceived-quality";
import { SelectSetting } from "../../framework/select-setting.tsx";
import type { PresetChoice } from "./quality-presets.tsx";

const FIXED = "fixed";

/**
 * Smart quality's level, or a fixed quality (the slider's): the choice the JPEG and WebP
 * compressors show above their quality slider.
 */
export function SmartSetting({
  id,
  value,
  quality,
  onChange,
}: {
  id: string;
  value: SmartLevel | null;
  /** The slider's quality: choosing Fixed says it too, so a member's default is saved as that. */
  quality: number;
  onChange(choice: PresetChoice): void;
}) {
  return (
    <SelectSetting<SmartLevel | typeof FIXED>
      id={id}
      label="Quality choice"
      value={value ?? FIXED}
      options={[
        ...SMART_LEVELS.map((level) => ({ value: level, label: SMART_LEVEL_INFO[level].label })),
        { value: FIXED, label: "Fixed quality (the slider)" },
      ]}
      onChange={(choice) => onChange(choice === FIXED ? { quality, smart: null } : { smart: choice })}
      hint={
        value
          ? `${SMART_LEVEL_INFO[value].description} Each card shows the quality chosen; moving the slider sets a fixed quality instead.`
          : "Every file at the slider's quality."
      }
    />
  );
}
