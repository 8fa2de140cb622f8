/**
 * What an XMP packet says about the person behind a picture: the camera (tiff:Make, tiff:Model),
 * when it was taken and whether it holds a GPS position (exif:GPSLatitude...). XMP repeats these
 * from EXIF, so a file whose EXIF is gone can still carry them there; what is removed with the
 * XMP is then named as such, not only as "other metadata".
 */
import type { MetadataReport } from "./metadata-report.ts";

/** A property's value, written as an attribute (`tiff:Model="X"`) or an element (`<tiff:Model>X<`). */
function property(xmp: string, name: string): string | undefined {
  const escaped = name.replace(":", "\\:");
  const match = new RegExp(`${escaped}\\s*=\\s*"([^"]*)"`).exec(xmp) ?? new RegExp(`<${escaped}>([^<]*)<`).exec(xmp);
  const value = match?.[1]?.trim();
  return value ? value : undefined;
}

export function readXmp(xmp: string, report: MetadataReport): void {
  report.xmp = true;
  const make = property(xmp, "tiff:Make");
  const model = property(xmp, "tiff:Model");
  if (!report.camera && (make || model)) {
    report.camera = model?.startsWith(make ?? "\0") ? model : [make, model].filter(Boolean).join(" ");
  }
  report.date ??= property(xmp, "exif:DateTimeOriginal") ?? property(xmp, "xmp:CreateDate");
  if (/exif:GPS(Latitude|Longitude)\b/.test(xmp)) report.gps = true;
}
