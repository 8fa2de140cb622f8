import { Panel } from "../framework/panel.tsx";
import { QualityPresets } from "../steps/fields/quality-presets.tsx";
import {
  JPEG_PRESETS,
  MAX_DIMENSION_OPTIONS,
  jpegEstimatedReduction,
  jpegQualityLabel,
} from "@squish/shared/compression";
import { RangeSetting } from "../framework/range-setting.tsx";
import { SelectSetting } from "../framework/select-setting.tsx";
import type { SettingsPanelProps } from "../framework/tool-definition.ts";
import { SETTINGS_QUALITY, type JpegOutput, type JpegSettings } from "./jpeg-settings.ts";
import { SmartSetting } from "../steps/fields/smart-setting.tsx";
import { ScoreNote } from "../framework/results/score-text.tsx";
import type { SmartLevel } from "@squish/shared/perceived-quality";

/** The fixed quality whose usual saving a Smart level's estimate shows (the median photo's choice). */
const SMART_ESTIMATE_QUALITY: Record<SmartLevel, number> = { low: 60, balanced: 75, high: 85 };

const OUTPUTS: readonly { value: JpegOutput; label: string }[] = [
  { value: "jpeg", label: "JPEG (MozJPEG)" },
  { value: "webp", label: "WebP" },
];

/** Presets, the quality slider with its label and estimate, the size limit and the output format. */
export function JpegSettingsPanel({ settings, onChange, signedIn }: SettingsPanelProps<JpegSettings>) {
  const estimate = jpegEstimatedReduction(settings.smart ? SMART_ESTIMATE_QUALITY[settings.smart] : settings.quality);
  return (
    <Panel title="Compression settings" testId="settings-panel">
      <QualityPresets presets={JPEG_PRESETS} value={settings.quality} smart={settings.smart} onChange={onChange} />
      <SmartSetting id="jpeg-smart" value={settings.smart} quality={settings.quality} onChange={onChange} />
      <RangeSetting
        id="jpeg-quality"
        label="Quality"
        value={settings.quality}
        {...SETTINGS_QUALITY}
        valueText={
          settings.smart ? "Chosen per photo (smart)" : `${settings.quality} (${jpegQualityLabel(settings.quality)})`
        }
        onChange={(quality) => onChange({ quality, smart: null })}
      />
      <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="estimated-reduction">
        <span className="text-muted-foreground">Estimated reduction:</span>
        <span className="font-semibold">~{estimate}%</span>
      </p>
      <SelectSetting
        id="jpeg-max-dimension"
        label="Max dimension"
        value={settings.maxDimension}
        options={MAX_DIMENSION_OPTIONS.map((o) => ({ value: o.value, label: `${o.label} (${o.value}px)` }))}
        onChange={(maxDimension) => onChange({ maxDimension })}
        hint="Larger images are scaled down to fit; smaller ones are never enlarged."
      />
      <SelectSetting
        id="jpeg-output"
        label="Output format"
        value={settings.output}
        options={OUTPUTS}
        onChange={(output) => onChange({ output })}
        {...(signedIn && { hint: "Follows your default format in Settings." })}
      />
      <p className="text-xs text-muted-foreground">Camera details and location are removed from the results.</p>
      <ScoreNote />
    </Panel>
  );
}
