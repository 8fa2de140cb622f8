/**
 * An honest size estimate for the page, before any work: a range, not a promise. Each image is
 * judged as the compressor will treat it (recompress-image.ts): how finely it is drawn on its page
 * against the level's resolution (so how many of its pixels remain), whether it is a photo that is
 * re-encoded as JPEG, a lossless image deflated again only when downsampled, or a 1-bit image that
 * stays. The rest of the file (fonts, content, structure) shrinks a little. The ranges hold every
 * corpus PDF's real result (compress-pdf.test.ts); one image-heavy range for the whole file gave
 * "83.56 KB to 7.80 MB" for an 8 MB photo PDF.
 */
import type { PDFDocument, PDFObject } from "mupdf";
import { filterNames, keptReason, spaceFamily } from "./image-dictionary.ts";
import { measureImageUse } from "./image-usage.ts";
import { DOWNSAMPLE_THRESHOLD, PDF_LEVELS, type PdfLevel } from "./levels.ts";
import { loadMupdf, type MuPdf } from "./mupdf.ts";
import { openPdf } from "./open-pdf.ts";

/** One image XObject as the estimate sees it. */
export interface PdfImageFacts {
  /** Bytes of its stream as stored. */
  bytes: number;
  /** Its pixels, as stored. */
  pixels: number;
  /** The finest resolution it is drawn at, in pixels per inch; 0 when it is not drawn by itself (a soft mask). */
  ppi: number;
  /** Stored as JPEG or JPEG 2000: re-encoded as a JPEG at the level's quality. */
  photo: boolean;
  /**
   * Left as it is by the compressor whatever the level (recompress-image.ts `skipReason`): 1-bit
   * images and stencil masks, colour-key and pre-blended masks, colour spaces it does not convert.
   */
  keptAsIs: boolean;
  /** Stored with Flate alone: deflating the same pixels again is not tried. */
  deflated: boolean;
}

export interface PdfFacts {
  size: number;
  pages: number;
  images: number;
  /** Bytes of the image streams as stored. */
  imageBytes: number;
  /** Bytes of ICC colour profiles, which go when nothing uses them any more (or with the print intent). */
  profileBytes: number;
  /** Each image, for the estimate. */
  imageList: PdfImageFacts[];
}

/**
 * Fonts, content and structure: object streams and re-deflating saved 0.5 to 3% on the corpus,
 * and more on a small file whose XMP metadata and output intent went (ocrmypdf-cmyk.pdf).
 */
const OTHER_RATIO: [number, number] = [0.4, 1];

/**
 * Bytes left of an image's remaining pixels after re-encoding, [best, worst]: a photo JPEG at the
 * level's quality from a finer original; lossless pixels deflated again (from raw or LZW samples
 * down to a twentieth). A result that is not smaller is never written, so the worst case is capped
 * at the image as it was.
 */
// Measured on the corpus: a CMYK photo drawn small came out at 0.13 of its remaining pixels' bytes
// (four channels to three); a finely scanned page, smooth before resampling and anti-aliased after,
// at 3.2 times them (ocrmypdf-enormous.pdf at "extreme").
const PHOTO_RATIO: [number, number] = [0.1, 1.5];
/**
 * A JPEG at the level's quality takes at most about this many bytes a pixel (colour, fine detail).
 * It bounds a photo whose original was squeezed far below that: a scanned page stored at 0.007
 * bytes a pixel came back at 0.09 from a quarter of its pixels (ocrmypdf-masks.pdf, "extreme").
 */
const PHOTO_BYTES_PER_PIXEL: Record<PdfLevel, number> = { extreme: 0.2, recommended: 0.35, light: 0.5 };
const LOSSLESS_RATIO: [number, number] = [0.05, 4];

export interface SizeEstimate {
  low: number;
  high: number;
}

/** The range of bytes one image takes after compression at `level`. */
export function estimateImage(image: PdfImageFacts, level: PdfLevel): SizeEstimate {
  const target = PDF_LEVELS[level].ppi;
  const scale = image.ppi > target * DOWNSAMPLE_THRESHOLD ? target / image.ppi : 1;
  if (image.keptAsIs || (image.deflated && !image.photo && scale === 1)) return { low: image.bytes, high: image.bytes };
  const kept = scale * scale;
  const [best, worst] = image.photo ? PHOTO_RATIO : LOSSLESS_RATIO;
  const most = image.photo
    ? Math.max(image.bytes * kept * worst, image.pixels * kept * PHOTO_BYTES_PER_PIXEL[level])
    : image.bytes * kept * worst;
  return { low: Math.round(image.bytes * kept * best), high: Math.min(image.bytes, Math.round(most)) };
}

