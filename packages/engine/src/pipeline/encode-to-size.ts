/**
 * A job's size target ("at most N KB per file", the bulk compressor's option): lossy outputs look
 * for the highest quality, up to the one asked, whose file fits; lossless and palette formats
 * cannot trade quality for bytes that way, so they are encoded as asked and the result says the
 * target was not applied. Nothing is ever padded or cut to hit a number.
 */
import type { CodecId } from "../codecs/codec.ts";
import type { RgbaImage } from "../image.ts";
import { encodeAs } from "./encode-output.ts";
import type { ImageResult } from "./job.ts";
import { compressToSize } from "./target-size.ts";
import { encodeSmart, type SmartChoice, type SmartFormat, type SmartLevel } from "./smart-quality.ts";

type Target = NonNullable<ImageResult["target"]>;

const SEARCHABLE: ReadonlySet<CodecId> = new Set(["jpeg", "webp", "avif"]);
const MIN_QUALITY = 10;
const DEFAULT_CEILING = 95;
const kb = (n: number) => `${Math.ceil(n / 1024)} KB`;

export async function encodeToSize(
  format: CodecId,
  image: RgbaImage,
  options: object,
  maxBytes: number,
  /** Bytes added after encoding (a colour profile), so the finished file is what fits. */
  reserved: number,
): Promise<{ bytes: Uint8Array; target: Target }> {
  const lossless = (options as { lossless?: boolean }).lossless === true;
  if (!SEARCHABLE.has(format) || lossless) {
    const bytes = await encodeAs(format, image, options);
    return {
      bytes,
      target: {
        fits: bytes.byteLength <= maxBytes,
        quality: null,
        message: `The size target applies to JPEG, WebP and AVIF results; this ${format.toUpperCase()} is ${kb(bytes.byteLength)}.`,
      },
    };
  }
  const asked = (options as { quality?: number }).quality ?? DEFAULT_CEILING;
  const ceiling = Math.max(MIN_QUALITY, Math.min(100, Math.round(asked)));
  const found = await compressToSize(
    image,
    { encode: (pixels, o) => encodeAs(format, pixels, { ...options, ...o }) },
    Math.max(1, maxBytes - reserved),
    { min: Math.min(MIN_QUALITY, ceiling), max: ceiling },
  );
  return { bytes: found.bytes, target: { fits: found.fits, quality: found.quality, message: found.message } };
}

/**
 * Smart quality under a size target (the bulk compressor with both): Smart's choice when its file
 * fits, said as such; otherwise the target's search, below the quality Smart chose (which did not fit).
 */
export async function encodeSmartToSize(
  format: SmartFormat,
  image: RgbaImage,
  options: object,
  level: SmartLevel,
  maxBytes: number,
  reserved: number,
): Promise<{ bytes: Uint8Array; target: Target; smart?: SmartChoice }> {
  const found = await encodeSmart(format, image, options, level);
  const size = found.bytes.byteLength + reserved;
  if (size <= maxBytes) {
    const { quality } = found.smart;
    const message = `Smart's quality ${quality} fits in ${kb(maxBytes)} (${kb(size)}).`;
    return { ...found, target: { fits: true, quality, message } };
  }
  const below = { ...options, quality: Math.max(1, found.smart.quality - 1) };
  return encodeToSize(format, image, below, maxBytes, reserved);
}

/** When the original is handed back instead (smaller still), the target is judged on it. */
export function keptTarget(target: Target, size: number, maxBytes: number): Target {
  return size <= maxBytes
    ? { ...target, fits: true, message: `The original (${kb(size)}) already fits in ${kb(maxBytes)}.` }
    : target;
}
