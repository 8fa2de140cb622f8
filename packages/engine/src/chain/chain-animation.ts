/**
 * When a chain keeps an animation animated, and the options it writes it with. An animated GIF,
 * WebP or PNG stays animated when the chain asks for GIF, WebP or PNG (an APNG) or for no format at
 * all; JPEG, AVIF and "Auto" take the first frame, as the format converter does (the rule every
 * still job follows too: pipeline/kept-animation.ts).
 */
import type { ChainFormat } from "@squish/shared/chain";
import type { AnimationOutput } from "../pipeline/job.ts";
import { SOURCE_FALLBACK } from "../pipeline/encode-output.ts";
import type { CompressChainStep } from "./chain-encoding.ts";
import { animationCompressFor, compressAnimationOutput } from "../kits/compress.ts";

/** The animation format the result keeps, or null when the result is a still picture. */
export function animationFormat(
  format: ChainFormat | undefined,
  source: { format?: string; animated?: boolean },
): "gif" | "webp" | "png" | null {
  if (!source.animated) return null;
  const target = format ?? source.format;
  return target === "gif" || target === "webp" || target === "png" ? target : null;
}

/**
 * The animation's options. With a Compress, the compress kit's for the format
 * (`animationCompressFor`, kits/compress.ts). Without one, a GIF is written with exact colours, an
 * animated WebP at the quality a still WebP edit gets ("the source's quality", which a WebP does
 * not record) and an APNG losslessly, so an edit such as a resize costs no needless loss.
 */
export function animationOutput(
  format: "gif" | "webp" | "png",
  compress: CompressChainStep | undefined,
): AnimationOutput {
  if (compress) return compressAnimationOutput(animationCompressFor(format, compress));
  if (format === "png") return compressAnimationOutput({ format, level: "lossless" });
  if (format === "gif") return { format, options: { lossy: 0 } };
  return { format, options: { quality: SOURCE_FALLBACK } };
}