export function estimatePdfSize(facts: PdfFacts, level: PdfLevel): SizeEstimate {
  const other = Math.max(0, facts.size - facts.imageBytes - facts.profileBytes);
  let low = other * OTHER_RATIO[0];
  // Profiles may all go (unused, or the print intent at the stronger levels) or all stay.
  let high = other * OTHER_RATIO[1] + facts.profileBytes;
  for (const image of facts.imageList) {
    const range = estimateImage(image, level);
    low += range.low;
    high += range.high;
  }
  // Never above the original: a result that is not smaller is not kept.
  return { low: Math.round(low), high: Math.min(facts.size, Math.round(high)) };
}

/** Reads the facts the estimate needs (pages, images, how they are stored and drawn). */
export async function inspectPdf(bytes: Uint8Array, password?: string): Promise<PdfFacts> {
  const mupdf = await loadMupdf();
  const { doc, pages } = openPdf(mupdf, bytes, password);
  try {
    return readPdfFacts(mupdf, doc, bytes.byteLength, pages);
  } finally {
    doc.destroy();
  }
}

/** Colour spaces the compressor decodes and writes again; any other is kept as it is. */
const CONVERTED_SPACES = new Set(["DeviceGray", "DeviceRGB", "DeviceCMYK", "ICCBased", "CalGray", "CalRGB", "Indexed"]);

/** Whether the compressor leaves this image as it is, read from its dictionary alone. */
function keptAsIs(dict: PDFObject): boolean {
  if (keptReason(dict) !== null) return true;
  const family = spaceFamily(dict.get("ColorSpace"));
  // No colour space: a JPX image carries its own, which MuPDF reads and converts.
  return family !== "" && !CONVERTED_SPACES.has(family);
}

/** The facts of a document already open (the page's preview reads them with the same opening). */
export function readPdfFacts(mupdf: MuPdf, doc: PDFDocument, size: number, pages: number): PdfFacts {
  let profileBytes = 0;
  const found: (PdfImageFacts & { num: number })[] = [];
  const pointers = new Map<number, number>();
  const loaded: { destroy(): void }[] = [];
  for (let num = 1; num < doc.countObjects(); num++) {
    const ref = doc.newIndirect(num);
    if (!ref.isStream()) continue;
    const subtype = ref.get("Subtype");
    const isImage = subtype.isName() && subtype.asName() === "Image";
    // An ICC profile stream is the only kind with /N and no /Subtype or /Type.
    const isProfile = subtype.isNull() && ref.get("Type").isNull() && ref.get("N").isNumber();
    if (!isImage && !isProfile) continue;
    const raw = ref.readRawStream();
    const bytes = raw.getLength();
    raw.destroy();
    if (!isImage) {
      profileBytes += bytes;
      continue;
    }
    const filters = filterNames(ref);
    const side = (key: string) => (ref.get(key).isNumber() ? ref.get(key).asNumber() : 0);
    found.push({
      num,
      bytes,
      pixels: side("Width") * side("Height"),
      ppi: 0,
      photo: filters.includes("DCTDecode") || filters.includes("JPXDecode"),
      keptAsIs: keptAsIs(ref),
      deflated: filters.length === 1 && filters[0] === "FlateDecode",
    });
    try {
      // Held until the pages are measured, so no pointer is freed and reused by another image.
      const image = doc.loadImage(ref);
      loaded.push(image);
      pointers.set(image.pointer, num);
    } catch {
      // An image MuPDF cannot load is kept as it is by the compressor: its ppi stays 0.
    }
  }
  let ppi = new Map<number, number>();
  try {
    ppi = measureImageUse(mupdf, doc, pointers);
  } catch {
    // Pages that cannot be run leave every image at "not downsampled": the wider, safe range.
  } finally {
    for (const image of loaded) image.destroy();
  }
  const imageList = found.map(({ num, ...image }) => ({ ...image, ppi: ppi.get(num) ?? 0 }));
  return {
    size,
    pages,
    images: imageList.length,
    imageBytes: imageList.reduce((sum, image) => sum + image.bytes, 0),
    profileBytes,
    imageList,
  };
}
