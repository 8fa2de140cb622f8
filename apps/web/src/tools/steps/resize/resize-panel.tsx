import { Link2, Link2Off } from "lucide-react";
import type { ResizeMode } from "@squish/engine";
import { RangeSetting } from "../../framework/range-setting.tsx";
import { SelectSetting } from "../../framework/select-setting.tsx";
import { ChoiceButtons } from "../fields/choice-buttons.tsx";
import { NumberField } from "../fields/number-field.tsx";
import { ToggleField } from "../fields/toggle-field.tsx";
import { FocusPicker } from "./focus-picker.tsx";
import { RESIZE_PRESETS, resizePresetById } from "@squish/shared/steps/resize";
import type { ResizeBy, ResizeChoices } from "./resize-options.ts";

interface ResizePanelProps {
  value: ResizeChoices;
  onChange(next: Partial<ResizeChoices>): void;
  /** Width over height of the picture the fields follow when the aspect is locked (the first file's). */
  aspect?: number | undefined;
  idPrefix: string;
  /** Fill's focal point; a workspace chain's resize always fills around the centre. */
  withFocus?: boolean;
}

const MODES: readonly { value: ResizeMode; label: string; hint: string }[] = [
  { value: "fit", label: "Fit", hint: "Keep the shape; fit inside the size" },
  { value: "fill", label: "Fill", hint: "Crop to fill the size exactly" },
  { value: "stretch", label: "Stretch", hint: "Exactly the size; the shape changes" },
];

/** By dimensions (aspect lock), percentage or preset; fit, fill with a focal point, or stretch. */
export function ResizePanel({ value, onChange, aspect, idPrefix, withFocus = true }: ResizePanelProps) {
  const setSide = (side: "width" | "height", n: number | "") => {
    if (!value.lockAspect || !aspect || n === "") return onChange({ [side]: n, leading: side });
    const other = side === "width" ? Math.max(1, Math.round(n / aspect)) : Math.max(1, Math.round(n * aspect));
    onChange(
      side === "width" ? { width: n, height: other, leading: side } : { height: n, width: other, leading: side },
    );
  };
  const showMode = value.by === "preset" || (value.by === "dimensions" && !value.lockAspect);
  return (
    <div className="space-y-4">
      <ChoiceButtons<ResizeBy>
        label="Resize by"
        value={value.by}
        options={[
          { value: "dimensions", label: "Size" },
          { value: "percent", label: "Percent" },
          { value: "preset", label: "Preset" },
        ]}
        onChange={(by) => onChange({ by })}
      />
      {value.by === "dimensions" && (
        <div className="flex items-end gap-2">
          <NumberField
            id={`${idPrefix}-width`}
            label="Width"
            unit="px"
            min={1}
            max={30000}
            value={value.width}
            onChange={(n) => setSide("width", n)}
          />
          <button
            type="button"
            aria-pressed={value.lockAspect}
            aria-label={value.lockAspect ? "Aspect ratio locked" : "Aspect ratio unlocked"}
            title={value.lockAspect ? "The other side follows each picture's shape" : "Width and height are set apart"}
            onClick={() => onChange({ lockAspect: !value.lockAspect })}
            className="mb-0.5 grid size-9 shrink-0 place-items-center rounded-md border hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-pressed:border-primary aria-pressed:text-primary"
          >
            {value.lockAspect ? (
              <Link2 className="size-4" aria-hidden="true" />
            ) : (
              <Link2Off className="size-4" aria-hidden="true" />
            )}
          </button>
          <NumberField
            id={`${idPrefix}-height`}
            label="Height"
            unit="px"
            min={1}
            max={30000}
            value={value.height}
            onChange={(n) => setSide("height", n)}
          />
        </div>
      )}
      {value.by === "percent" && (
        <RangeSetting
          id={`${idPrefix}-percent`}
          label="Scale"
          value={value.percent}
          min={5}
          max={value.enlarge ? 400 : 100}
          step={5}
          valueText={`${value.percent}%`}
          onChange={(percent) => onChange({ percent })}
        />
      )}
      {value.by === "preset" && (
        <SelectSetting
          id={`${idPrefix}-preset`}
          label="Preset"
          value={value.preset}
          options={RESIZE_PRESETS.map((p) => ({ value: p.id, label: `${p.label}: ${p.width} × ${p.height}` }))}
          onChange={(preset) => onChange({ preset })}
          hint={`${resizePresetById(value.preset).group} size.`}
        />
      )}
      {showMode && (
        <ChoiceButtons<ResizeMode>
          label="Fit"
          value={value.mode}
          options={MODES}
          onChange={(mode) => onChange({ mode })}
        />
      )}
      {withFocus && showMode && value.mode === "fill" && (
        <FocusPicker value={value.focus} onChange={(focus) => onChange({ focus })} />
      )}
      <ToggleField
        id={`${idPrefix}-enlarge`}
        label="Enlarge smaller pictures"
        checked={value.enlarge}
        onChange={(enlarge) => onChange({ enlarge, ...(!enlarge && value.percent > 100 && { percent: 100 }) })}
        hint="Off: a picture smaller than the size keeps its pixels (enlarging only blurs)."
      />
    </div>
  );
}
