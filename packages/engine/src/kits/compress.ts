/**
 * The compress kit's one mapping (issue 29): compression as people set it (packages/shared
 * steps/compress.ts) as the engine's output. The JPEG, WebP, PNG, GIF and bulk compressors, a
 * chain's Compress and `squish compress`, `png`, `webp`, `avif` and `gif` all call this, so the
 * same settings write the same file on every page and on the command line.
 *
 * A chain's Compress is one quality (or lossless) for whatever format is written; `compressFor`
 * and `animationCompressFor` read it in each format's own terms, in the numbers the compressors use.
 */
import {
  PNG_COMPRESS_DEFAULTS,
  type AnimationCompressSettings,
  type CompressSettings,
  type FormatCompressSettings,
} from "@squish/shared/steps/compress";
import type { CodecId } from "../codecs/codec.ts";
import type { AnimationOutput, ImageOutput } from "../pipeline/job.ts";
import { gifEncodeOptions, pngEncodeOptions, webpEncodeOptions } from "./compress-options.ts";

/** A still picture's output. A field left out is the encoder's own (no PNG level: plain OxiPNG). */
export function compressOutput(settings: FormatCompressSettings): ImageOutput {
  switch (settings.format) {
    case "webp": {
      const { format, ...webp } = settings;
      return { format, options: webpEncodeOptions(webp) };
    }
    case "png": {
      const { format, ...png } = settings;
      return png.level === undefined ? { format } : { format, options: pngEncodeOptions({ ...png, level: png.level }) };
    }
    case "avif":
      if (settings.lossless) return { format: settings.format, options: { lossless: true } };
      return withQuality(settings.format, settings.quality);
    case "gif":
      return { format: settings.format };
    default:
      return withQuality(settings.format, settings.quality);
  }
}

function withQuality(format: "jpeg" | "avif" | "same", quality: number | undefined): ImageOutput {
  return quality === undefined ? { format } : { format, options: { quality } };
}

/** An animation's output: its frames written as the format's compressor writes them. */
export function compressAnimationOutput(settings: AnimationCompressSettings): AnimationOutput {
  switch (settings.format) {
    case "webp": {
      const { format, dropEvery, ...webp } = settings;
      return { format, options: { ...webpEncodeOptions(webp), ...(dropEvery !== undefined && { dropEvery }) } };
    }
    case "png": {
      const { format, ...png } = settings;
      return png.level === undefined ? { format } : { format, options: pngEncodeOptions({ ...png, level: png.level }) };
    }
    case "gif": {
      const { format, webpIfSmaller, ...gif } = settings;
      return { format, options: { ...gifEncodeOptions(gif), ...(webpIfSmaller && { toWebpIfSmaller: true }) } };
    }
  }
}

/**
 * A Compress in one still format's terms: the quality as it is for JPEG, WebP and AVIF (as the
 * converter and compressors take it); lossless where the format has it (PNG: the optimizer's
 * lossless level); on a PNG otherwise, the optimizer's default level aiming at the quality, so
 * Compress 90 is exactly the optimizer's default.
 */
export function compressFor(format: CodecId | "same", compress: CompressSettings): FormatCompressSettings {
  const { quality, lossless } = compress;
  switch (format) {
    case "png":
      return lossless ? { format, level: "lossless" } : { format, level: PNG_COMPRESS_DEFAULTS.level, quality };
    case "webp":
      return lossless ? { format, mode: "lossless" } : { format, quality };
    case "avif":
      return lossless ? { format, lossless } : { format, quality };
    case "gif":
      return { format };
    default:
      return { format, quality };
  }
}

// GIF's lossy level from a 1-100 quality: the engine's own GIF-to-WebP equivalence read backwards
// (webpOptionsForGif: WebP quality = 95 - lossy / 4), so quality 75 is the "Strong" preset's
// lossy 80 and 95 or more keeps every colour exact.
const GIF_LOSSY_AT_100 = 95;
const GIF_LOSSY_PER_QUALITY = 4;
const GIF_LOSSY_MAX = 200;

function gifLossyFor(quality: number): number {
  const lossy = Math.round(GIF_LOSSY_PER_QUALITY * (GIF_LOSSY_AT_100 - quality));
  return Math.min(GIF_LOSSY_MAX, Math.max(0, lossy));
}

/**
 * A Compress in one animation format's terms: a GIF's lossy level from the quality (exact colours
 * when lossless), a WebP's quality or lossless, and an APNG lossless or at the optimizer's default
 * level (its own target, not the quality).
 */
export function animationCompressFor(
  format: AnimationCompressSettings["format"],
  compress: CompressSettings,
): AnimationCompressSettings {
  const { quality, lossless } = compress;
  switch (format) {
    case "png":
      return { format, level: lossless ? "lossless" : PNG_COMPRESS_DEFAULTS.level };
    case "gif":
      return { format, lossy: lossless ? 0 : gifLossyFor(quality) };
    case "webp":
      return lossless ? { format, mode: "lossless" } : { format, quality };
  }
}
