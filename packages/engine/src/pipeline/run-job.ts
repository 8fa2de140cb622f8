/**
 * One file through one job: decode (upright, within the pixel limit), the job's steps, encode to the
 * asked output, carry the metadata the person keeps, and the never-bigger rule. Every tool, the
 * workspace and the command line are jobs over this; the worker pool runs it off the main thread.
 */
import { codecFor } from "../codecs/registry.ts";
import { EngineError } from "../errors.ts";
import { hasTransparency, type RgbaImage } from "../image.ts";
import { insertSegments, segmentsToCarry } from "../metadata/jpeg-carry.ts";
import { embedIccProfile, readIccProfile } from "../metadata/icc-profile.ts";
import { carryPngMetadata } from "../metadata/png-carry.ts";
import { flatten } from "../ops/flatten.ts";
import { perceivedScore } from "../quality/perceived-score.ts";
import { applySteps } from "../steps/apply-steps.ts";
import { decodeImage } from "../decode/decode-image.ts";
import { deliveredFormat } from "./delivered-format.ts";
import { encodeSmartToSize, encodeToSize, keptTarget } from "./encode-to-size.ts";
import { concreteOutput, encodeAs, encodeAuto, type Encoded } from "./encode-output.ts";
import type { CodecId } from "../codecs/codec.ts";
import type { ImageJob, ImageResult, JobProgress, JobStage } from "./job.ts";
import { stripMetadataLosslessly } from "../metadata/strip-lossless.ts";
import { hasUnstrippableMetadata } from "../metadata/unstrippable-metadata.ts";
import { removedMetadata, sourceMetadata } from "./removed-metadata.ts";
import { encodeSmart, isSmartFormat, type SmartChoice } from "./smart-quality.ts";

export interface JobHooks {
  signal?: AbortSignal;
  onProgress?: (progress: JobProgress) => void;
  /** The file's name, for the sentence about a file whose bytes match no format. */
  fileName?: string;
}

function checkCancelled(signal?: AbortSignal) {
  if (signal?.aborted) throw new EngineError("cancelled", "Cancelled.");
}

const JPEG_DEFAULT_QUALITY = 75;
const LOSSLESS_SOURCES = new Set(["png", "gif", "bmp"]);

/** Progress: decoding is the first tenth, the steps share up to half, encoding and scoring the rest. */
function progressReporter(job: ImageJob, onProgress?: (progress: JobProgress) => void) {
  const count = job.steps.length;
  return {
    stage: (stage: JobStage) =>
      onProgress?.({ stage, percent: { decode: 5, encode: 55, measure: 85 }[stage as string] ?? 10 }),
    step: (stage: JobStage, index: number) =>
      onProgress?.({ stage, percent: Math.round(10 + (40 * index) / Math.max(1, count)) }),
  };
}

async function encode(
  job: ImageJob,
  input: Uint8Array,
  image: RgbaImage,
  sourceFormat: string,
  /** Bytes the colour profile will add, kept out of a size target. */
  reserved: number,
  /** What delivery adds to an encoder's output; "auto" compares its candidates with it applied. */
  deliver: (bytes: Uint8Array, format: CodecId) => Uint8Array,
): Promise<Encoded & { target?: ImageResult["target"]; smart?: SmartChoice }> {
  if (job.output.format === "auto") {
    const quality = job.output.options?.quality ?? JPEG_DEFAULT_QUALITY;
    return encodeAuto(image, quality, LOSSLESS_SOURCES.has(sourceFormat), deliver);
  }
  const { format, options } = concreteOutput(job.output, sourceFormat, input);
  // JPEG holds no transparency: without a flatten step, transparent areas would turn black.
  const pixels = format === "jpeg" && hasTransparency(image) ? flatten(image, "#ffffff") : image;
  const lossless = (options as { lossless?: boolean }).lossless === true;
  if (job.smart && isSmartFormat(format) && !lossless) {
    const smart =
      job.maxBytes === undefined
        ? await encodeSmart(format, pixels, options, job.smart)
        : await encodeSmartToSize(format, pixels, options, job.smart, job.maxBytes, reserved);
    return { format, ...smart };
  }
  if (job.maxBytes !== undefined) {
    return { format, ...(await encodeToSize(format, pixels, options, job.maxBytes, reserved)) };
  }
  return { format, bytes: await encodeAs(format, pixels, options) };
}

