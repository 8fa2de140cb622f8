/**
 * How finely each image is drawn: its pixels per inch on the page, read by letting MuPDF run every
 * page's content streams (forms, patterns and annotations included) into a device that records
 * each image's placement matrix. MuPDF hands the device the same cached image a later
 * `loadImage(ref)` returns, so a draw is tied to its XObject by identity. An image drawn several
 * times counts at its finest use, so no placement ends up below the level's resolution.
 */
import type { Image, Matrix, PDFDocument } from "mupdf";
import type { MuPdf } from "./mupdf.ts";

/** Pixels per inch of an image of `width` x `height` pixels drawn with `ctm` (page units are 1/72 in). */
export function drawnPpi(width: number, height: number, ctm: Matrix): number {
  const [a, b, c, d] = ctm;
  const inchesWide = Math.hypot(a, b) / 72;
  const inchesHigh = Math.hypot(c, d) / 72;
  if (inchesWide <= 0 || inchesHigh <= 0) return 0;
  // The finer axis counts: downsampling by it keeps both axes at or above the target.
  return Math.max(width / inchesWide, height / inchesHigh);
}

/**
 * Highest drawn ppi per image pointer. `pointers` maps MuPDF's image pointers to object numbers,
 * and the result is keyed by object number.
 */
export function measureImageUse(
  mupdf: MuPdf,
  doc: PDFDocument,
  pointers: ReadonlyMap<number, number>,
): Map<number, number> {
  const ppi = new Map<number, number>();
  const record = (image: Image, ctm: Matrix) => {
    const num = pointers.get(image.pointer);
    if (num === undefined) return;
    const value = drawnPpi(image.getWidth(), image.getHeight(), ctm);
    ppi.set(num, Math.max(ppi.get(num) ?? 0, value));
  };
  const device = new mupdf.Device({
    fillImage: (image, ctm) => record(image, ctm),
    fillImageMask: (image, ctm) => record(image, ctm),
    clipImageMask: (image, ctm) => record(image, ctm),
  });
  for (let index = 0; index < doc.countPages(); index++) {
    const page = doc.loadPage(index);
    page.run(device, mupdf.Matrix.identity);
    page.destroy();
  }
  device.close();
  device.destroy();
  return ppi;
}
