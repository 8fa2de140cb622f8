/**
 * What an image XObject's dictionary says about it, read the same way by the compressor
 * (recompress-image.ts) and by the size estimate (estimate.ts): the estimate predicts which images
 * the compressor keeps, so both must apply one set of rules.
 */
import type { PDFObject } from "mupdf";

/** The stream's filters in order (`/Filter` is a name or an array of names). */
export function filterNames(dict: PDFObject): string[] {
  const filter = dict.get("Filter");
  if (filter.isName()) return [filter.asName()];
  const names: string[] = [];
  if (filter.isArray()) filter.forEach((item) => item.isName() && names.push(item.asName()));
  return names;
}

/** A colour space's family: its name, or the first name of its array (`[/ICCBased 5 0 R]`). */
export function spaceFamily(space: PDFObject): string {
  if (space.isName()) return space.asName();
  return space.isArray() && space.get(0).isName() ? space.get(0).asName() : "";
}

/** Why the compressor keeps an image as it is, from its dictionary alone, or `null` when it may rewrite it. */
export function keptReason(dict: PDFObject): string | null {
  if (dict.get("ImageMask").isBoolean() && dict.get("ImageMask").asBoolean()) return "stencil mask (1 bit)";
  if (dict.get("Mask").isArray()) return "colour-key mask needs exact colours";
  if (dict.get("SMaskInData").isNumber() && dict.get("SMaskInData").asNumber() !== 0) return "JPX with built-in alpha";
  const smask = dict.get("SMask");
  if (!smask.isNull() && !smask.get("Matte").isNull()) return "pre-blended soft mask";
  if (!dict.get("Matte").isNull()) return "pre-blended soft mask";
  const bits = dict.get("BitsPerComponent");
  // 1-bit scans (CCITT, JBIG2, Flate) are already tiny; 8-bit samples would only be larger.
  if (bits.isNumber() && bits.asNumber() === 1 && !dict.get("ColorSpace").isArray()) return "1-bit image";
  return null;
}
