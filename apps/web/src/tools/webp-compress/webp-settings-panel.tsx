import { Panel } from "../framework/panel.tsx";
import { QualityPresets } from "../steps/fields/quality-presets.tsx";
import { RangeSetting } from "../framework/range-setting.tsx";
import { SelectSetting } from "../framework/select-setting.tsx";
import type { SettingsPanelProps } from "../framework/tool-definition.ts";
import { ChoiceButtons } from "../steps/fields/choice-buttons.tsx";
import type { WebpMode } from "@squish/shared/steps/compress";
import { WEBP_PRESETS, WEBP_QUALITY, type WebpSettings } from "./webp-settings.ts";
import { SmartSetting } from "../steps/fields/smart-setting.tsx";
import { ScoreNote } from "../framework/results/score-text.tsx";

const MODES: readonly { value: WebpMode; label: string; hint: string }[] = [
  { value: "lossy", label: "Lossy", hint: "Smallest files; a quality you choose." },
  { value: "near-lossless", label: "Near-lossless", hint: "Pixels nudged slightly so they pack better." },
  { value: "lossless", label: "Lossless", hint: "Every pixel exact." },
];

const MODE_TEXT: Record<WebpMode, string> = {
  lossy: "Smallest files, for photos: fine detail is simplified at lower qualities.",
  "near-lossless":
    "Every pixel within a few levels of the original: smaller than lossless, for graphics and screenshots.",
  lossless: "Every pixel exactly as it was: for graphics, logos and images you will edit again.",
};

const SIZES = [
  { value: 0, label: "Keep the size" },
  { value: 2048, label: "Fit 2048 px" },
  { value: 1280, label: "Fit 1280 px" },
  { value: 800, label: "Fit 800 px" },
];

const EFFORT = ["fastest", "faster", "fast", "normal", "normal", "thorough", "smallest"];

/** Mode, quality presets and slider, near-lossless level, transparency quality, effort and size. */
export function WebpSettingsPanel({ settings, onChange }: SettingsPanelProps<WebpSettings>) {
  const lossy = settings.mode === "lossy";
  return (
    <Panel title="WebP settings" testId="settings-panel">
      <ChoiceButtons<WebpMode>
        label="Compression"
        value={settings.mode}
        options={MODES}
        onChange={(mode) => onChange({ mode })}
      />
      <p className="text-xs text-muted-foreground">{MODE_TEXT[settings.mode]}</p>
      {lossy && (
        <>
          <QualityPresets presets={WEBP_PRESETS} value={settings.quality} smart={settings.smart} onChange={onChange} />
          <SmartSetting id="webp-smart" value={settings.smart} quality={settings.quality} onChange={onChange} />
          <RangeSetting
            id="webp-quality"
            label="Quality"
            value={settings.quality}
            {...WEBP_QUALITY}
            valueText={
              settings.smart ? `Chosen per picture (smart); animations ${settings.quality}` : String(settings.quality)
            }
            onChange={(quality) => onChange({ quality, smart: null })}
          />
          <RangeSetting
            id="webp-alpha-quality"
            label="Transparency quality"
            value={settings.alphaQuality}
            min={0}
            max={100}
            step={5}
            valueText={settings.alphaQuality === 100 ? "100 (exact edges)" : String(settings.alphaQuality)}
            onChange={(alphaQuality) => onChange({ alphaQuality })}
          />
        </>
      )}
      {settings.mode === "near-lossless" && (
        <RangeSetting
          id="webp-near-lossless"
          label="Near-lossless level"
          value={settings.nearLossless}
          min={0}
          max={80}
          step={20}
          valueText={`${settings.nearLossless} (${settings.nearLossless >= 60 ? "barely changed" : settings.nearLossless >= 40 ? "slightly changed" : "smallest"})`}
          onChange={(nearLossless) => onChange({ nearLossless })}
        />
      )}
      <RangeSetting
        id="webp-effort"
        label="Effort"
        value={settings.effort}
        min={0}
        max={6}
        step={1}
        valueText={`${settings.effort} (${EFFORT[settings.effort]})`}
        onChange={(effort) => onChange({ effort })}
      />
      <SelectSetting
        id="webp-size"
        label="Size"
        value={settings.maxSide}
        options={SIZES}
        onChange={(maxSide) => onChange({ maxSide })}
        hint="Larger images are scaled down to fit; smaller ones are never enlarged."
      />
      <p className="text-xs text-muted-foreground">
        Animated WebP stays animated: every frame, delay and the loop are kept. Camera details and location are removed.
      </p>
      <ScoreNote />
    </Panel>
  );
}
