import { GIF_PRESETS } from "@squish/engine";
import { Panel } from "../framework/panel.tsx";
import { RangeSetting } from "../framework/range-setting.tsx";
import { SelectSetting } from "../framework/select-setting.tsx";
import type { SettingsPanelProps } from "../framework/tool-definition.ts";
import { ChoiceButtons } from "../steps/fields/choice-buttons.tsx";
import { ToggleField } from "../steps/fields/toggle-field.tsx";
import type { GifChoice, GifSettings } from "./gif-settings.ts";

const SIZES = [
  { value: 0, label: "Keep the size" },
  { value: 800, label: "Fit 800 px" },
  { value: 480, label: "Fit 480 px" },
  { value: 320, label: "Fit 320 px" },
];

/** A preset, or one's own lossy level, colours, dithering and dropped frames; and a size limit. */
export function GifSettingsPanel({ settings, onChange }: SettingsPanelProps<GifSettings>) {
  const preset = GIF_PRESETS.find((p) => p.id === settings.preset);
  const custom = settings.custom;
  const setCustom = (next: Partial<GifSettings["custom"]>) => onChange({ custom: { ...custom, ...next } });
  return (
    <Panel title="GIF settings" testId="settings-panel">
      <ChoiceButtons<GifChoice>
        label="Compression"
        value={settings.preset}
        options={[...GIF_PRESETS.map((p) => ({ value: p.id, label: p.label })), { value: "custom", label: "Custom" }]}
        onChange={(choice) => onChange({ preset: choice })}
        columns={4}
      />
      <p className="text-xs text-muted-foreground">
        {preset ? preset.description : "Your own lossy level, colours and frames."} Frames, timing and looping are kept.
      </p>
      {settings.preset === "custom" && (
        <div className="space-y-3">
          <RangeSetting
            id="gif-lossy"
            label="Lossy level"
            value={custom.lossy}
            min={0}
            max={200}
            step={5}
            valueText={custom.lossy === 0 ? "0 (exact colours)" : String(custom.lossy)}
            onChange={(lossy) => setCustom({ lossy })}
          />
          <RangeSetting
            id="gif-colors"
            label="Colours"
            value={custom.colors}
            min={2}
            max={256}
            step={1}
            valueText={String(custom.colors)}
            onChange={(colors) => setCustom({ colors })}
          />
          <ToggleField
            id="gif-dither"
            label="Dithering"
            checked={custom.dither}
            onChange={(dither) => setCustom({ dither })}
            hint="Smoother gradients with few colours, at some cost in size."
          />
          <SelectSetting
            id="gif-drop"
            label="Drop frames"
            value={custom.dropEvery}
            options={[
              { value: 0, label: "Keep every frame" },
              { value: 2, label: "Drop every 2nd frame" },
              { value: 3, label: "Drop every 3rd frame" },
              { value: 4, label: "Drop every 4th frame" },
            ]}
            onChange={(dropEvery) => setCustom({ dropEvery })}
            hint="The animation keeps its length: a dropped frame's time goes to the one before it."
          />
        </div>
      )}
      <SelectSetting
        id="gif-size"
        label="Size"
        value={settings.maxSide}
        options={SIZES}
        onChange={(maxSide) => onChange({ maxSide })}
        hint="Smaller animations are never enlarged."
      />
      <ToggleField
        id="gif-webp-if-smaller"
        label="Animated WebP if smaller"
        checked={settings.webpIfSmaller}
        onChange={(webpIfSmaller) => onChange({ webpIfSmaller })}
        hint="Same frames and timing in a WebP file when that is smaller; every current browser plays it."
      />
    </Panel>
  );
}
