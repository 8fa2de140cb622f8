/**
 * What a chain's encoding asks of the codecs, in the numbers the single tools already use, so a
 * chain and a tool given the same choice write the same file:
 *
 * - JPEG, WebP and AVIF take Compress's quality as it is (the converter and the compressors do);
 *   without a Compress, the format converter's usual quality for that format.
 * - Lossless: WebP and AVIF lossless, PNG the PNG optimizer's lossless level.
 * - PNG with a quality: palette quantisation as the PNG optimizer's default level, aiming at that
 *   quality (the chain schema's "PNG reads it as the quantiser's quality"); Compress 90 on a PNG
 *   is exactly the optimizer's default. Without a Compress, plain lossless PNG, as the converter.
 * - A still GIF has no quality to set: its palette options are the codec's.
 */
import type { ChainFormat } from "@squish/shared/chain";
import { convertOutput } from "../kits/output.ts";
import { pngEncodeOptions } from "../codecs/png-levels.ts";
import type { CodecId } from "../codecs/codec.ts";
import type { ImageOutput } from "../pipeline/job.ts";
import { sameFormat } from "../decode/same-format.ts";
import type { CompressChainStep } from "./chain-encoding.ts";

function pngOptions(compress: CompressChainStep) {
  if (compress.lossless) return pngEncodeOptions({ level: "lossless" });
  const balanced = pngEncodeOptions({ level: "balanced" });
  return { ...balanced, quantize: { ...balanced.quantize!, targetQuality: compress.quality } };
}

/**
 * One concrete format's output for the chain's Compress (or its absence): a conversion
 * (`convertOutput`, the converter's own) unless Compress asks for lossless or quantises a PNG.
 */
export function formatOutput(format: CodecId, compress: CompressChainStep | undefined): ImageOutput {
  if (format === "png" && compress) return { format, options: pngOptions(compress) };
  if ((format === "webp" || format === "avif") && compress?.lossless) return { format, options: { lossless: true } };
  return convertOutput(format, compress?.quality);
}

/**
 * The still output. Without a Convert and a Compress, the source's format at the quality it was
 * saved at, so an edit (a crop, a watermark) costs no visible quality and no needless bytes, as
 * in the cropper and the watermark tool. Without a Convert but with a Compress, the source's own
 * format named outright when it is known, so that Compress's lossless and PNG's quantiser apply
 * ("same" alone would only carry a quality, which PNG ignores); the engine's `sameFormat` picks
 * it (a BMP becomes PNG, a HEIC JPEG), exactly as "same" would.
 */
export function imageOutput(
  format: ChainFormat | undefined,
  compress: CompressChainStep | undefined,
  sourceFormat: string | undefined,
): ImageOutput {
  if (format === "auto") return convertOutput(format, compress?.quality);
  if (format !== undefined) return formatOutput(format, compress);
  if (!compress) return { format: "same", options: { quality: "source" } };
  if (sourceFormat !== undefined && sourceFormat !== "pdf") return formatOutput(sameFormat(sourceFormat), compress);
  return { format: "same", options: { quality: compress.quality } };
}
