import { NumberField } from "../fields/number-field.tsx";
import { ChoiceButtons } from "../fields/choice-buttons.tsx";
import { RATIOS, type CropChoice, type RatioId } from "./crop-options.ts";

/** The aspect ratios, free and custom, with the custom ratio's two numbers. */
export function RatioPicker({
  value,
  onChange,
  idPrefix,
  withFree = true,
}: {
  value: CropChoice;
  onChange(next: CropChoice): void;
  idPrefix: string;
  /** "Free" means "draw your own box", which a workspace chain has no editor for. */
  withFree?: boolean;
}) {
  return (
    <div className="space-y-2">
      <ChoiceButtons<RatioId>
        label="Aspect ratio"
        value={value.ratio}
        options={RATIOS.filter((r) => withFree || r.id !== "free").map((r) => ({ value: r.id, label: r.label }))}
        onChange={(ratio) => onChange({ ...value, ratio })}
        columns={4}
      />
      {value.ratio === "custom" && (
        <div className="flex items-end gap-2">
          <NumberField
            id={`${idPrefix}-custom-w`}
            label="Ratio width"
            min={1}
            value={value.custom.width}
            onChange={(n) => onChange({ ...value, custom: { ...value.custom, width: n === "" ? 1 : n } })}
          />
          <span className="pb-2 text-muted-foreground">:</span>
          <NumberField
            id={`${idPrefix}-custom-h`}
            label="Ratio height"
            min={1}
            value={value.custom.height}
            onChange={(n) => onChange({ ...value, custom: { ...value.custom, height: n === "" ? 1 : n } })}
          />
        </div>
      )}
    </div>
  );
}
