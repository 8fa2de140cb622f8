/** The PNG optimizer at /png-optimizer (image-tools.md, "PNG optimizer page"). */
import { seo } from "@squish/shared/tools/png-optimizer/seo";
import { savingsPercent } from "@squish/shared/compression";
import { GUEST_MAX_FILES, SIGNED_IN_MAX_FILES } from "@squish/shared/limits";
import { RESET_ALL, START_OVER } from "../framework/page-actions.ts";
import { lazyPart } from "@/lib/lazy-part";
import { defineTool } from "../framework/define-tool.ts";
import { PngCardControls } from "./png-card-controls.tsx";
import { PngSettingsPanel } from "./png-settings-panel.tsx";
import {
  initialPngSettings,
  levelFor,
  levelInfo,
  pngRecipe,
  type PngFileOptions,
  type PngSettings,
} from "./png-settings.ts";

export const pngOptimizer = defineTool<PngSettings, PngFileOptions>({
  id: "png-optimizer",
  seo,
  // An animated PNG (APNG) is a PNG: it may arrive as .apng or image/apng, and stays animated.
  accept: { mimeTypes: ["image/png", "image/apng"], extensions: ["png", "apng"] },
  defaultExtension: "png",
  texts: {
    headline: "PNG Optimizer",
    intro:
      "Shrink PNG screenshots, logos and graphics losslessly with OxiPNG, or much further with smart palette reduction. Transparency is kept, and nothing leaves your device.",
    dropHeading: "Drag & Drop PNG Files",
    dropActive: "Drop your PNG files here",
    chooseButton: "Choose PNG Files",
    dropHint: "PNG images (.png), animated ones (.apng) too, up to 10MB each.",
    wrongType: "Only PNG images (.png) are accepted here.",
    limit: {
      guest: `Free users can process up to ${GUEST_MAX_FILES} PNG images. Login to process up to ${SIGNED_IN_MAX_FILES} images.`,
      signedIn: `You can process up to ${SIGNED_IN_MAX_FILES} PNG images at once.`,
    },
    // The default level reduces the palette, so "Lossless Compression" alone would not be true.
    badges: ["PNG Support", "Transparency Preserved", "Lossless or Palette Compression"],
    guestBadge: `Guest - Up to ${GUEST_MAX_FILES} images (Login for ${SIGNED_IN_MAX_FILES})`,
  },
  words: { verb: "Optimize", noun: "Optimization", past: "optimized", gerund: "Optimizing" },
  messages: {
    batchStarted: (count) => ({ title: "Batch Optimization Started", description: `Optimizing ${count} images...` }),
  },
  outputPrefix: "optimized_",
  activityType: "optimize",
  resultKind: "image",
  initialSettings: initialPngSettings,
  recipe: pngRecipe,
  describe: (settings, options) => `Optimized with ${levelInfo(levelFor(settings, options)).label} compression`,
  batch: { startGapMs: 200, queue: false },
  pageActions: [RESET_ALL, START_OVER],
  cardActions: [],
  completedToast: (item, result, settings) => {
    if (result.keptOriginal) {
      return {
        title: "Already Optimized",
        description: `${item.name} is already well compressed; the original is kept.`,
      };
    }
    const level = levelInfo(levelFor(settings, item.options)).label;
    const percent = savingsPercent(item.originalSize, result.size);
    return {
      title: "Optimization Complete",
      description: `${item.name} optimized by ${percent}% using ${level} compression`,
    };
  },
  SettingsPanel: PngSettingsPanel,
  CardControls: PngCardControls,
  // The preview dialog's code (with the before-and-after slider) loads when a preview is first opened.
  PreviewDialog: lazyPart(async () => (await import("./png-preview-dialog.tsx")).PngPreviewDialog),
});

// The registry loads a tool folder by this export.
export default pngOptimizer;
