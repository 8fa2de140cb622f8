import { RangeSetting } from "../../framework/range-setting.tsx";
import { SelectSetting } from "../../framework/select-setting.tsx";
import { ColorField } from "../fields/color-field.tsx";
import { ToggleField } from "../fields/toggle-field.tsx";
import { OUTPUT_LABELS, type OutputChoice } from "@squish/shared/steps/output";
import { useUserDefaults } from "../../framework/use-user-defaults.ts";
import { startingQuality, usesBackground, usesQuality, type OutputSettings } from "./output-options.ts";

interface OutputPanelProps {
  value: OutputSettings;
  onChange(next: Partial<OutputSettings>): void;
  /** The formats this tool offers, in order. */
  choices: readonly OutputChoice[];
  idPrefix: string;
  /** Shown under the format choice. */
  hint?: string;
  /**
   * For an edit tool: what its edit does to an animation, in the past tense ("resized"), so the
   * panel can say which formats keep one (the engine's rule, pipeline/kept-animation.ts).
   */
  animationEdit?: string;
}

/** Which outputs keep an animated GIF, WebP or PNG animated, and what the others do. */
export const animationNote = (edit: string) =>
  `An animated GIF, WebP or PNG stays animated in its own format, WebP or PNG: every frame is ${edit}, its delays and loop kept. JPEG and AVIF hold one picture, so such a file is left as it is there.`;

/** Output format, its quality and the transparency fill, as one group of settings. */
export function OutputPanel({ value, onChange, choices, idPrefix, hint, animationEdit }: OutputPanelProps) {
  // Another format starts at the member's chosen quality too, not only the page's first one.
  const { defaults } = useUserDefaults();
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">Output</legend>
      <SelectSetting
        id={`${idPrefix}-format`}
        label="Output format"
        value={value.format}
        options={choices.map((choice) => ({ value: choice, label: OUTPUT_LABELS[choice] }))}
        onChange={(format) => onChange({ format, quality: startingQuality(format, defaults?.defaultQuality) })}
        {...(hint && { hint })}
      />
      {value.format === "same" && value.matchSourceQuality !== undefined && (
        <ToggleField
          id={`${idPrefix}-match-quality`}
          label="Keep each JPEG's own quality"
          checked={value.matchSourceQuality}
          onChange={(matchSourceQuality) => onChange({ matchSourceQuality })}
          hint="Read from the file itself, so the result looks the same and is not made bigger."
        />
      )}
      {usesQuality(value.format) && !(value.format === "same" && value.matchSourceQuality) && (
        <RangeSetting
          id={`${idPrefix}-quality`}
          label="Quality"
          value={value.quality}
          min={10}
          max={100}
          step={1}
          valueText={String(value.quality)}
          onChange={(quality) => onChange({ quality })}
        />
      )}
      {usesBackground(value.format) && (
        <ColorField
          id={`${idPrefix}-background`}
          label="Background for transparent areas"
          value={value.background}
          onChange={(background) => onChange({ background })}
        />
      )}
      {animationEdit && (
        <p className="text-xs text-muted-foreground" data-testid="animation-note">
          {animationNote(animationEdit)}
        </p>
      )}
    </fieldset>
  );
}
