/**
 * What a smaller PDF can lose without a reader noticing: page thumbnails (viewers draw their own)
 * and editors' private data (PieceInfo) always; the information dictionary and XMP metadata
 * (author, producer, dates) at the levels that drop metadata, with the print output intent (a
 * CMYK ICC profile for presses, often larger than the rest of the file: PDF/X conformance is lost
 * anyway once images are re-encoded, and screens never use it). Returns labels of what went.
 */
import type { PDFDocument } from "mupdf";

export function stripExtras(doc: PDFDocument, dropMetadata: boolean): string[] {
  const removed = new Set<string>();
  const catalog = doc.getTrailer().get("Root");
  for (let index = 0; index < doc.countPages(); index++) {
    const page = doc.findPage(index);
    if (!page.get("Thumb").isNull()) removed.add("thumbnails");
    page.delete("Thumb");
    page.delete("PieceInfo");
  }
  catalog.delete("PieceInfo");
  if (dropMetadata) {
    if (!doc.getTrailer().get("Info").isNull()) removed.add("document information");
    if (!catalog.get("Metadata").isNull()) removed.add("XMP metadata");
    if (!catalog.get("OutputIntents").isNull()) removed.add("print output intent");
    doc.getTrailer().delete("Info");
    catalog.delete("Metadata");
    catalog.delete("OutputIntents");
  }
  return [...removed];
}
