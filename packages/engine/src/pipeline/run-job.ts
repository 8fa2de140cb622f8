/**
 * One file through one recipe: decode, fit inside a box, encode, and the never-bigger rule.
 * Every tool is a recipe over this; the worker pool runs it off the main thread.
 */
import { codecFor } from "../codecs/registry.ts";
import type { CodecId } from "../codecs/codec.ts";
import { EngineError } from "../errors.ts";
import { fitInside, type Size } from "../ops/fit.ts";
import { resize } from "../ops/resize.ts";
import { ssim } from "../quality/ssim.ts";
import { EMPTY_REPORT, jpegMetadata, pngMetadata, type MetadataReport } from "../metadata/metadata-report.ts";
import { insertSegments, segmentsToCarry } from "../metadata/jpeg-carry.ts";
import { embedIccProfile, readIccProfile } from "../metadata/icc-profile.ts";
import { carryPngMetadata } from "../metadata/png-carry.ts";
import { flattenOnWhite } from "../codecs/png-levels.ts";
import { decodeImage } from "./decode-image.ts";

export type JobStage = "decode" | "resize" | "encode" | "measure";

export interface JobSpec {
  /** Fit inside this box (never enlarged). */
  maxSize?: Size;
  /** Output format; "same" keeps the input's. */
  format: CodecId | "same";
  /** Codec options, such as `{ quality: 75 }`. */
  options?: Record<string, unknown>;
  /** Compute a similarity score of the result against its source (lossy outputs). */
  measureQuality?: boolean;
  /** Keep camera, date and other EXIF data (metadata is stripped by default). */
  keepMetadata?: boolean;
  /** With keepMetadata: keep the GPS location too. */
  keepLocation?: boolean;
  /** Paint transparent areas onto white (the PNG optimizer's "preserve transparency" off). */
  flattenTransparency?: boolean;
}

export interface JobResult {
  bytes: Uint8Array;
  format: CodecId;
  mimeType: string;
  extension: string;
  width: number;
  height: number;
  originalSize: number;
  size: number;
  /**
   * True when the encoded file was not smaller and the original fitted the request, so the
   * original bytes are returned unchanged: never presented as a saving.
   */
  keptOriginal: boolean;
  /** SSIM of the result against the source pixels, when measured. */
  quality?: number;
  /** What the source carried and the result does not (the encoders write no metadata). */
  metadataRemoved: MetadataReport;
}

function sourceMetadata(bytes: Uint8Array, format: string, profile: Uint8Array | null): MetadataReport {
  const report = format === "jpeg" ? jpegMetadata(bytes) : format === "png" ? pngMetadata(bytes) : EMPTY_REPORT;
  return { ...report, colorProfile: profile !== null };
}

interface Carried {
  exif: boolean;
  profile: boolean;
}

/** What of the source's metadata the result lacks, given what was carried over. */
function removedMetadata(source: MetadataReport, spec: JobSpec, carried: Carried): MetadataReport {
  const colorProfile = source.colorProfile && !carried.profile;
  if (!carried.exif) return { ...source, colorProfile };
  const kept = spec.keepMetadata ?? false;
  return {
    ...(kept ? {} : { camera: source.camera, date: source.date }),
    gps: source.gps && !(kept && spec.keepLocation),
    comment: source.comment && !kept,
    xmp: source.xmp,
    iptc: source.iptc,
    colorProfile,
  };
}

export interface JobHooks {
  signal?: AbortSignal;
  onStage?: (stage: JobStage) => void;
}

function checkCancelled(signal?: AbortSignal) {
  if (signal?.aborted) throw new EngineError("cancelled", "Cancelled.");
}

export async function runJob(input: Uint8Array, spec: JobSpec, hooks: JobHooks = {}): Promise<JobResult> {
  const { signal, onStage } = hooks;
  checkCancelled(signal);
  onStage?.("decode");
  const { header, sourceFormat, image: decoded } = await decodeImage(input);
  const format = spec.format === "same" ? header.format : spec.format;
  const codec = codecFor(format);

  checkCancelled(signal);
  let image = spec.flattenTransparency ? flattenOnWhite(decoded) : decoded;
  if (spec.maxSize) {
    const target = fitInside(image, spec.maxSize, { even: format === "jpeg" });
    if (target.width !== image.width || target.height !== image.height) {
      onStage?.("resize");
      image = await resize(image, target);
    }
  }

  checkCancelled(signal);
  onStage?.("encode");
  let encoded = await codec.encode(image, spec.options ?? {});
  // The colour profile goes wherever the output can hold it, so colours do not shift.
  const profile = readIccProfile(input, sourceFormat);
  const carried = { profile: false, exif: format === "jpeg" && sourceFormat === "jpeg" };
  if (profile) {
    const withProfile = embedIccProfile(encoded, format, profile, image);
    carried.profile = withProfile !== encoded;
    encoded = withProfile;
  }
  // JPEG to JPEG keeps the EXIF data and comments when asked.
  if (carried.exif) {
    const options = { keepMetadata: spec.keepMetadata ?? false, keepLocation: spec.keepLocation ?? false };
    encoded = insertSegments(encoded, segmentsToCarry(input, options));
  }
  // PNG to PNG keeps its text and EXIF chunks when asked.
  const pngKept = format === "png" && sourceFormat === "png" && (spec.keepMetadata ?? false);
  if (pngKept) encoded = carryPngMetadata(input, encoded);
  checkCancelled(signal);

  const originalFits = format === sourceFormat && image === decoded;
  if (originalFits && encoded.byteLength >= input.byteLength) {
    return {
      bytes: input,
      format,
      mimeType: codec.mimeType,
      extension: codec.extension,
      width: decoded.width,
      height: decoded.height,
      originalSize: input.byteLength,
      size: input.byteLength,
      keptOriginal: true,
      metadataRemoved: EMPTY_REPORT,
    };
  }

  let quality: number | undefined;
  if (spec.measureQuality) {
    onStage?.("measure");
    quality = ssim(image, await codec.decode(encoded));
  }
  return {
    bytes: encoded,
    format,
    mimeType: codec.mimeType,
    extension: codec.extension,
    width: image.width,
    height: image.height,
    originalSize: input.byteLength,
    size: encoded.byteLength,
    keptOriginal: false,
    metadataRemoved: pngKept
      ? { ...EMPTY_REPORT, colorProfile: profile !== null && !carried.profile }
      : removedMetadata(sourceMetadata(input, sourceFormat, profile), spec, carried),
    ...(quality === undefined ? {} : { quality }),
  };
}
