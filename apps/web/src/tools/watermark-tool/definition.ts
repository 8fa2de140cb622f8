/** The watermark tool at /watermark-tool: text or a logo, placed alike over a batch of any sizes. */
import { seo } from "@squish/shared/tools/watermark-tool/seo";
import { COPY_ACTION, SHARE_ACTION } from "../framework/card-actions.ts";
import { IMAGE_INPUT_TEXTS } from "../framework/image-input-texts.ts";
import { IMAGE_INPUTS } from "../framework/image-inputs.ts";
import { defineTool } from "../framework/define-tool.ts";
import { watermarkBlocked } from "../steps/watermark/watermark-options.ts";
import { WatermarkPreview } from "./watermark-preview.tsx";
import {
  describeWatermark,
  initialWatermarkSettings,
  watermarkRecipe,
  type WatermarkFileOptions,
  type WatermarkToolSettings,
} from "./watermark-settings.ts";
import { WatermarkSettingsPanel } from "./watermark-settings-panel.tsx";

export const watermarkTool = defineTool<WatermarkToolSettings, WatermarkFileOptions>({
  id: "watermark-tool",
  seo,
  accept: IMAGE_INPUTS,
  defaultExtension: "jpg",
  texts: {
    headline: "Watermark Tool",
    intro:
      "Add your name or logo to a batch of photos: pick a font, size, colour and opacity, place it in a corner, tile it, or drag it anywhere. The preview is the real result, made on your device.",
    ...IMAGE_INPUT_TEXTS,
    badges: ["Text or Logo", "Live Preview", "Private: No Uploads"],
  },
  words: { verb: "Watermark", noun: "Watermarking", past: "watermarked", gerund: "Watermarking" },
  outputPrefix: "watermarked_",
  activityType: "watermark",
  resultKind: "image",
  initialSettings: initialWatermarkSettings,
  recipe: (settings) => watermarkRecipe(settings),
  describe: (settings) => describeWatermark(settings),
  blocked: (settings) => watermarkBlocked(settings.mark),
  batch: { startGapMs: 0, queue: false },
  pageActions: [],
  cardActions: [SHARE_ACTION, COPY_ACTION],
  SettingsPanel: WatermarkSettingsPanel,
  MainEditor: WatermarkPreview,
});

// The registry loads a tool folder by this export.
export default watermarkTool;
