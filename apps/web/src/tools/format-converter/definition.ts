/** The format converter at /format-converter: HEIC, BMP, GIF and the rest in; JPEG, PNG, WebP, AVIF, GIF out. */
import { seo } from "@squish/shared/tools/format-converter/seo";
import { COPY_ACTION, SHARE_ACTION } from "../framework/card-actions.ts";
import { IMAGE_INPUT_TEXTS } from "../framework/image-input-texts.ts";
import { IMAGE_INPUTS } from "../framework/image-inputs.ts";
import { formatName } from "../framework/results/tried-sentence.ts";
import { defineTool } from "../framework/define-tool.ts";
import { ConverterCardControls } from "./converter-card-controls.tsx";
import {
  converterRecipe,
  initialConverterSettings,
  targetLabel,
  type ConverterFileOptions,
  type ConverterSettings,
} from "./converter-settings.ts";
import { ConverterSettingsPanel } from "./converter-settings-panel.tsx";

export const formatConverter = defineTool<ConverterSettings, ConverterFileOptions>({
  id: "format-converter",
  seo,
  accept: IMAGE_INPUTS,
  defaultExtension: "jpg",
  texts: {
    headline: "Image Format Converter",
    intro:
      "Turn HEIC photos from phones, BMP, GIF, PNG, WebP and AVIF into the format you need, or let Squish pick the smallest that looks as good. Converted on your device, never uploaded.",
    ...IMAGE_INPUT_TEXTS,
    badges: ["HEIC from iPhone", "JPEG, PNG, WebP, AVIF, GIF", "Auto: Smallest"],
    keptOriginal: (size) =>
      `The original (${size}) is already in this format and smaller than a new encoding, so it is kept.`,
  },
  words: { verb: "Convert", noun: "Conversion", past: "converted", gerund: "Converting" },
  // {name}.{newext}: the new extension says what changed.
  outputPrefix: "",
  activityType: "convert",
  resultKind: "image",
  initialSettings: initialConverterSettings,
  recipe: (settings, options, file) => converterRecipe(settings, options, file),
  // The format that came out: what "Auto: smallest" chose, or the original when it was kept.
  describe: (settings, options, result) => {
    const asked = options.format ?? settings.output.format;
    if (result.keptOriginal) return `Kept the original ${formatName(result.format)}`;
    const made = `Converted to ${formatName(result.format)}`;
    return asked === "auto" ? `${made} (${targetLabel(asked)})` : made;
  },
  batch: { startGapMs: 0, queue: false },
  pageActions: [],
  cardActions: [SHARE_ACTION, COPY_ACTION],
  SettingsPanel: ConverterSettingsPanel,
  CardControls: ConverterCardControls,
});

// The registry loads a tool folder by this export.
export default formatConverter;
