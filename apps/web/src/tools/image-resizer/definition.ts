/** The image resizer at /image-resizer: by size, percentage or preset; fit, fill or stretch. */
import { seo } from "@squish/shared/tools/image-resizer/seo";
import { COPY_ACTION, SHARE_ACTION } from "../framework/card-actions.ts";
import { IMAGE_INPUT_TEXTS } from "../framework/image-input-texts.ts";
import { IMAGE_INPUTS } from "../framework/image-inputs.ts";
import { defineTool } from "../framework/define-tool.ts";
import { resizeIsComplete } from "../steps/resize/resize-options.ts";
import { ResizerCardControls } from "./resizer-card-controls.tsx";
import {
  describeResize,
  initialResizerSettings,
  resizerRecipe,
  type ResizerFileOptions,
  type ResizerSettings,
} from "./resizer-settings.ts";
import { ResizerSettingsPanel } from "./resizer-settings-panel.tsx";

export const imageResizer = defineTool<ResizerSettings, ResizerFileOptions>({
  id: "image-resizer",
  seo,
  accept: IMAGE_INPUTS,
  defaultExtension: "jpg",
  texts: {
    headline: "Image Resizer",
    intro:
      "Resize photos and graphics to an exact size, a percentage or a ready-made size for social media and screens. Lanczos resampling keeps edges sharp, and nothing leaves your device.",
    ...IMAGE_INPUT_TEXTS,
    badges: ["Size, Percent or Preset", "Fit, Fill or Stretch", "Private: No Uploads"],
    keptOriginal: (size) =>
      `Already within the size, and re-encoding would not make it smaller: the original (${size}) is kept unchanged.`,
  },
  words: { verb: "Resize", noun: "Resizing", past: "resized", gerund: "Resizing" },
  outputPrefix: "resized_",
  activityType: "resize",
  resultKind: "image",
  initialSettings: initialResizerSettings,
  recipe: (settings, options) => resizerRecipe(settings, options),
  blocked: (settings) => (resizeIsComplete(settings.resize) ? null : "Enter a width or a height first."),
  describe: describeResize,
  batch: { startGapMs: 0, queue: false },
  pageActions: [],
  cardActions: [SHARE_ACTION, COPY_ACTION],
  SettingsPanel: ResizerSettingsPanel,
  CardControls: ResizerCardControls,
});

// The registry loads a tool folder by this export.
export default imageResizer;
