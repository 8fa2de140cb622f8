import { Panel } from "../framework/panel.tsx";
import type { SettingsPanelProps } from "../framework/tool-definition.ts";
import { OutputPanel } from "../steps/output/output-panel.tsx";
import { ResizePanel } from "../steps/resize/resize-panel.tsx";
import type { ResizerSettings } from "./resizer-settings.ts";

/** The size for the whole batch, then the output format and quality. */
export function ResizerSettingsPanel({ settings, onChange, items }: SettingsPanelProps<ResizerSettings>) {
  const first = items.find((item) => item.probe.width && item.probe.height)?.probe;
  return (
    <Panel title="Resize settings" testId="settings-panel">
      <ResizePanel
        idPrefix="resize"
        value={settings.resize}
        aspect={first ? first.width! / first.height! : undefined}
        onChange={(next) => onChange({ resize: { ...settings.resize, ...next } })}
      />
      <OutputPanel
        idPrefix="resize-output"
        value={settings.output}
        choices={["same", "jpeg", "png", "webp", "avif"]}
        animationEdit="resized"
        onChange={(next) => onChange({ output: { ...settings.output, ...next } })}
      />
    </Panel>
  );
}
