import { SMART_LEVEL_INFO, type SmartLevel } from "@squish/shared/perceived-quality";
import { cn } from "@/lib/cn";

export interface QualityPreset {
  label: string;
  quality: number;
  /** A Smart preset: each file gets its own quality, aiming at this level. */
  smart?: SmartLevel;
  /** Shown as the button's tooltip. */
  description?: string;
}

/** What a preset button sets: a fixed quality (Smart off), or a Smart level. */
export type PresetChoice = { quality: number; smart: null } | { smart: SmartLevel };

interface QualityPresetsProps {
  presets: readonly QualityPreset[];
  value: number;
  /** The Smart level in use, or null for a fixed quality. */
  smart: SmartLevel | null;
  onChange(choice: PresetChoice): void;
}

/** Named qualities as pressed/unpressed buttons, two to a row (the JPEG and WebP compressors). */
export function QualityPresets({ presets, value, smart, onChange }: QualityPresetsProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">Presets</legend>
      <div className="grid grid-cols-2 gap-1.5">
        {presets.map((preset) => {
          const pressed = preset.smart ? smart === preset.smart : smart === null && value === preset.quality;
          return (
            <button
              key={preset.label}
              type="button"
              title={preset.description ?? (preset.smart && SMART_LEVEL_INFO[preset.smart].description)}
              aria-pressed={pressed}
              onClick={() =>
                onChange(preset.smart ? { smart: preset.smart } : { quality: preset.quality, smart: null })
              }
              className={cn(
                "rounded-md border px-2 py-1.5 text-left text-xs focus-visible:outline-2 focus-visible:outline-ring",
                pressed ? "border-primary bg-primary/10 text-primary" : "hover:bg-muted",
              )}
            >
              <span className="block font-medium">{preset.label}</span>
              <span className="text-muted-foreground">
                {preset.smart ? "Each photo its own quality" : `Quality ${preset.quality}`}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
