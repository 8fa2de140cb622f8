/** The GIF compressor at /gif-compress: animations kept, frame by frame. */
import { seo } from "@squish/shared/tools/gif-compress/seo";
import { COMPRESS_WORDS, defineTool } from "../framework/define-tool.ts";
import { limitTexts } from "../framework/limit-texts.ts";
import { GifCardControls } from "./gif-card-controls.tsx";
import { describeGif, gifRecipe, initialGifSettings, type GifFileOptions, type GifSettings } from "./gif-settings.ts";
import { GifSettingsPanel } from "./gif-settings-panel.tsx";

export const gifCompressor = defineTool<GifSettings, GifFileOptions>({
  id: "gif-compress",
  seo,
  accept: { mimeTypes: ["image/gif"], extensions: ["gif"] },
  defaultExtension: "gif",
  texts: {
    headline: "GIF Compressor",
    intro:
      "Make animated and still GIFs smaller while every frame, delay and loop stays: a shared palette, frames cut to what changed, and lossy compression you choose. Nothing is uploaded.",
    dropHeading: "Drag & Drop GIF Files",
    dropActive: "Drop your GIF files here",
    chooseButton: "Choose GIF Files",
    dropHint: "GIF images (.gif), animated or still, up to 10MB each.",
    wrongType: "Only GIF images (.gif) are accepted here.",
    limit: limitTexts("images"),
    badges: ["Animation Kept", "Light, Balanced, Strong", "Private: No Uploads"],
  },
  words: COMPRESS_WORDS,
  outputPrefix: "compressed_",
  activityType: "compress",
  resultKind: "animation",
  initialSettings: initialGifSettings,
  recipe: (settings, options) => gifRecipe(settings, options),
  describe: describeGif,
  batch: { startGapMs: 0, queue: false },
  pageActions: [],
  cardActions: [],
  SettingsPanel: GifSettingsPanel,
  CardControls: GifCardControls,
});

// The registry loads a tool folder by this export.
export default gifCompressor;
