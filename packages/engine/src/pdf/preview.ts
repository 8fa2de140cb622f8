/**
 * What a page shows of a PDF before compressing it, read in one opening: its facts for the size
 * estimate (pages, images and their bytes) and its first page drawn small for the file's card.
 * A PDF that needs a password says only that; one that cannot be read says nothing, and the
 * compression job then gives the reason in a sentence.
 */
import { isEngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { readPdfFacts, type PdfFacts } from "./estimate.ts";
import { pixmapToRgba } from "./image-pixels.ts";
import { loadMupdf } from "./mupdf.ts";
import { openPdf } from "./open-pdf.ts";

export type PdfPreview =
  | { status: "read"; facts: PdfFacts; firstPage: RgbaImage | null }
  /** A user password is needed to read anything but the file's structure. */
  | { status: "locked" }
  | { status: "unreadable" };

/** A tall page (a receipt, a long scroll) is drawn no taller than this many widths. */
const MAX_ASPECT = 2;

export async function previewPdf(bytes: Uint8Array, width: number): Promise<PdfPreview> {
  const mupdf = await loadMupdf();
  let opened;
  try {
    opened = openPdf(mupdf, bytes);
  } catch (error) {
    return isEngineError(error) && error.code === "password-required" ? { status: "locked" } : { status: "unreadable" };
  }
  const { doc, pages } = opened;
  try {
    const facts = readPdfFacts(mupdf, doc, bytes.byteLength, pages);
    let firstPage: RgbaImage | null = null;
    try {
      const page = doc.loadPage(0);
      const [x0, y0, x1, y1] = page.getBounds();
      const scale = Math.min(width / Math.max(1, x1 - x0), (width * MAX_ASPECT) / Math.max(1, y1 - y0));
      const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false);
      firstPage = pixmapToRgba(pixmap);
      pixmap.destroy();
      page.destroy();
    } catch {
      // A page that cannot be drawn leaves the card its document icon; the facts still count.
    }
    return { status: "read", facts, firstPage };
  } catch {
    return { status: "unreadable" };
  } finally {
    doc.destroy();
  }
}
