import { cn } from "@/lib/cn";

export interface QualityPreset {
  label: string;
  quality: number;
  /** Shown as the button's tooltip. */
  description?: string;
}

interface QualityPresetsProps {
  presets: readonly QualityPreset[];
  value: number;
  onChange(quality: number): void;
}

/** Named qualities as pressed/unpressed buttons, two to a row (the JPEG and WebP compressors). */
export function QualityPresets({ presets, value, onChange }: QualityPresetsProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium">Presets</legend>
      <div className="grid grid-cols-2 gap-1.5">
        {presets.map((preset) => (
          <button
            key={preset.label}
            type="button"
            title={preset.description}
            aria-pressed={value === preset.quality}
            onClick={() => onChange(preset.quality)}
            className={cn(
              "rounded-md border px-2 py-1.5 text-left text-xs focus-visible:outline-2 focus-visible:outline-ring",
              value === preset.quality ? "border-primary bg-primary/10 text-primary" : "hover:bg-muted",
            )}
          >
            <span className="block font-medium">{preset.label}</span>
            <span className="text-muted-foreground">Quality {preset.quality}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
