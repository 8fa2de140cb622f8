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
import type { MetadataReport } from "../metadata/metadata-report.ts";
import type { Step, StepOp } from "../steps/step.ts";

/** What a job works on. Animations and documents arrive with the GIF, WebP and PDF tools. */
export type JobKind = "image";

export type ImageOutput =
  | { format: "jpeg"; options?: Partial<JpegOptions> }
  | { format: "png"; options?: Partial<PngOptions> }
  | { format: "webp"; options?: Partial<WebpOptions> }
  | { format: "avif"; options?: Partial<AvifOptions> }
  | { format: "gif"; options?: Partial<GifOptions> }
  /**
   * The source's own format (a GIF or BMP source becomes PNG, a HEIC JPEG), at a quality, or at
   * the quality a JPEG source was saved at ("source"), so an edit costs no needless bytes.
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
  /** Compute a similarity score of the result against the pixels it was made from. */
  measureQuality?: boolean;
  /** Keep camera, date and other EXIF data (metadata is stripped by default). */
  keepMetadata?: boolean;
  /** With keepMetadata: keep the GPS location too. */
  keepLocation?: boolean;
  /** Use an animation's first frame rather than refusing it (the format converter). */
  firstFrame?: boolean;
}

export type Job = ImageJob;

/** The real stages of a job, in order; steps report their own names. */
export type JobStage = "decode" | StepOp | "encode" | "measure";

export interface JobProgress {
  stage: JobStage;
  /** 0 to 100, from where the job is in its own plan. */
  percent: number;
}

export interface FormatCandidate {
  format: CodecId;
  size: number;
  quality: number;
}

export interface ImageResult {
  kind: "image";
  bytes: Uint8Array;
  format: CodecId;
  sourceFormat: string;
  mimeType: string;
  extension: string;
  width: number;
  height: number;
  originalSize: number;
  size: number;
  /**
   * True when the encoded file was not smaller while the steps changed nothing and the format is
   * the source's, so the original bytes are returned unchanged: never presented as a saving.
   */
  keptOriginal: boolean;
  /** SSIM of the result against the pixels it was made from, when measured. */
  quality?: number;
  /** What the source carried and the result does not. */
  metadataRemoved: MetadataReport;
  /** "Auto" output: every format tried, with its size and score. */
  candidates?: FormatCandidate[];
}

export type JobResult = ImageResult;
