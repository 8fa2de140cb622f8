import { Panel } from "../framework/panel.tsx";
import { PNG_LEVELS } from "@squish/shared/compression";
import { cn } from "@/lib/cn";
import { RangeSetting } from "../framework/range-setting.tsx";
import type { SettingsPanelProps } from "../framework/tool-definition.ts";
import { COLOR_DEPTH, colorDepthText, type PngSettings } from "./png-settings.ts";

const OPTIONS = [
  { key: "removeMetadata", label: "Remove metadata", hint: "Text, EXIF and time chunks" },
  { key: "preserveTransparency", label: "Preserve transparency", hint: "Off paints transparent areas white" },
  { key: "advancedQuantization", label: "Advanced quantization", hint: "Slower, more careful palette" },
] as const;

/** The compression level with its estimate, the PNG options and the palette size. */
export function PngSettingsPanel({ settings, onChange }: SettingsPanelProps<PngSettings>) {
  return (
    <Panel title="Optimization settings" testId="settings-panel">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Compression level</legend>
        <div className="space-y-1.5">
          {PNG_LEVELS.map((level) => (
            <label
              key={level.id}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-md border px-2 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                settings.level === level.id ? "border-primary bg-primary/10" : "hover:bg-muted",
              )}
            >
              <input
                type="radio"
                name="png-level"
                value={level.id}
                checked={settings.level === level.id}
                onChange={() => onChange({ level: level.id })}
                className="accent-primary"
              />
              <span className="flex-1 font-medium">{level.label}</span>
              <span className="text-xs text-muted-foreground">
                ~{level.estimate}% · expect {level.expected[0]}-{level.expected[1]}%
              </span>
            </label>
          ))}
        </div>
        <p className="mt-2 text-xs text-muted-foreground">
          Low is lossless. Higher levels reduce the palette for smaller files; a result that is not smaller is never
          used, the original is kept.
        </p>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">Options</legend>
        {OPTIONS.map((option) => (
          <label key={option.key} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              checked={settings[option.key]}
              onChange={(event) => onChange({ [option.key]: event.target.checked })}
              className="mt-0.5 accent-primary"
            />
            <span>
              {option.label}
              <span className="block text-xs text-muted-foreground">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <RangeSetting
        id="png-color-depth"
        label="Color depth"
        value={settings.colorDepth}
        {...COLOR_DEPTH}
        valueText={colorDepthText(settings.colorDepth)}
        onChange={(colorDepth) => onChange({ colorDepth })}
      />
      <p className="text-xs text-muted-foreground">
        Animated PNG (APNG) stays animated: every frame is compressed at the chosen level, and delays and the loop are
        kept.
      </p>
    </Panel>
  );
}
