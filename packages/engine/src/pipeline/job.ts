/**
 * A job is data: the kind of work, the steps between decoding and encoding, and the output with
 * its codec's own typed options. The same object comes from a tool's recipe, a workspace chain
 * or the command line, crosses to a worker as a message, and is run by `runJob`.
 */
import type { AvifOptions } from "../codecs/avif.ts";
import type { CodecId } from "../codecs/codec.ts";
import type { JpegOptions } from "../codecs/jpeg.ts";
import type { PngOptions } from "../codecs/png.ts";
import type { WebpOptions } from "../codecs/webp.ts";
import type { GifOptions } from "../codecs/gif-encode.ts";
import type { GifAnimationOptions } from "../animation/gif-animation-options.ts";
import type { WebpAnimationOptions } from "../animation/write-webp-animation.ts";
import type { ApngOptions } from "../animation/write-apng-animation.ts";
import type { MetadataReport } from "../metadata/metadata-report.ts";
import type { DocumentJob, DocumentResult, DocumentStage } from "../pdf/document-job.ts";
import type { Step, StepOp } from "../steps/step.ts";
import type { SmartChoice, SmartLevel } from "./smart-quality.ts";

/** What a job works on. Animations and documents arrive with the GIF, WebP and PDF tools. */
export type JobKind = "image" | "animation" | "document";

export type ImageOutput =
  | { format: "jpeg"; options?: Partial<JpegOptions> }
  | { format: "png"; options?: Partial<PngOptions> }
  | { format: "webp"; options?: Partial<WebpOptions> }
  | { format: "avif"; options?: Partial<AvifOptions> }
  | { format: "gif"; options?: Partial<GifOptions> }
  /**
   * The source's own format and kind (a lossless WebP stays lossless; a BMP source becomes PNG, a
   * HEIC JPEG), at a quality, or at the quality a JPEG source was saved at ("source"), so an edit
   * costs no needless bytes.
   */
  | { format: "same"; options?: { quality?: number | "source" } }
  /**
   * Encodes the candidates that can hold the picture and keeps the smallest whose quality score
   * is at least that of the reference (JPEG at this quality, or lossless PNG when transparent).
   */
  | { format: "auto"; options?: { quality?: number } };

export type OutputFormat = ImageOutput["format"];

export interface ImageJob {
  kind: "image";
  steps: readonly Step[];
  output: ImageOutput;
  /** Score the result against the pixels it was made from (SSIMULACRA 2, `ImageResult.score`). */
  measureQuality?: boolean;
  /** Keep camera, date and other EXIF data (metadata is stripped by default). */
  keepMetadata?: boolean;
  /** With keepMetadata: keep the GPS location too. */
  keepLocation?: boolean;
  /** Use an animation's first frame rather than refusing it (the format converter). */
  firstFrame?: boolean;
  /**
   * "At most this many bytes" (the bulk compressor's target size): for JPEG, WebP and AVIF
   * outputs, the highest quality up to the asked one whose file fits. Other formats ignore it and
   * the result says so.
   */
  maxBytes?: number;
  /**
   * Smart quality: for JPEG, WebP and AVIF outputs, the lowest quality whose SSIMULACRA 2 score
   * reaches the level's target, instead of the output's fixed quality (pipeline/smart-quality.ts).
   * With `maxBytes` too, the size target then caps that quality. Other formats ignore it.
   */
  smart?: SmartLevel;
}

/**
 * An animation's output: a GIF (which may become an animated WebP when that is smaller and
 * `toWebpIfSmaller` is set), an animated WebP, or an APNG with the still PNG's options.
 */
export type AnimationOutput =
  | { format: "gif"; options?: Partial<GifAnimationOptions> & { toWebpIfSmaller?: boolean } }
  | { format: "webp"; options?: Partial<WebpAnimationOptions> }
  | { format: "png"; options?: Partial<ApngOptions> };

/**
 * Every frame of an animated (or still) GIF, an animated WebP or an APNG: the steps run on each composed
 * frame (a `resize` step is how the compressors resize), then the frames are written again with
 * the output's options. Frame count, delays and loop count stay, unless frames are dropped on purpose.
 */
export interface AnimationJob {
  kind: "animation";
  steps: readonly Step[];
  output: AnimationOutput;
  /** Score the result's frames against the frames they were made from (`AnimationResult.score`). */
  measureQuality?: boolean;
}

export type Job = ImageJob | AnimationJob | DocumentJob;

/** The real stages of a job, in order; steps report their own names. */
export type JobStage = "decode" | StepOp | "encode" | "measure" | DocumentStage;

export interface JobProgress {
  stage: JobStage;
  /** 0 to 100, from where the job is in its own plan. */
  percent: number;
}

export interface FormatCandidate {
  format: CodecId;
  size: number;
  quality: number;
  /** Whether it scored at least the reference's quality bar: only these may be kept. */
  qualified: boolean;
}

/** What an image's and an animation's result both carry: the new file, its picture size, both file sizes. */
interface PictureFile {
  bytes: Uint8Array;
  sourceFormat: string;
  mimeType: string;
  extension: string;
  width: number;
  height: number;
  originalSize: number;
  size: number;
}

export interface ImageResult extends PictureFile {
  kind: "image";
  format: CodecId;
  /**
   * True when the encoded file was not smaller while the steps changed nothing and the format is
   * the source's, so the original bytes are returned unchanged: never presented as a saving.
   */
  keptOriginal: boolean;
  /**
   * SSIMULACRA 2 of the result against the pixels it was made from, when measured: 100 identical,
   * 90 visually lossless, 70 differences seen only side by side (quality/perceived-score.ts).
   */
  score?: number;
  /** With `smart`: the level and the quality it chose. */
  smart?: SmartChoice;
  /** What the source carried and the result does not. */
  metadataRemoved: MetadataReport;
  /** "Auto" output: every format tried, with its size and score. */
  candidates?: FormatCandidate[];
  /** With `maxBytes`: whether the file fits, the quality used, and a sentence saying so. */
  target?: { fits: boolean; quality: number | null; message: string };
}

export interface AnimationResult extends PictureFile {
  kind: "animation";
  /** "png" is an APNG. */
  format: "gif" | "webp" | "png";
  /** True when the result was not smaller and nothing was asked but compression: the original is returned. */
  keptOriginal: boolean;
  frameCount: number;
  /** Sum of the frame delays, in milliseconds. */
  durationMs: number;
  /**
   * Looping in GIF's NETSCAPE terms, whatever the format: 0 loops forever, n plays n + 1 times,
   * null plays once (an animated WebP's "plays n times" is converted).
   */
  loopCount: number | null;
  /** Mean SSIMULACRA 2 of frames spread over the result against the frames they were made from, when measured. */
  score?: number;
}

export type JobResult = ImageResult | AnimationResult | DocumentResult;

/** The result a job of each kind gives, so `WorkerPool.run` stays precisely typed for its callers. */
export type ResultOf<J extends Job> = Extract<JobResult, { kind: J["kind"] }>;

export type * from "../pdf/document-job.ts";
