import { GIF_PRESETS } from "@squish/engine";
import { SelectSetting } from "../framework/select-setting.tsx";
import type { CardControlsProps } from "../framework/tool-definition.ts";
import type { GifChoice, GifFileOptions, GifSettings } from "./gif-settings.ts";

/** A file's own preset, starting at the page's. */
export function GifCardControls({ item, settings, onOptionsChange }: CardControlsProps<GifSettings, GifFileOptions>) {
  return (
    <SelectSetting<GifChoice>
      id={`gif-preset-${item.id}`}
      label="Compression"
      value={item.options.preset ?? settings.preset}
      options={[...GIF_PRESETS.map((p) => ({ value: p.id, label: p.label })), { value: "custom", label: "Custom" }]}
      onChange={(preset) => onOptionsChange({ preset })}
      compact
    />
  );
}
