/** The PDF compressor at /pdf-compress (/pdf-compressor redirects here). */
import { seo } from "@squish/shared/tools/pdf-compress/seo";
import { GUEST_COMPRESS_ALL_CAP } from "@squish/shared/limits";
import { SHARE_ACTION } from "../framework/card-actions.ts";
import { COMPRESS_WORDS, defineTool } from "../framework/define-tool.ts";
import { limitTexts } from "../framework/limit-texts.ts";
import { PdfCardControls } from "./pdf-card-controls.tsx";
import {
  describePdf,
  initialPdfSettings,
  asksForPassword,
  pdfRecipe,
  type PdfFileOptions,
  type PdfSettings,
} from "./pdf-settings.ts";
import { PdfSettingsPanel } from "./pdf-settings-panel.tsx";

export const pdfCompressor = defineTool<PdfSettings, PdfFileOptions>({
  id: "pdf-compress",
  seo,
  // Some systems label PDFs application/x-pdf; the header decides what a file really is.
  accept: { mimeTypes: ["application/pdf", "application/x-pdf"], extensions: ["pdf"] },
  defaultExtension: "pdf",
  texts: {
    headline: "PDF Compressor",
    intro:
      "Make PDFs smaller by recompressing and downsampling the images inside them. Text stays text, every page is checked, and password-protected files keep their password. Nothing is uploaded.",
    dropHeading: "Drag & Drop PDF Files",
    dropActive: "Drop your PDF files here",
    chooseButton: "Choose PDF Files",
    dropHint: "PDF documents (.pdf) up to 10MB each, password-protected ones too.",
    wrongType: "Only PDF documents (.pdf) are accepted here.",
    limit: limitTexts("PDFs"),
    badges: ["Text Stays Sharp", "Extreme, Recommended, Light", "Private: No Uploads"],
    keptOriginal: (size) => `No smaller file came out, so the original (${size}) is kept. The notes below say why.`,
    unit: "PDFs",
  },
  words: COMPRESS_WORDS,
  messages: {
    notReady: "Please compress the PDF first before downloading",
    noResults: { title: "No Compressed Files", description: "Please compress some PDFs first" },
    batchStarted: (count) => ({ title: "Compression Started", description: `Compressing ${count} PDFs...` }),
  },
  outputPrefix: "compressed_",
  activityType: "compress",
  resultKind: "document",
  initialSettings: initialPdfSettings,
  recipe: (settings, options) => pdfRecipe(settings, options),
  describe: describePdf,
  batch: { guestCap: GUEST_COMPRESS_ALL_CAP, startGapMs: 0, queue: true },
  pageActions: [],
  // Copy puts pictures on the clipboard, which a PDF is not; Share sends the file itself.
  cardActions: [SHARE_ACTION],
  rerunOn: ["level"],
  SettingsPanel: PdfSettingsPanel,
  CardControls: PdfCardControls,
  runsInControls: (item) => asksForPassword(item) !== null,
});

// The registry loads a tool folder by this export.
export default pdfCompressor;
