/** The JPEG compressor at /jpeg-compress (image-tools.md, "{product} page"). */
import { seo } from "@squish/shared/tools/jpeg-compress/seo";
import { GUEST_COMPRESS_ALL_CAP } from "@squish/shared/limits";
import { COPY_ACTION, SHARE_ACTION } from "../framework/card-actions.ts";
import { COMPRESS_WORDS, defineTool } from "../framework/define-tool.ts";
import { limitTexts } from "../framework/limit-texts.ts";
import { persistQuality } from "../framework/persist-quality.ts";
import { JpegCardControls } from "./jpeg-card-controls.tsx";
import { JpegSettingsPanel } from "./jpeg-settings-panel.tsx";
import {
  initialJpegSettings,
  describeJpeg,
  jpegRecipe,
  type JpegFileOptions,
  type JpegSettings,
} from "./jpeg-settings.ts";

export const jpegCompressor = defineTool<JpegSettings, JpegFileOptions>({
  id: "jpeg-compress",
  seo,
  accept: { mimeTypes: ["image/jpeg", "image/pjpeg"], extensions: ["jpg", "jpeg"] },
  defaultExtension: "jpg",
  texts: {
    headline: "JPEG Compressor",
    intro:
      "Make photos smaller with MozJPEG, the encoder behind the best image tools, without a visible loss of quality. Everything happens in your browser.",
    dropHeading: "Drag & Drop JPEG Files",
    dropActive: "Drop your JPEG files here",
    chooseButton: "Choose JPEG Files",
    dropHint: "JPEG images (.jpg, .jpeg) up to 10MB each.",
    wrongType: "Only JPEG images (.jpg, .jpeg) are accepted here.",
    limit: limitTexts("images"),
    badges: ["MozJPEG Encoder", "Quality Presets", "Private: No Uploads"],
  },
  words: COMPRESS_WORDS,
  outputPrefix: "compressed_",
  activityType: "compress",
  resultKind: "image",
  initialSettings: initialJpegSettings,
  recipe: jpegRecipe,
  describe: describeJpeg,
  batch: { guestCap: GUEST_COMPRESS_ALL_CAP, startGapMs: 0, queue: true },
  pageActions: [],
  cardActions: [SHARE_ACTION, COPY_ACTION],
  rerunOn: ["quality", "smart", "maxDimension", "output"],
  persist: persistQuality,
  SettingsPanel: JpegSettingsPanel,
  CardControls: JpegCardControls,
});

// The registry loads a tool folder by this export.
export default jpegCompressor;
