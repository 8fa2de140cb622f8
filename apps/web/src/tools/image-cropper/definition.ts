/** The image cropper at /image-cropper: one ratio for the batch, then each file's own box. */
import { seo } from "@squish/shared/tools/image-cropper/seo";
import { COPY_ACTION, SHARE_ACTION } from "../framework/card-actions.ts";
import { IMAGE_INPUT_TEXTS } from "../framework/image-input-texts.ts";
import { IMAGE_INPUTS } from "../framework/image-inputs.ts";
import { lazyPart } from "@/lib/lazy-part";
import { defineTool } from "../framework/define-tool.ts";
import { CropperCardControls } from "./cropper-card-controls.tsx";
import {
  cropperRecipe,
  describeCrop,
  initialCropperSettings,
  type CropperFileOptions,
  type CropperSettings,
} from "./cropper-settings.ts";
import { CropperSettingsPanel } from "./cropper-settings-panel.tsx";

export const imageCropper = defineTool<CropperSettings, CropperFileOptions>({
  id: "image-cropper",
  seo,
  accept: IMAGE_INPUTS,
  defaultExtension: "jpg",
  texts: {
    headline: "Image Cropper",
    intro:
      "Crop photos to 1:1, 16:9, 4:5 or any ratio, then fine-tune each one with a box you can drag, type or move with the keys. JPEGs keep their own quality, and nothing leaves your device.",
    ...IMAGE_INPUT_TEXTS,
    badges: ["Preset and Custom Ratios", "Rotate and Flip", "Original Quality Kept"],
  },
  words: { verb: "Crop", noun: "Cropping", past: "cropped", gerund: "Cropping" },
  outputPrefix: "cropped_",
  activityType: "crop",
  resultKind: "image",
  initialSettings: initialCropperSettings,
  recipe: (settings, options) => cropperRecipe(settings, options),
  describe: describeCrop,
  batch: { startGapMs: 0, queue: false },
  pageActions: [],
  cardActions: [SHARE_ACTION, COPY_ACTION],
  SettingsPanel: CropperSettingsPanel,
  CardControls: CropperCardControls,
  // The editor's code (a dialog with the crop box and its gestures) loads when a card's "Adjust"
  // is first pressed, not with the page.
  FileEditor: { label: "Adjust", Component: lazyPart(async () => (await import("./crop-editor.tsx")).CropEditor) },
});

// The registry loads a tool folder by this export.
export default imageCropper;
