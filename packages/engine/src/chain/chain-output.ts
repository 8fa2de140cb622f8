/**
 * What a chain's encoding asks of the codecs, in the numbers the single tools already use, so a
 * chain and a tool given the same choice write the same file:
 *
 * - With a Compress, the compress kit's output for the format (`compressFor`, kits/compress.ts):
 *   JPEG, WebP and AVIF at its quality, lossless where the format has it, a PNG quantised towards
 *   its quality on the PNG optimizer's default level.
 * - Without one, the format converter's usual quality for that format (`convertOutput`), plain
 *   lossless PNG, and a still GIF with the codec's palette.
 */
import type { ChainFormat } from "@squish/shared/chain";
import { compressFor, compressOutput } from "../kits/compress.ts";
import { convertOutput } from "../kits/output.ts";
import type { CodecId } from "../codecs/codec.ts";
import type { ImageOutput } from "../pipeline/job.ts";
import { sameFormat } from "../decode/same-format.ts";
import type { CompressChainStep } from "./chain-encoding.ts";

/** One concrete format's output: the compress kit's for the chain's Compress, else the converter's. */
export function formatOutput(format: CodecId, compress: CompressChainStep | undefined): ImageOutput {
  return compress ? compressOutput(compressFor(format, compress)) : convertOutput(format);
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
  return compressOutput(compressFor("same", compress));
}
