/** The WebP compressor at /webp-compress: WebP made smaller, JPEG and PNG made WebP, animations kept. */
import { seo } from "@squish/shared/tools/webp-compress/seo";
import { COPY_ACTION, SHARE_ACTION } from "../framework/card-actions.ts";
import { COMPRESS_WORDS, defineTool } from "../framework/define-tool.ts";
import { limitTexts } from "../framework/limit-texts.ts";
import { WebpCardControls } from "./webp-card-controls.tsx";
import { WebpSettingsPanel } from "./webp-settings-panel.tsx";
import {
  describeWebp,
  initialWebpSettings,
  webpRecipe,
  type WebpFileOptions,
  type WebpSettings,
} from "./webp-settings.ts";
import { persistQuality } from "../framework/persist-quality.ts";

export const webpCompressor = defineTool<WebpSettings, WebpFileOptions>({
  id: "webp-compress",
  seo,
  accept: {
    mimeTypes: ["image/webp", "image/jpeg", "image/pjpeg", "image/png"],
    extensions: ["webp", "jpg", "jpeg", "png"],
  },
  defaultExtension: "webp",
  texts: {
    headline: "WebP Compressor",
    intro:
      "Make WebP images smaller, or turn JPEG and PNG into WebP, with libwebp: lossy, lossless or near-lossless. Animated WebP keeps every frame. Nothing is uploaded.",
    dropHeading: "Drag & Drop WebP, JPEG or PNG Files",
    dropActive: "Drop your images here",
    chooseButton: "Choose Images",
    dropHint: "WebP (still or animated), JPEG and PNG images, up to 10MB each.",
    wrongType: "Only WebP, JPEG and PNG images (.webp, .jpg, .jpeg, .png) are accepted here.",
    limit: limitTexts("images"),
    badges: ["libwebp Encoder", "Animation Kept", "Private: No Uploads"],
    keptOriginal: (size) =>
      `Already well compressed: a new WebP would not be smaller, so the original (${size}) is kept.`,
  },
  words: COMPRESS_WORDS,
  outputPrefix: "compressed_",
  activityType: "compress",
  resultKind: "image",
  initialSettings: initialWebpSettings,
  recipe: webpRecipe,
  describe: describeWebp,
  batch: { startGapMs: 0, queue: false },
  pageActions: [],
  cardActions: [SHARE_ACTION, COPY_ACTION],
  rerunOn: ["mode", "quality", "smart", "nearLossless", "alphaQuality", "effort", "maxSide"],
  persist: persistQuality,
  SettingsPanel: WebpSettingsPanel,
  CardControls: WebpCardControls,
});

// The registry loads a tool folder by this export.
export default webpCompressor;
