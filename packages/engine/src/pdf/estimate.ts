/**
 * An honest size estimate for the page, before any work: a range, not a promise. The file is
 * split into its image streams and the rest; each part shrinks by ratios measured on the corpus
 * PDFs (bench/RESULTS.md, 2026-11-23). Images already small for their page, or text-only files,
 * shrink least, so the range is wide where the outcome depends on the images' resolution.
 */
import type { PDFDocument } from "mupdf";
import type { PdfLevel } from "./levels.ts";
import { loadMupdf } from "./mupdf.ts";
import { openPdf } from "./open-pdf.ts";

export interface PdfFacts {
  size: number;
  pages: number;
  images: number;
  /** Bytes of the image streams as stored. */
  imageBytes: number;
  /** Bytes of ICC colour profiles, which go when nothing uses them any more (or with the print intent). */
  profileBytes: number;
}

/** Fraction of image bytes left after compression: [best case, worst case]. */
const IMAGE_RATIO: Record<PdfLevel, [number, number]> = {
  // On the corpus at "recommended", image bytes went to 0.01 (CMYK photos drawn small) up to 1.0
  // (screenshots already deflated, 1-bit scans); the other levels are scaled from that.
  extreme: [0.01, 0.9],
  recommended: [0.01, 1],
  light: [0.05, 1],
};
/**
 * Fonts, content and structure: object streams and re-deflating saved 0.5 to 3% on the corpus,
 * up to 35% on a small file whose XMP metadata and output intent went (ocrmypdf-cmyk.pdf).
 */
const OTHER_RATIO: [number, number] = [0.6, 1];

export interface SizeEstimate {
  low: number;
  high: number;
}

export function estimatePdfSize(facts: PdfFacts, level: PdfLevel): SizeEstimate {
  const other = Math.max(0, facts.size - facts.imageBytes - facts.profileBytes);
  const [imageLow, imageHigh] = IMAGE_RATIO[level];
  // Profiles may all go (unused, or the print intent at the stronger levels) or all stay.
  const low = Math.round(other * OTHER_RATIO[0] + facts.imageBytes * imageLow);
  // Never above the original: a result that is not smaller is not kept.
  const high = Math.min(
    facts.size,
    Math.round(other * OTHER_RATIO[1] + facts.imageBytes * imageHigh + facts.profileBytes),
  );
  return { low, high };
}

/** Reads the facts the estimate needs (pages, images and their stored bytes). */
export async function inspectPdf(bytes: Uint8Array, password?: string): Promise<PdfFacts> {
  const mupdf = await loadMupdf();
  const { doc, pages } = openPdf(mupdf, bytes, password);
  try {
    return readPdfFacts(doc, bytes.byteLength, pages);
  } finally {
    doc.destroy();
  }
}

/** The facts of a document already open (the page's preview reads them with the same opening). */
export function readPdfFacts(doc: PDFDocument, size: number, pages: number): PdfFacts {
  let images = 0;
  let imageBytes = 0;
  let profileBytes = 0;
  for (let num = 1; num < doc.countObjects(); num++) {
    const ref = doc.newIndirect(num);
    if (!ref.isStream()) continue;
    const subtype = ref.get("Subtype");
    const isImage = subtype.isName() && subtype.asName() === "Image";
    // An ICC profile stream is the only kind with /N and no /Subtype or /Type.
    const isProfile = subtype.isNull() && ref.get("Type").isNull() && ref.get("N").isNumber();
    if (!isImage && !isProfile) continue;
    const raw = ref.readRawStream();
    if (isImage) {
      images++;
      imageBytes += raw.getLength();
    } else profileBytes += raw.getLength();
    raw.destroy();
  }
  return { size, pages, images, imageBytes, profileBytes };
}
