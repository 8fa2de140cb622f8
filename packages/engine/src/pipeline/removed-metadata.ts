/** What of a source's metadata a result lacks, given what the job kept and what was carried over. */
import { EMPTY_REPORT, jpegMetadata, pngMetadata, type MetadataReport } from "../metadata/metadata-report.ts";
import { webpMetadata } from "../metadata/strip-lossless.ts";

export function sourceMetadata(bytes: Uint8Array, format: string, profile: Uint8Array | null): MetadataReport {
  const report =
    format === "jpeg"
      ? jpegMetadata(bytes)
      : format === "png"
        ? pngMetadata(bytes)
        : format === "webp"
          ? webpMetadata(bytes)
          : EMPTY_REPORT;
  return { ...report, colorProfile: profile !== null };
}

export function removedMetadata(
  source: MetadataReport,
  keep: { keepMetadata: boolean; keepLocation: boolean },
  carried: { exif: boolean; profile: boolean },
): MetadataReport {
  const colorProfile = source.colorProfile && !carried.profile;
  if (!carried.exif) return { ...source, colorProfile };
  const kept = keep.keepMetadata;
  return {
    ...(kept ? {} : { camera: source.camera, date: source.date }),
    gps: source.gps && !(kept && keep.keepLocation),
    comment: source.comment && !kept,
    xmp: source.xmp,
    iptc: source.iptc,
    colorProfile,
  };
}
