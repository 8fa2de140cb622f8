import { lazyPart } from "@/lib/lazy-part";
import { Panel } from "../framework/panel.tsx";
import type { SettingsPanelProps } from "../framework/tool-definition.ts";
import { OutputPanel } from "../steps/output/output-panel.tsx";
import { textSettingsOf } from "../steps/watermark/watermark-options.ts";
import { WatermarkPanel } from "../steps/watermark/watermark-panel.tsx";
import { rememberLogo } from "./logo-storage.ts";
import type { WatermarkToolSettings } from "./watermark-settings.ts";

/**
 * Only signed-in people see their templates, and the session is known only after the page has
 * started: the panel's code (with the schemas that check a template) stays out of a guest's load.
 */
const TemplatesPanel = lazyPart(async () => (await import("./templates-panel.tsx")).TemplatesPanel, {
  what: "your templates",
});

/** The mark, saved templates for signed-in people, and the output. */
export function WatermarkSettingsPanel({ settings, onChange, signedIn }: SettingsPanelProps<WatermarkToolSettings>) {
  const changeMark = (next: Partial<WatermarkToolSettings["mark"]>) =>
    onChange({ mark: { ...settings.mark, ...next } });
  return (
    <Panel title="Watermark settings" testId="settings-panel">
      <WatermarkPanel
        value={settings.mark}
        onChange={changeMark}
        onLogo={(logo) => {
          rememberLogo(logo);
          changeMark({ logo, ...(logo && { kind: "image" as const }) });
        }}
      />
      {signedIn && settings.mark.kind === "text" && (
        <TemplatesPanel
          current={textSettingsOf(settings.mark)}
          onApply={(text) => changeMark({ ...text, kind: "text" })}
        />
      )}
      <OutputPanel
        idPrefix="watermark-output"
        value={settings.output}
        choices={["same", "jpeg", "png", "webp", "avif"]}
        animationEdit="watermarked"
        onChange={(next) => onChange({ output: { ...settings.output, ...next } })}
      />
    </Panel>
  );
}
