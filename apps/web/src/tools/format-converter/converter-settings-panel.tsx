import { Panel } from "../framework/panel.tsx";
import type { SettingsPanelProps } from "../framework/tool-definition.ts";
import { OutputPanel } from "../steps/output/output-panel.tsx";
import { CONVERTER_TARGETS, type ConverterSettings, type ConverterTarget } from "./converter-settings.ts";

const HINTS: Record<ConverterTarget, string> = {
  jpeg: "Photos, everywhere. No transparency: it is filled with the colour below.",
  png: "Lossless: graphics, screenshots and transparency. Large for photos.",
  webp: "Smaller than JPEG at the same look, with transparency. Every current browser shows it.",
  avif: "The smallest photos, with transparency; slower to make. Current browsers show it.",
  gif: "Up to 256 colours, for old software. An animation stays animated, every frame and delay kept.",
  auto: "Tries JPEG (PNG when transparent), WebP and AVIF and keeps the smallest that looks as good.",
};

/** The target format, its quality and the transparency fill. */
export function ConverterSettingsPanel({ settings, onChange }: SettingsPanelProps<ConverterSettings>) {
  return (
    <Panel title="Convert to" testId="settings-panel">
      <OutputPanel
        idPrefix="convert"
        value={settings.output}
        choices={CONVERTER_TARGETS}
        hint={HINTS[settings.output.format]}
        onChange={(next) => onChange({ output: { ...settings.output, ...next } as ConverterSettings["output"] })}
      />
      <p className="text-xs text-muted-foreground">
        Colour profiles travel into JPEG, PNG, WebP and AVIF; a GIF cannot hold one, and its card says so.
      </p>
      <p className="text-xs text-muted-foreground" data-testid="converter-animation-note">
        An animated GIF, PNG or WebP stays animated as GIF, WebP or PNG (every frame, delay and the loop); JPEG, AVIF
        and Auto keep only its first frame.
      </p>
    </Panel>
  );
}
