/**
 * The large PDFs of `npm run bench:engine -- pdf-large`, built at bench time from the corpus
 * into a temporary folder (never the repository), the same bytes every run:
 * - a 100-page manual: the Debian Edu manual's first 100 pages (text and 80-odd lossless
 *   screenshots), cut by qpdf;
 * - the same manual's first 94 pages followed by the 6 scanned pages of ocrmypdf-multipage.pdf,
 *   joined by qpdf: 100 pages again, now with ocrmypdf's 9000x9000 (81 MP) Flate scan among them,
 *   the largest single image of the corpus, to show what one huge image costs;
 * - a photo document of about 10 MB: seven full-resolution camera JPEGs, one per A4 page with a
 *   caption, placed by MuPDF with their JPEG bytes unchanged (a scanned or photo report).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { loadMupdf } from "../packages/engine/src/pdf/mupdf.ts";

export interface LargePdf {
  label: string;
  path: string;
}

/** Large camera photos of the corpus; their JPEG bytes add up to 10.0 MB (9.5 MiB). */
const PHOTO_DOCUMENT_FILES = [
  "photo/libavif-dog-4032x3024-orient6-xmp-icc.jpg",
  "photo/ianare-iphone6-hdr-3264x2448-gps.jpg",
  "photo/lomiri-seeding-5312x2988.jpg",
  "photo/lomiri-sunset-4272x2848.jpg",
  "photo/mate-Dune-1680x1050-canon.jpg",
  "photo/plasma-Path-2560x1600-olympus.jpg",
  "photo/mate-GreenMeadow-1280x1024.jpg",
];

const A4 = { short: 595, long: 842 };
const MARGIN = 36;
const CAPTION_SPACE = 24;

/** `pages` is qpdf's list of files, each followed by its page range. */
function joinPages(pages: string[], out: string): void {
  const run = spawnSync("qpdf", ["--deterministic-id", "--empty", "--pages", ...pages, "--", out], {
    encoding: "utf8",
  });
  // Exit status 3 is qpdf's "succeeded with warnings".
  if (run.status !== 0 && run.status !== 3) {
    throw new Error(`qpdf could not build a 100-page PDF (apt-get install -y qpdf): ${run.stderr || run.error}`);
  }
}

async function photoDocument(corpus: string, out: string): Promise<void> {
  const mupdf = await loadMupdf();
  const doc = new mupdf.PDFDocument();
  try {
    const font = doc.addSimpleFont(new mupdf.Font("Helvetica"));
    for (const [index, file] of PHOTO_DOCUMENT_FILES.entries()) {
      const image = new mupdf.Image(new Uint8Array(readFileSync(join(corpus, file))));
      const [width, height] = [image.getWidth(), image.getHeight()];
      const landscape = width >= height;
      const pageWidth = landscape ? A4.long : A4.short;
      const pageHeight = landscape ? A4.short : A4.long;
      const boxWidth = pageWidth - 2 * MARGIN;
      const boxHeight = pageHeight - 2 * MARGIN - CAPTION_SPACE;
      const scale = Math.min(boxWidth / width, boxHeight / height);
      const [drawWidth, drawHeight] = [width * scale, height * scale];
      const x = (pageWidth - drawWidth) / 2;
      const y = MARGIN + CAPTION_SPACE + (boxHeight - drawHeight) / 2;
      const caption = `Photo ${index + 1} of ${PHOTO_DOCUMENT_FILES.length}: ${basename(file)}`;
      const contents =
        `q ${drawWidth.toFixed(2)} 0 0 ${drawHeight.toFixed(2)} ${x.toFixed(2)} ${y.toFixed(2)} cm /Im0 Do Q\n` +
        `BT /F1 11 Tf ${MARGIN} ${MARGIN} Td (${caption}) Tj ET\n`;
      const resources = doc.addObject({ XObject: { Im0: doc.addImage(image) }, Font: { F1: font } });
      doc.insertPage(-1, doc.addPage([0, 0, pageWidth, pageHeight], 0, resources, contents));
      image.destroy();
    }
    const saved = doc.saveToBuffer("compress");
    writeFileSync(out, saved.asUint8Array());
    saved.destroy();
  } finally {
    doc.destroy();
  }
}

/** Builds the three files in `dir`; throws with the install hint when qpdf is missing. */
export async function buildLargePdfs(
  corpus: string,
  dir: string,
): Promise<{ manual: LargePdf; withScan: LargePdf; photos: LargePdf }> {
  const manualPath = join(dir, "manual-100-pages.pdf");
  const withScanPath = join(dir, "manual-and-scans-100-pages.pdf");
  const photosPath = join(dir, "photos-10mb.pdf");
  const manual = join(corpus, "pdf/debian-edu-bookworm-manual.pdf");
  joinPages([manual, "1-100"], manualPath);
  joinPages([manual, "1-94", join(corpus, "pdf/ocrmypdf-multipage.pdf"), "1-6"], withScanPath);
  await photoDocument(corpus, photosPath);
  const mb = (path: string) => `${(statSync(path).size / 1e6).toFixed(1)} MB`;
  return {
    manual: { label: `manual, 100 pages, ${mb(manualPath)}`, path: manualPath },
    withScan: { label: `manual 94 + scans 6 (one 81 MP), 100 pages, ${mb(withScanPath)}`, path: withScanPath },
    photos: { label: `${PHOTO_DOCUMENT_FILES.length} photos, ${mb(photosPath)}`, path: photosPath },
  };
}
