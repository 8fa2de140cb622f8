/**
 * One image XObject made smaller in place: decoded by MuPDF (every filter and colour space it
 * reads: DCT, JPX, Flate with predictors, LZW, CMYK, ICC, Indexed...), brought down to the level's
 * resolution when drawn finer than that, then written back as MozJPEG (photos: the source was
 * DCT or JPX) or as Flate with PNG predictors (everything lossless stays lossless; soft masks
 * too). The object keeps its number, so every page, form and /SMask link still points at it.
 * When the new stream is not smaller, the original is left untouched.
 */
import type { ColorSpace, Image, PDFDocument, PDFObject } from "mupdf";
import { jpegCodec } from "../codecs/jpeg.ts";
import { downsample } from "./downsample.ts";
import { encodeFlateImage } from "./flate-image.ts";
import { filterNames, keptReason, spaceFamily } from "./image-dictionary.ts";
import { pixmapToRgba, rgbaToSamples } from "./image-pixels.ts";
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
  raw.destroy();
  const image = reader.loadImage(reader.newIndirect(ref.asIndirect()));
  const skip = skipReason(dict, image);
  if (skip) return { action: "kept", reason: skip, before };

  let pixmap = image.toPixmap();
  try {
    const space = pixmap.getColorSpace();
    if (!space) return { action: "kept", reason: "no colour space", before };
    let target: PDFObject | string | null;
    if (space.isCMYK()) {
      const deviceCmyk = spaceFamily(dict.get("ColorSpace")) === "DeviceCMYK";
      if (deviceCmyk && cmykProfile === "mixed") {
        return { action: "kept", reason: "pages give CMYK different meanings", before };
      }
      if (deviceCmyk && cmykProfile && cmykProfile !== "mixed") {
        // The same samples, read through the profile the pages give DeviceCMYK.
        const tagged = new mupdf.Pixmap(cmykProfile, [0, 0, pixmap.getWidth(), pixmap.getHeight()], false);
        if (tagged.getStride() !== pixmap.getStride() || pixmap.getAlpha()) {
          tagged.destroy();
          return { action: "kept", reason: "CMYK layout not handled", before };
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
      return { action: "kept", reason: `${space.getName()} colour space kept as it is`, before };
    }
    const colors = pixmap.getNumberOfComponents() as 1 | 3;
    let rgba = pixmapToRgba(pixmap);
    pixmap.destroy();

    const scale = ppi && ppi > settings.ppi * DOWNSAMPLE_THRESHOLD ? settings.ppi / ppi : 1;
    const downsampled = scale < 1;
    if (downsampled) {
      const width = Math.max(1, Math.round(rgba.width * scale));
      const height = Math.max(1, Math.round(rgba.height * scale));
      rgba = await downsample(rgba, { width, height });
    }

    const filters = filterNames(dict);
    const photo = !isMask && filters.some((name) => LOSSY_FILTERS.has(name));
    // Deflating the same pixels again rarely gains more than a few percent and costs the most time.
    if (!photo && !downsampled && filters.length === 1 && filters[0] === "FlateDecode") {
      return { action: "kept", reason: "already losslessly compressed at this resolution", before };
    }
    let bytes: Uint8Array;
    let parms: PDFObject | null = null;
    if (photo) {
      // color_space 1 writes a one-component JPEG for gray images.
      bytes = await jpegCodec.encode(rgba, {
        quality: settings.jpegQuality,
        ...(colors === 1 && { color_space: 1 }),
      });
    } else {
      const flate = encodeFlateImage(rgbaToSamples(rgba, colors), rgba.width, rgba.height, colors);
      bytes = flate.bytes;
      parms = doc.newDictionary();
      parms.put("Predictor", 15);
      parms.put("Colors", colors);
      parms.put("BitsPerComponent", 8);
      parms.put("Columns", flate.columns);
    }
    if (bytes.byteLength >= before) return { action: "kept", reason: "re-encoding was not smaller", before };

    ref.writeRawStream(bytes);
    dict.put("Filter", doc.newName(photo ? "DCTDecode" : "FlateDecode"));
    if (parms) dict.put("DecodeParms", parms);
    else dict.delete("DecodeParms");
    // MuPDF applied any /Decode array while decoding, so the new samples are final.
    dict.delete("Decode");
    dict.put("Width", rgba.width);
    dict.put("Height", rgba.height);
    dict.put("BitsPerComponent", 8);
    dict.put("ColorSpace", typeof target === "string" ? doc.newName(target) : target);
    return { action: photo ? "jpeg" : "flate", downsampled, before, after: bytes.byteLength };
  } finally {
    pixmap.destroy();
  }
}
