/**
 * When a chain keeps an animation animated, and the options it writes it with. An animated GIF
 * or WebP stays animated when the chain asks for GIF or WebP or for no format at all, and an APNG
 * when it asks for PNG too; any other format takes the first frame, as the format converter does.
 */
import { pngEncodeOptions } from "../codecs/png-levels.ts";
import type { ChainFormat } from "@squish/shared/chain";
import type { AnimationOutput } from "../pipeline/job.ts";
import { SOURCE_FALLBACK } from "../pipeline/encode-output.ts";
import type { CompressChainStep } from "./chain-encoding.ts";

/** The animation format the result keeps, or null when the result is a still picture. */
export function animationFormat(
  format: ChainFormat | undefined,
  source: { format?: string; animated?: boolean },
): "gif" | "webp" | "png" | null {
  if (!source.animated) return null;
  const target = format ?? source.format;
  if (target === "png") return source.format === "png" ? "png" : null;
  return target === "gif" || target === "webp" ? target : null;
}

// GIF's lossy level from a 1-100 quality: the engine's own GIF-to-WebP equivalence read backwards
// (webpOptionsForGif: WebP quality = 95 - lossy / 4), so quality 75 is the "Strong" preset's
// lossy 80 and 95 or more keeps every colour exact.
const GIF_LOSSY_AT_100 = 95;
const GIF_LOSSY_PER_QUALITY = 4;
const GIF_LOSSY_MAX = 200;

export function gifLossyFor(quality: number): number {
  const lossy = Math.round(GIF_LOSSY_PER_QUALITY * (GIF_LOSSY_AT_100 - quality));
  return Math.min(GIF_LOSSY_MAX, Math.max(0, lossy));
}

/**
 * The animation's options. Without a Compress, a GIF is written with exact colours and an
 * animated WebP at the quality a still WebP edit gets ("the source's quality", which a WebP does
 * not record), so an edit such as a resize costs no needless loss. Lossless: exact GIF colours,
 * lossless WebP. Otherwise the quality as the WebP compressor takes it, and for GIF its lossy level.
 */
export function animationOutput(
  format: "gif" | "webp" | "png",
  compress: CompressChainStep | undefined,
): AnimationOutput {
  // An APNG: lossless unless a lossy Compress asks for the PNG optimizer's palette ("balanced").
  if (format === "png")
    return { format, options: pngEncodeOptions({ level: compress && !compress.lossless ? "balanced" : "lossless" }) };
  if (format === "gif") {
    const lossy = compress && !compress.lossless ? gifLossyFor(compress.quality) : 0;
    return { format, options: { lossy } };
  }
  if (compress?.lossless) return { format, options: { lossless: true } };
  return { format, options: { quality: compress?.quality ?? SOURCE_FALLBACK } };
}
