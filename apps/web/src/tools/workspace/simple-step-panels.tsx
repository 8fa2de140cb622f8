/**
 * The option panels of the steps that are one or two choices (rotate, flip, convert, compress,
 * metadata), made of the same fields the single tools use.
 */
import { CHAIN_FORMATS, type ChainFormat } from "@squish/shared/chain";
import { RangeSetting } from "../framework/range-setting.tsx";
import { SelectSetting } from "../framework/select-setting.tsx";
import { ChoiceButtons } from "../steps/fields/choice-buttons.tsx";
import { ToggleField } from "../steps/fields/toggle-field.tsx";
import { OUTPUT_LABELS } from "@squish/shared/steps/output";
import { TURN_DEGREES, type TurnDegrees } from "@squish/shared/steps/turn";
import type { CompressDraft, ConvertDraft, FlipDraft, MetadataDraft, RotateDraft } from "./step-drafts.ts";

interface PanelProps<D> {
  draft: D;
  onChange(next: Partial<D>): void;
  idPrefix: string;
}

export function RotatePanel({ draft, onChange }: PanelProps<RotateDraft>) {
  return (
    <ChoiceButtons<`${TurnDegrees}`>
      label="Turn clockwise"
      value={`${draft.degrees}`}
      options={TURN_DEGREES.map((degrees) => ({ value: `${degrees}`, label: `${degrees}°` }))}
      onChange={(degrees) => onChange({ degrees: Number(degrees) as TurnDegrees })}
    />
  );
}

export function FlipPanel({ draft, onChange }: PanelProps<FlipDraft>) {
  return (
    <ChoiceButtons<FlipDraft["direction"]>
      label="Mirror"
      value={draft.direction}
      options={[
        { value: "horizontal", label: "Left to right" },
        { value: "vertical", label: "Top to bottom" },
      ]}
      onChange={(direction) => onChange({ direction })}
      columns={2}
    />
  );
}

const FORMAT_HINTS: Record<ChainFormat, string> = {
  jpeg: "Photos, everywhere. Transparency is filled with white.",
  png: "Lossless: graphics, screenshots and transparency.",
  webp: "Smaller than JPEG at the same look, with transparency.",
  avif: "The smallest photos; slower to make.",
  gif: "Up to 256 colours. Animations stay animated.",
  auto: "Tries JPEG (PNG when transparent), WebP and AVIF and keeps the smallest that looks as good.",
};

export function ConvertPanel({ draft, onChange, idPrefix }: PanelProps<ConvertDraft>) {
  return (
    <SelectSetting<ChainFormat>
      id={`${idPrefix}-format`}
      label="Output format"
      value={draft.format}
      options={CHAIN_FORMATS.map((format) => ({ value: format, label: OUTPUT_LABELS[format] }))}
      onChange={(format) => onChange({ format })}
      hint={`${FORMAT_HINTS[draft.format]} A Compress step sets the quality.`}
    />
  );
}

export function CompressPanel({ draft, onChange, idPrefix }: PanelProps<CompressDraft>) {
  return (
    <div className="space-y-3">
      {!draft.lossless && (
        <RangeSetting
          id={`${idPrefix}-quality`}
          label="Quality"
          value={draft.quality}
          min={1}
          max={100}
          step={1}
          valueText={String(draft.quality)}
          onChange={(quality) => onChange({ quality })}
        />
      )}
      <ToggleField
        id={`${idPrefix}-lossless`}
        label="Lossless"
        checked={draft.lossless}
        onChange={(lossless) => onChange({ lossless })}
        hint="PNG, WebP and AVIF keep every pixel; JPEG uses the quality."
      />
    </div>
  );
}

export function MetadataPanel({ draft, onChange, idPrefix }: PanelProps<MetadataDraft>) {
  return (
    <div className="space-y-3">
      <ToggleField
        id={`${idPrefix}-keep`}
        label="Keep camera, date and other EXIF data"
        checked={draft.keep}
        onChange={(keep) => onChange({ keep, ...(!keep && { keepLocation: false }) })}
        hint="Off: everything but the colour profile is removed (the default without this step)."
      />
      {draft.keep && (
        <ToggleField
          id={`${idPrefix}-location`}
          label="Keep the GPS location too"
          checked={draft.keepLocation}
          onChange={(keepLocation) => onChange({ keepLocation })}
        />
      )}
    </div>
  );
}
