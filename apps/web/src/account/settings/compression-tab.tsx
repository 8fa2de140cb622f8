import { QUALITY_CHOICES, type DefaultFormat, type Settings } from "@squish/shared/account/settings";
import { JPEG_DEFAULT_QUALITY } from "@squish/shared/compression";
import { QUALITY_DEFAULTS } from "@squish/shared/steps/output";
import { ChoiceGroup } from "./choice-group.tsx";
import type { SaveSetting } from "./settings-types.ts";

/** The documents' labels for the four default qualities (spec 2.10). */
const QUALITY_LABELS: Record<(typeof QUALITY_CHOICES)[number], string> = {
  50: "High compression",
  70: "Balanced",
  80: "Good quality",
  90: "Best quality",
};
/** Not choosing is a choice too: each tool starts where it does for a guest. */
const TOOL_DEFAULTS = "tools";
const QUALITIES = [
  {
    value: TOOL_DEFAULTS,
    label: "Each tool's own",
    // The compressors choose per picture (Smart, record 0047); the editing tools keep fixed qualities.
    hint: `Smart on the compressors; elsewhere JPEG ${JPEG_DEFAULT_QUALITY}, WebP ${QUALITY_DEFAULTS.webp}, AVIF ${QUALITY_DEFAULTS.avif}`,
  },
  ...QUALITY_CHOICES.map((q) => ({ value: String(q), label: QUALITY_LABELS[q], hint: `Quality ${q}` })),
];

const FORMATS = [
  { value: "original", label: "Original", hint: "Keep each file's format" },
  { value: "jpeg", label: "JPEG" },
  { value: "webp", label: "WebP" },
] as const;

export function CompressionTab({ settings, save }: { settings: Settings; save: SaveSetting }) {
  const quality = settings.defaultQuality;
  const custom = quality !== null && !(QUALITY_CHOICES as readonly number[]).includes(quality);
  return (
    <div className="grid gap-6">
      <div>
        <ChoiceGroup
          label="Default quality"
          name="default-quality"
          choices={QUALITIES}
          value={quality === null ? TOOL_DEFAULTS : String(quality)}
          onChange={(value) => save("defaultQuality", value === TOOL_DEFAULTS ? null : Number(value))}
        />
        <p className="mt-2 text-sm text-muted-foreground">
          {custom
            ? `Your tools currently start at quality ${quality}, set from a compressor's slider.`
            : "Every tool with a quality setting starts at the one you choose here."}
        </p>
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
