import { QUALITY_CHOICES, type DefaultFormat, type Settings } from "@squish/shared/account/settings";
import { ChoiceGroup } from "./choice-group.tsx";
import type { SaveSetting } from "./settings-types.ts";

/** The documents' labels for the four default qualities (spec 2.10). */
const QUALITY_LABELS: Record<(typeof QUALITY_CHOICES)[number], string> = {
  50: "High compression",
  70: "Balanced",
  80: "Good quality",
  90: "Best quality",
};
const QUALITIES = QUALITY_CHOICES.map((q) => ({ value: String(q), label: QUALITY_LABELS[q], hint: `Quality ${q}` }));

const FORMATS = [
  { value: "original", label: "Original", hint: "Keep each file's format" },
  { value: "jpeg", label: "JPEG" },
  { value: "webp", label: "WebP" },
] as const;

export function CompressionTab({ settings, save }: { settings: Settings; save: SaveSetting }) {
  const custom = !(QUALITY_CHOICES as readonly number[]).includes(settings.defaultQuality);
  return (
    <div className="grid gap-6">
      <div>
        <ChoiceGroup
          label="Default quality"
          name="default-quality"
          choices={QUALITIES}
          value={String(settings.defaultQuality)}
          onChange={(value) => save("defaultQuality", Number(value))}
        />
        {custom && (
          <p className="mt-2 text-sm text-muted-foreground">
            Your tools currently start at quality {settings.defaultQuality}, set from the JPEG compressor's slider.
          </p>
        )}
      </div>
      <ChoiceGroup<DefaultFormat>
        label="Output format"
        name="default-format"
        choices={FORMATS}
        value={settings.defaultFormat}
        onChange={(value) => save("defaultFormat", value)}
      />
    </div>
  );
}
