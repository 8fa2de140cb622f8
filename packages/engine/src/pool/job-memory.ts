/**
 * How much WebAssembly memory a job is expected to take a fresh worker to, read from its input's
 * header and its output, before it runs. The pool uses it to keep the heaps of all its workers
 * within a budget: a batch's peak then follows its largest jobs, not how many run at once.
 *
 * The figures are a fresh worker's heap after one job in Node (`npm run bench:engine -- heap`
 * prints them beside these estimates), per pixel of the input plus a base for the codecs' own
 * memory. They are meant to be a little high: an estimate only decides whether two jobs may run
 * side by side, and a job alone always runs.
 */
import { planResize } from "../ops/resize-plan.ts";
import type { Job } from "../pipeline/job.ts";
import { probeImage, type ImageHeader } from "../probe.ts";

export interface JobMemory {
  /**
   * The codecs a job loads, as its kind, input format and output: a worker that already ran a
   * job of the same signature holds their heaps and reuses them, so it grows only by the
   * difference.
   */
  signature: string;
  bytes: number;
  /**
   * Held only while the job runs (an animation's frames live in JavaScript, not in a codec's
   * heap): a worker that ran such a job is not the warmer for it, so every one counts in full.
   */
  transient?: boolean;
}

const MB = 1024 * 1024;

/** Every job's codecs start with a few MB of their own, whatever the picture. */
const BASE_BYTES = 32 * MB;

/**
 * Of each rate below, what decoding takes per source pixel (the decoder's output and its copy);
 * the rest is per pixel written, so a resize that enlarges (up to 100 MP) or shrinks counts.
 */
const DECODE_BYTES_PER_PIXEL = 8;

/**
 * Heap per input pixel by what is written (decoding, steps, Smart's tries and the score
 * included). Measured (bench/RESULTS.md): a 12.2 MP photo to JPEG with Smart 348 MB, to WebP
 * with Smart 367 MB, to AVIF 715 MB; the same as a PNG to a palette PNG 572 MB, lossless 364 MB;
 * a 14.7 MP PNG to a palette 634 MB.
 */
const BYTES_PER_PIXEL = {
  jpeg: 28,
  webp: 30,
  avif: 60,
  pngPalette: 47,
  pngLossless: 30,
  gif: 28,
  /** "Auto" encodes JPEG, WebP and AVIF in turn, each codec's heap kept: a 12.2 MP photo left 1,100 MB. */
  auto: 90,
} as const;

/**
 * An animation goes frame by frame, its frames in JavaScript rather than in a codec's heap (a
 * 1 MP GIF left 1 MB of heap): a few frames' worth for disposal, the frame optimiser and the
 * score, held where the renderer counts them all the same.
 */
const ANIMATION_BYTES_PER_FRAME_PIXEL = 24;

/**
 * A PDF's images are brought down in bands (the 100-page manual with an 81 MP scan peaked at
 * +130 MB), but MuPDF holds the whole file and a page's objects while it works.
 */
const DOCUMENT_BASE_BYTES = 96 * MB;
const DOCUMENT_BYTES_PER_FILE_BYTE = 2;

/** A file whose header cannot be read fails fast with its sentence: little is decoded. */
const UNREADABLE_BYTES = 64 * MB;

function header(input: Uint8Array): ImageHeader | null {
  try {
    return probeImage(input);
  } catch {
    return null;
  }
}

function imageBytesPerPixel(job: Extract<Job, { kind: "image" }>, source: ImageHeader["format"]): number {
  const output = job.output;
  const format = output.format === "same" ? source : output.format;
  switch (format) {
    case "png":
    case "bmp": {
      // A palette (lossy) PNG quantises first: libimagequant holds the picture in floating point.
      const options = output.format === "png" ? output.options : undefined;
      return options?.quantize ? BYTES_PER_PIXEL.pngPalette : BYTES_PER_PIXEL.pngLossless;
    }
    case "jpeg":
    case "heic":
      return BYTES_PER_PIXEL.jpeg;
    case "webp":
      return BYTES_PER_PIXEL.webp;
    case "avif":
      return BYTES_PER_PIXEL.avif;
    case "gif":
      return BYTES_PER_PIXEL.gif;
    default:
      return BYTES_PER_PIXEL.auto;
  }
}

function outputKey(job: Job): string {
  if (job.kind === "image" && job.output.format === "png") return job.output.options?.quantize ? "png8" : "png";
  return job.output.format;
}

/** The pixels the steps leave (resizes followed; crops and turns never add any), or the source's when a step is invalid. */
function outputPixels(job: Exclude<Job, { kind: "document" }>, source: ImageHeader): number {
  try {
    let size = { width: source.width, height: source.height };
    for (const step of job.steps) if (step.op === "resize") size = planResize(size, step).size;
    return size.width * size.height;
  } catch {
    return source.width * source.height; // the job fails with its own sentence
  }
}

export function jobMemory(input: Uint8Array, job: Job): JobMemory {
  if (job.kind === "document") {
    return { signature: "document:pdf>pdf", bytes: DOCUMENT_BASE_BYTES + input.length * DOCUMENT_BYTES_PER_FILE_BYTE };
  }
  const source = header(input);
  const signature = `${job.kind}:${source?.format ?? "unknown"}>${outputKey(job)}`;
  if (!source) return { signature, bytes: UNREADABLE_BYTES };
  const sourcePixels = source.width * source.height;
  const perPixel = job.kind === "animation" ? ANIMATION_BYTES_PER_FRAME_PIXEL : imageBytesPerPixel(job, source.format);
  const bytes =
    BASE_BYTES +
    sourcePixels * DECODE_BYTES_PER_PIXEL +
    outputPixels(job, source) * (perPixel - DECODE_BYTES_PER_PIXEL);
  return { signature, bytes, ...(job.kind === "animation" && { transient: true }) };
}
