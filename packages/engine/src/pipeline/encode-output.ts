/**
 * The encoding end of a job: which format an output asks for, with which typed options, and for
 * "auto" the search that encodes the candidates and keeps the smallest at an equal quality score.
 */
import { codecFor } from "../codecs/registry.ts";
import type { CodecId } from "../codecs/codec.ts";
import { sameFormat } from "../decode/same-format.ts";
import { hasTransparency, type RgbaImage } from "../image.ts";
import { estimateJpegQuality } from "../metadata/jpeg-quality.ts";
import { isLosslessWebp } from "../metadata/riff-chunks.ts";
import { ssim } from "../quality/ssim.ts";
import type { FormatCandidate, ImageOutput } from "./job.ts";

export interface Encoded {
  format: CodecId;
  bytes: Uint8Array;
  /** Set when the encoder already measured it (the auto search does). */
  quality?: number;
  candidates?: FormatCandidate[];
}

const LOSSY: ReadonlySet<CodecId> = new Set(["jpeg", "webp", "avif"]);

/** The concrete format and options of a non-auto output. */
export function concreteOutput(
  output: Exclude<ImageOutput, { format: "auto" }>,
  sourceFormat: string,
  input: Uint8Array,
): { format: CodecId; options: object } {
  if (output.format !== "same") return { format: output.format, options: output.options ?? {} };
  const format = sameFormat(sourceFormat);
  // The same kind too: a lossless WebP stays lossless, whatever quality a lossy source would get.
  if (format === "webp" && isLosslessWebp(input)) return { format, options: { lossless: true } };
  const asked = output.options?.quality;
  const quality =
    asked === "source" ? ((sourceFormat === "jpeg" ? estimateJpegQuality(input) : null) ?? SOURCE_FALLBACK) : asked;
  return { format, options: quality !== undefined && LOSSY.has(format) ? { quality } : {} };
}

/** Used for "the source's quality" when a file does not say (not a JPEG, or no tables). */
export const SOURCE_FALLBACK = 90;

export async function encodeAs(format: CodecId, image: RgbaImage, options: object): Promise<Uint8Array> {
  return codecFor(format).encode(image, options);
}

async function scoredRaw(
  format: CodecId,
  image: RgbaImage,
  options: object,
): Promise<Omit<FormatCandidate, "qualified"> & { bytes: Uint8Array }> {
  const bytes = await encodeAs(format, image, options);
  const quality = LOSSY.has(format) ? ssim(image, await codecFor(format).decode(bytes)) : 1;
  return { format, bytes, size: bytes.byteLength, quality };
}

// AVIF's quality scale runs lower than JPEG's for the same look; start there, then step up.
const AVIF_START_OFFSET = 25;
const STEP_UP = 10;
// Scores this close count as equal: SSIM differences below it are invisible.
const EQUAL_SCORE = 0.002;

/**
 * "Auto: smallest": the reference is JPEG at the asked quality (lossless PNG for a transparent
 * picture, which JPEG cannot hold); WebP and AVIF are tried at a matching quality, one step higher
 * if they score lower than the reference, and PNG when the picture is a graphic or transparent.
 * The smallest candidate scoring at least the reference's wins.
 */
/**
 * `finish` turns a candidate's encoder output into the bytes that would be delivered (colour
 * profile and carried metadata added), so the candidates are compared, and reported, at the size
 * the person would download.
 */
export async function encodeAuto(
  image: RgbaImage,
  quality: number,
  sourceIsLossless: boolean,
  finish: (bytes: Uint8Array, format: CodecId) => Uint8Array = (bytes) => bytes,
): Promise<Encoded> {
  const scored = async (format: CodecId, pixels: RgbaImage, options: object) => {
    const candidate = await scoredRaw(format, pixels, options);
    const bytes = finish(candidate.bytes, format);
    return { ...candidate, bytes, size: bytes.byteLength };
  };
  const transparent = hasTransparency(image);
  const tried: (Omit<FormatCandidate, "qualified"> & { bytes: Uint8Array })[] = [];
  const reference = transparent ? await scored("png", image, {}) : await scored("jpeg", image, { quality });
  tried.push(reference);
  const target = reference.quality - EQUAL_SCORE;
  for (const [format, start] of [
    ["webp", quality],
    ["avif", quality - AVIF_START_OFFSET],
  ] as const) {
    let candidate = await scored(format, image, { quality: Math.max(1, start) });
    if (candidate.quality < target && start + STEP_UP <= 100) {
      candidate = await scored(format, image, { quality: start + STEP_UP });
    }
    tried.push(candidate);
  }
  if (!transparent && sourceIsLossless) tried.push(await scored("png", image, {}));
  const fitting = tried.filter((c) => c.quality >= target);
  const best = fitting.reduce((a, b) => (b.size < a.size ? b : a));
  return {
    format: best.format,
    bytes: best.bytes,
    quality: best.quality,
    // Which ones met the bar, so the page can say why a smaller one was not kept.
    candidates: tried.map(({ format, size, quality: q }) => ({ format, size, quality: q, qualified: q >= target })),
  };
}