export async function runJob(input: Uint8Array, job: ImageJob, hooks: JobHooks = {}): Promise<ImageResult> {
  const { signal } = hooks;
  const report = progressReporter(job, hooks.onProgress);
  checkCancelled(signal);
  report.stage("decode");
  const { sourceFormat, image: decoded } = await decodeImage(input, {
    firstFrame: job.firstFrame ?? false,
    ...(hooks.fileName !== undefined && { fileName: hooks.fileName }),
  });

  const image = await applySteps(decoded, job.steps, {
    ...(signal && { signal }),
    onStep: (step, index) => report.step(step.op, index),
  });
  checkCancelled(signal);
  report.stage("encode");
  // The colour profile goes wherever the output can hold it, so colours do not shift.
  const profile = readIccProfile(input, sourceFormat);
  const keep = { keepMetadata: job.keepMetadata ?? false, keepLocation: job.keepLocation ?? false };
  // Which formats took the colour profile, for the "Removed:" report.
  const profileTaken = new Set<CodecId>();
  const deliver = (raw: Uint8Array, to: CodecId): Uint8Array => {
    let out = raw;
    if (profile) {
      const withProfile = embedIccProfile(out, to, profile, image);
      if (withProfile !== out) profileTaken.add(to);
      out = withProfile;
    }
    // JPEG to JPEG keeps the EXIF data and comments when asked.
    if (to === "jpeg" && sourceFormat === "jpeg") out = insertSegments(out, segmentsToCarry(input, keep));
    return out;
  };
  const encoded = await encode(job, input, image, sourceFormat, profile?.byteLength ?? 0, deliver);
  const { format } = encoded;
  const codec = codecFor(format);
  // "auto" delivered its candidates already; every other output is delivered here.
  let bytes = job.output.format === "auto" ? encoded.bytes : deliver(encoded.bytes, format);
  const carried = { profile: profileTaken.has(format), exif: format === "jpeg" && sourceFormat === "jpeg" };
  // PNG to PNG keeps its text and EXIF chunks when asked.
  const pngKept = format === "png" && sourceFormat === "png" && keep.keepMetadata;
  const pngCarried = pngKept ? carryPngMetadata(input, bytes, keep) : null;
  if (pngCarried) bytes = pngCarried.bytes;
  checkCancelled(signal);

  // The original is a candidate too: unchanged pixels in the same format, or "auto" picking
  // among formats, never hand back a bigger file than the one given. Only in a format the job
  // writes: "auto" keeps an original only in a format it tried (never a HEIC or a BMP).
  const writable = job.output.format === "auto" ? encoded.candidates?.map((c) => c.format) : [format];
  const untouched = image === decoded && (writable ?? []).some((written) => written === sourceFormat);
  // Handed back, the original still loses what results lose (location, camera...), losslessly; an
  // original whose EXIF or XMP cannot be taken out that way is not handed back at all.
  const cleanable = (keep.keepMetadata && keep.keepLocation) || !hasUnstrippableMetadata(input, sourceFormat);
  const original = untouched && cleanable ? stripMetadataLosslessly(input, sourceFormat, keep) : null;
  const target = encoded.target;
  if (original && bytes.byteLength >= original.bytes.byteLength) {
    return {
      kind: "image",
      bytes: original.bytes,
      ...deliveredFormat(original.bytes),
      sourceFormat,
      width: decoded.width,
      height: decoded.height,
      originalSize: input.byteLength,
      size: original.bytes.byteLength,
      keptOriginal: true,
      metadataRemoved: original.removed,
      ...(encoded.candidates && { candidates: encoded.candidates }),
      ...(target && { target: keptTarget(target, original.bytes.byteLength, job.maxBytes!) }),
    };
  }

  let score: number | undefined;
  if (job.measureQuality) {
    report.stage("measure");
    // JPEG was written from the picture flattened on white, so it is judged against that.
    const judged = format === "jpeg" && hasTransparency(image) ? flatten(image, "#ffffff") : image;
    score = perceivedScore(judged, await codec.decode(bytes));
  }
  return {
    kind: "image",
    bytes,
    ...deliveredFormat(bytes),
    sourceFormat,
    width: image.width,
    height: image.height,
    originalSize: input.byteLength,
    size: bytes.byteLength,
    keptOriginal: false,
    metadataRemoved: pngCarried
      ? { ...pngCarried.removed, colorProfile: profile !== null && !carried.profile }
      : removedMetadata(sourceMetadata(input, sourceFormat, profile), keep, carried),
    ...(score === undefined ? {} : { score }),
    ...(encoded.smart && { smart: encoded.smart }),
    ...(encoded.candidates && { candidates: encoded.candidates }),
    ...(target && { target }),
  };
}
