import { Panel } from "../framework/panel.tsx";
import type { SettingsPanelProps } from "../framework/tool-definition.ts";
import { RatioPicker } from "../steps/crop/ratio-picker.tsx";
import { OutputPanel } from "../steps/output/output-panel.tsx";
import type { CropperSettings } from "./cropper-settings.ts";

/** One ratio for the batch (each file can then be adjusted), and the output. */
export function CropperSettingsPanel({ settings, onChange }: SettingsPanelProps<CropperSettings>) {
  return (
    <Panel title="Crop settings" testId="settings-panel">
      <RatioPicker idPrefix="crop" value={settings.crop} onChange={(crop) => onChange({ crop })} />
      <p className="text-xs text-muted-foreground">
        Every file is cropped to this ratio around its centre. Press Adjust on a file to move its box.
      </p>
      <OutputPanel
        idPrefix="crop-output"
        value={settings.output}
        choices={["same", "jpeg", "png", "webp", "avif"]}
        animationEdit="cropped"
        onChange={(next) => onChange({ output: { ...settings.output, ...next } })}
      />
    </Panel>
  );
}
