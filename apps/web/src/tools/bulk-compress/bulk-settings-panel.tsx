/**
 * The batch's settings: one level for everything, the largest size, WebP or AVIF for photos, a
 * target size per file, and each format's own value behind a disclosure for those who want it.
 */
import { GIF_PRESETS, PDF_LEVELS, type PdfLevel } from "@squish/engine";
import { PNG_LEVELS, type PngLevel } from "@squish/shared/compression";
import type { GifPresetId } from "@squish/shared/steps/compress";
import { Panel } from "../framework/panel.tsx";
import { RangeSetting } from "../framework/range-setting.tsx";
import { SelectSetting } from "../framework/select-setting.tsx";
import type { SettingsPanelProps } from "../framework/tool-definition.ts";
import { ChoiceButtons } from "../steps/fields/choice-buttons.tsx";
import { NumberField } from "../steps/fields/number-field.tsx";
import { ScoreNote } from "../framework/results/score-text.tsx";
import { SMART_LEVEL_INFO } from "@squish/shared/perceived-quality";
import {
  formatValues,
  LEVELS,
  SMART_BY_LEVEL,
  MAX_DIMENSION_CHOICES,
  type BulkLevel,
  type BulkSettings,
  type FormatValues,
  type PhotoTarget,
} from "./bulk-settings.ts";

const PDF_LABELS: Record<PdfLevel, string> = { extreme: "Extreme", recommended: "Recommended", light: "Light" };

function FormatSettings({
  settings,
  onChange,
}: {
  settings: BulkSettings;
  onChange(next: Partial<BulkSettings>): void;
}) {
  const values = formatValues(settings);
  const set = <K extends keyof FormatValues>(key: K, value: FormatValues[K]) =>
    onChange({ overrides: { ...settings.overrides, [key]: value } });
  const own = Object.keys(settings.overrides).length;
  const quality = (key: "jpeg" | "webp" | "avif", label: string) => (
    <RangeSetting
      id={`bulk-${key}`}
      label={label}
      value={values[key]}
      min={10}
      max={100}
      step={5}
      valueText={`${values[key]}${settings.overrides[key] !== undefined ? " (yours)" : ""}`}
      onChange={(value) => set(key, value)}
    />
  );
  return (
    <details className="group rounded-lg border p-3" data-testid="format-settings">
      <summary className="cursor-pointer text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Settings per format{own > 0 ? ` (${own} of your own)` : ""}
      </summary>
      <div className="mt-3 space-y-3">
        {quality("jpeg", "JPEG and HEIC quality")}
        <SelectSetting<PngLevel>
          id="bulk-png"
          label="PNG level"
          value={values.png}
          options={PNG_LEVELS.map((level) => ({
            value: level.id,
            label: `${level.label} (about ${level.estimate}% smaller)`,
          }))}
          onChange={(value) => set("png", value)}
        />
        {quality("webp", "WebP quality")}
        {quality("avif", "AVIF quality")}
        <SelectSetting<GifPresetId>
          id="bulk-gif"
          label="GIF"
          value={values.gif}
          options={GIF_PRESETS.map((preset) => ({ value: preset.id, label: preset.label }))}
          onChange={(value) => set("gif", value)}
        />
        <SelectSetting<PdfLevel>
          id="bulk-pdf"
          label="PDF"
          value={values.pdf}
          options={(Object.keys(PDF_LEVELS) as PdfLevel[]).map((level) => ({
            value: level,
            label: `${PDF_LABELS[level]} (images up to ${PDF_LEVELS[level].ppi} ppi)`,
          }))}
          onChange={(value) => set("pdf", value)}
        />
        {own > 0 && (
          <button
            type="button"
            className="text-xs text-primary underline-offset-2 hover:underline focus-visible:underline"
            onClick={() => onChange({ overrides: {} })}
          >
            Use the level's values for every format
          </button>
        )}
      </div>
    </details>
  );
}

export function BulkSettingsPanel({ settings, onChange }: SettingsPanelProps<BulkSettings>) {
  return (
    <Panel title="Batch settings" testId="settings-panel">
      <ChoiceButtons<BulkLevel>
        label="Level"
        value={settings.level}
        options={(Object.keys(LEVELS) as BulkLevel[]).map((level) => ({ value: level, label: LEVELS[level].label }))}
        onChange={(level) => onChange({ level })}
        columns={3}
      />
      <p className="text-xs text-muted-foreground">{LEVELS[settings.level].hint}</p>
      <label className="flex items-start gap-2 text-sm" htmlFor="bulk-smart">
        <input
          id="bulk-smart"
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={settings.smart}
          onChange={(event) => onChange({ smart: event.target.checked })}
        />
        <span>
          <span className="font-medium">Smart quality</span>
          <span className="block text-xs text-muted-foreground">
            {settings.smart
              ? `Each JPEG, WebP and AVIF picture gets the lowest quality that keeps the level's look (${SMART_LEVEL_INFO[SMART_BY_LEVEL[settings.level]].label}); its row shows the quality chosen.`
              : "Off: every picture at the level's fixed quality (see Settings per format)."}
          </span>
        </span>
      </label>
      <SelectSetting
        id="bulk-max-dimension"
        label="Largest size"
        value={settings.maxDimension}
        options={MAX_DIMENSION_CHOICES.map((px) => ({
          value: px,
          label: px === 0 ? "Keep every size" : `Fit in ${px} px`,
        }))}
        onChange={(maxDimension) => onChange({ maxDimension })}
        hint="Bigger pictures shrink to fit; smaller ones are never enlarged."
      />
      <ChoiceButtons<PhotoTarget>
        label="Photos (JPEG and HEIC) as"
        value={settings.photosTo}
        options={[
          { value: "same", label: "JPEG" },
          { value: "webp", label: "WebP" },
          { value: "avif", label: "AVIF" },
        ]}
        onChange={(photosTo) => onChange({ photosTo })}
        columns={3}
      />
      <NumberField
        id="bulk-target"
        label="Target size per file (optional)"
        value={settings.targetKb === 0 ? "" : settings.targetKb}
        min={1}
        max={10240}
        unit="KB"
        onChange={(value) => onChange({ targetKb: value === "" ? 0 : Math.max(0, Math.round(value)) })}
      />
      <p className="text-xs text-muted-foreground">
        JPEG, WebP and AVIF results take the highest quality that fits; PNG, GIF and PDF are compressed as usual.
      </p>
      <FormatSettings settings={settings} onChange={onChange} />
      <ScoreNote />
    </Panel>
  );
}
