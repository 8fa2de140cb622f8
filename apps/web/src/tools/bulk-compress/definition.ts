/**
 * The bulk compressor at /bulk-compress: up to 100 files for everyone (decision 5), of every format
 * Squish compresses, each through its own format's compressor, shown as one table with one
 * progress, and downloaded as a ZIP streamed while the files finish.
 */
import { seo } from "@squish/shared/tools/bulk-compress/seo";
import { BULK_MAX_FILES } from "@squish/shared/limits";
import { COMPRESS_WORDS, defineTool } from "../framework/define-tool.ts";
import { IMAGE_INPUTS } from "../framework/image-inputs.ts";
import { BulkSettingsPanel } from "./bulk-settings-panel.tsx";
import {
  bulkRecipe,
  describeBulk,
  initialBulkSettings,
  type BulkFileOptions,
  type BulkSettings,
} from "./bulk-settings.ts";

const LIMIT_TEXT = `You can compress up to ${BULK_MAX_FILES} files at once.`;

/**
 * Every image the engine reads except BMP (no compressor of its own: the converter takes it), and
 * PDFs: the other tools' picker lists with PDF added, in the same order.
 */
const BULK_INPUTS = {
  mimeTypes: [...IMAGE_INPUTS.mimeTypes.filter((type) => !type.includes("bmp")), "application/pdf"],
  extensions: [...IMAGE_INPUTS.extensions.filter((extension) => extension !== "bmp"), "pdf"],
};

export const bulkCompressor = defineTool<BulkSettings, BulkFileOptions>({
  id: "bulk-compress",
  seo,
  accept: BULK_INPUTS,
  defaultExtension: "jpg",
  limits: { guest: BULK_MAX_FILES, signedIn: BULK_MAX_FILES },
  texts: {
    headline: "Bulk Compressor",
    intro:
      "Compress up to 100 images and PDFs at once, each with its own format's compressor, on every core of your device. Drop whole folders: they come back as folders in the ZIP. Nothing is uploaded.",
    dropHeading: "Drag & Drop Files or Folders",
    dropActive: "Drop your files here",
    chooseButton: "Choose Files",
    dropHint: "JPEG, PNG, WebP, AVIF, GIF, HEIC and PDF, up to 100 files of 10MB each.",
    wrongType: "Only JPEG, PNG, WebP, AVIF, GIF, HEIC and PDF files are accepted here.",
    limit: { guest: LIMIT_TEXT, signedIn: LIMIT_TEXT },
    badges: ["Mixed Formats", "Every Core Used", "Private: No Uploads"],
    guestBadge: "100 files, no account needed",
    unit: "files",
  },
  words: COMPRESS_WORDS,
  outputPrefix: "compressed_",
  activityType: "compress",
  resultKind: "image",
  layout: "table",
  initialSettings: initialBulkSettings,
  recipe: bulkRecipe,
  describe: (settings) => describeBulk(settings),
  // Nothing starts before the person presses Compress All; then the queue runs on every core.
  batch: { startGapMs: 0, queue: true, queueForEveryone: true },
  pageActions: [],
  cardActions: [],
  rerunOn: ["level", "smart", "maxDimension", "photosTo", "targetKb", "overrides"],
  SettingsPanel: BulkSettingsPanel,
});

// The registry loads a tool folder by this export.
export default bulkCompressor;
