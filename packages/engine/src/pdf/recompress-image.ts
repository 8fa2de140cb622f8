/**
 * One image XObject made smaller in place: decoded by MuPDF (every filter and colour space it
 * reads: DCT, JPX, Flate with predictors, LZW, CMYK, ICC, Indexed...), brought down to the level's
 * resolution when drawn finer than that, then written back as MozJPEG (photos: the source was
 * DCT or JPX) or as Flate with PNG predictors (everything lossless stays lossless; soft masks
 * too). The object keeps its number, so every page, form and /SMask link still points at it.
 * When the new stream is not smaller, the original is left untouched.
 *
 * Memory: at most one full-size copy of an image is held. A plain Flate image being downsampled
 * (scans) is inflated and brought down row by row (flate-rows.ts, banded-downsample.ts) without
 * MuPDF decoding it; any other is decoded by MuPDF and its rows read out of MuPDF's pixmap into
 * the downsampler or the encoder (image-encoder.ts), with no full-size copy in JavaScript unless
 * a JPEG must be written at full size.
 */
import type { ColorSpace, Image, PDFDocument, PDFObject, Pixmap } from "mupdf";
import type { Size } from "../ops/fit.ts";
import type { SampleChannels } from "./banded-downsample.ts";
import { flateRowLayout, readFlateRows } from "./flate-rows.ts";
import { filterNames, keptReason, spaceFamily } from "./image-dictionary.ts";
import { rowPipeline, type EncodedImage } from "./image-encoder.ts";
import { forEachPixmapRow } from "./image-pixels.ts";
import { DOWNSAMPLE_THRESHOLD, type PdfLevelSettings } from "./levels.ts";
import type { MuPdf } from "./mupdf.ts";

export type ImageOutcome =
  | { action: "jpeg" | "flate"; downsampled: boolean; before: number; after: number }
  | { action: "kept"; reason: string; before: number };

const LOSSY_FILTERS = new Set(["DCTDecode", "JPXDecode"]);
/** Colour spaces written back by reference, as they were: these name one colour per pixel value. */
const KEPT_SPACES = new Set(["DeviceGray", "DeviceRGB", "ICCBased", "CalGray", "CalRGB"]);

/**
 * The colour space object to write for decoded samples with `colors` components: the image's own
 * (or an Indexed image's base) when it is a plain or ICC space of that size, so colours are
 * interpreted exactly as before. `null` when only a conversion to sRGB would do.
 */
function outputSpace(dict: PDFObject, colors: number): PDFObject | string | null {
  let space = dict.get("ColorSpace");
  if (spaceFamily(space) === "Indexed") space = space.get(1);
  const family = spaceFamily(space);
  if (!KEPT_SPACES.has(family)) return null;
  const components = family === "ICCBased" ? space.get(1).get("N").asNumber() : family.endsWith("Gray") ? 1 : 3;
  return components === colors ? space : null;
}

/** Why an image is left alone before decoding it, or `null` to go ahead. */
function skipReason(dict: PDFObject, image: Image): string | null {
  // The dictionary may not say so, but MuPDF knows a stencil mask when it loads one.
  return keptReason(dict) ?? (image.getImageMask() ? "stencil mask (1 bit)" : null);
}

/** Gray and RGB spaces read as they are, or null for the rest (CMYK, Indexed, Separation...). */
function grayOrRgb(space: ColorSpace | null): SampleChannels | null {
  if (!space) return null;
  return space.isGray() ? 1 : space.isRGB() ? 3 : null;
}

/** What a re-encoding wrote, for the image's dictionary. */
interface Rewrite {
  encoded: EncodedImage;
  size: Size;
  colors: SampleChannels;
  /** The colour space to write. */
  target: PDFObject | string;
}

type Attempt = Rewrite | { kept: string };

interface ImageJob {
  dict: PDFObject;
  /** JPEG for photos (the source was DCT or JPX), else Flate. */
  format: "jpeg" | "flate";
  /** Stored with Flate alone. */
  deflatedOnly: boolean;
  /** Below 1 when the image is brought down. */
  scale: number;
  jpegQuality: number;
}

/**
 * A plain Flate gray or RGB image, read and brought down row by row without MuPDF decoding it,
 * its colour space written back as it was. `null` when its stream is not one flate-rows.ts reads,
 * or does not inflate to every row: MuPDF decodes it then.
 */
async function fromFlateRows(raw: Uint8Array, job: ImageJob, channels: SampleChannels): Promise<Rewrite | null> {
  const target = outputSpace(job.dict, channels);
  const layout = target && flateRowLayout(job.dict, channels);
  if (!layout) return null;
  const input = { width: layout.width, height: layout.height };
  const pipeline = await rowPipeline(job.format, job.scale, job.jpegQuality, input, channels);
  if (!readFlateRows(raw, layout, (row) => pipeline.push(row))) return null;
  return { encoded: await pipeline.finish(), size: pipeline.size, colors: channels, target };
}

/** Decoded by MuPDF (any filter and colour space it reads), converted to RGB when CMYK. */
async function fromPixmap(
  mupdf: MuPdf,
  image: Image,
  job: ImageJob,
  cmykProfile: ColorSpace | null | "mixed",
): Promise<Attempt> {
  const { dict } = job;
  let pixmap: Pixmap = image.toPixmap();
  try {
    const space = pixmap.getColorSpace();
    if (!space) return { kept: "no colour space" };
    let target: PDFObject | string | null;
    if (space.isCMYK()) {
      const deviceCmyk = spaceFamily(dict.get("ColorSpace")) === "DeviceCMYK";
      if (deviceCmyk && cmykProfile === "mixed") return { kept: "pages give CMYK different meanings" };
      if (deviceCmyk && cmykProfile && cmykProfile !== "mixed") {
        // The same samples, read through the profile the pages give DeviceCMYK.
        const tagged = new mupdf.Pixmap(cmykProfile, [0, 0, pixmap.getWidth(), pixmap.getHeight()], false);
        if (tagged.getStride() !== pixmap.getStride() || pixmap.getAlpha()) {
          tagged.destroy();
          return { kept: "CMYK layout not handled" };
        }
        tagged.getPixels().set(pixmap.getPixels());
        pixmap.destroy();
        pixmap = tagged;
      }
      // Converted through MuPDF's colour management, the same path its renderer takes.
      const rgb = pixmap.convertToColorSpace(mupdf.ColorSpace.DeviceRGB, false);
      pixmap.destroy();
      pixmap = rgb;
      target = "DeviceRGB";
    } else if (space.isGray() || space.isRGB()) {
      target = outputSpace(dict, space.getNumberOfComponents());
      if (!target) target = space.isGray() ? "DeviceGray" : "DeviceRGB";
    } else {
      return { kept: `${space.getName()} colour space kept as it is` };
    }
    if (job.format === "flate" && job.scale >= 1 && job.deflatedOnly) {
      return { kept: "already losslessly compressed at this resolution" };
    }
    const colors = pixmap.getNumberOfComponents() as SampleChannels;
    const input = { width: pixmap.getWidth(), height: pixmap.getHeight() };
    const pipeline = await rowPipeline(job.format, job.scale, job.jpegQuality, input, colors);
    forEachPixmapRow(pixmap, (row) => pipeline.push(row));
    // MuPDF's full-size copy goes before the JPEG encoder takes memory of its own.
    pixmap.destroy();
    return { encoded: await pipeline.finish(), size: pipeline.size, colors, target };
  } finally {
    pixmap.destroy();
    // MuPDF also keeps each decoded image in its store, to draw it again; nothing here does, and
    // a store full of photos would make MuPDF's memory (which never shrinks) grow by all of them.
    mupdf.emptyStore();
  }
}

export async function recompressImage(
  mupdf: MuPdf,
  /** The document being written. */
  doc: PDFDocument,
  /**
   * A second copy of the same file that images are decoded from, so MuPDF's image cache and the
   * streams being rewritten never meet.
   */
  reader: PDFDocument,
  ref: PDFObject,
  settings: PdfLevelSettings,
  /** Finest resolution it is drawn at, or undefined when not drawn (a soft mask scales with its image). */
  ppi: number | undefined,
  isMask: boolean,
  /** The pages' /DefaultCMYK profile (see default-cmyk.ts). */
  cmykProfile: ColorSpace | null | "mixed" = null,
): Promise<ImageOutcome> {
  // Read and written through the indirect reference itself. Never `ref.resolve()`: with mupdf.js
  // 1.28, resolving an image stream's dictionary and saving turned the stream into a bare
  // dictionary (its data lost) in ocrmypdf-masks.pdf.
  const dict = ref;
  const raw = ref.readRawStream();
  const before = raw.getLength();
  const image = reader.loadImage(reader.newIndirect(ref.asIndirect()));
  try {
    const skip = skipReason(dict, image);
    if (skip) return { action: "kept", reason: skip, before };
    const scale = ppi && ppi > settings.ppi * DOWNSAMPLE_THRESHOLD ? settings.ppi / ppi : 1;
    const downsampled = scale < 1;
    const filters = filterNames(dict);
    const photo = !isMask && filters.some((name) => LOSSY_FILTERS.has(name));
    const deflatedOnly = filters.length === 1 && filters[0] === "FlateDecode";
    const channels = grayOrRgb(image.getColorSpace());
    const format = photo ? "jpeg" : "flate";
    const job: ImageJob = { dict, format, deflatedOnly, scale, jpegQuality: settings.jpegQuality };
    let attempt: Attempt | null = null;
    // Deflating the same pixels again rarely gains more than a few percent and costs the most time.
    // For a gray or RGB image that is known before decoding it (other spaces are decided below).
    if (!photo && !downsampled && deflatedOnly && channels) {
      attempt = { kept: "already losslessly compressed at this resolution" };
    } else if (downsampled && channels) {
      // A copy of the stored (compressed) bytes: a view into MuPDF's memory would not survive
      // that memory growing, and the stream is small next to the image it holds.
      const stored = raw.asUint8Array().slice();
      raw.destroy();
      attempt = await fromFlateRows(stored, job, channels);
    }
    raw.destroy();
    attempt ??= await fromPixmap(mupdf, image, job, cmykProfile);
    if ("kept" in attempt) return { action: "kept", reason: attempt.kept, before };
    const { encoded, size, colors, target } = attempt;
    if (encoded.bytes.byteLength >= before) return { action: "kept", reason: "re-encoding was not smaller", before };

    ref.writeRawStream(encoded.bytes);
    dict.put("Filter", doc.newName(encoded.filter));
    if (encoded.filter === "FlateDecode") {
      const parms = doc.newDictionary();
      parms.put("Predictor", 15);
      parms.put("Colors", colors);
      parms.put("BitsPerComponent", 8);
      parms.put("Columns", encoded.columns);
      dict.put("DecodeParms", parms);
    } else dict.delete("DecodeParms");
    // MuPDF applied any /Decode array while decoding, so the new samples are final.
    dict.delete("Decode");
    dict.put("Width", size.width);
    dict.put("Height", size.height);
    dict.put("BitsPerComponent", 8);
    dict.put("ColorSpace", typeof target === "string" ? doc.newName(target) : target);
    const action = encoded.filter === "DCTDecode" ? "jpeg" : "flate";
    return { action, downsampled, before, after: encoded.bytes.byteLength };
  } finally {
    raw.destroy();
    image.destroy();
  }
}
