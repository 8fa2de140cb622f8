/**
 * Decodes any supported image: checks the header first (format by content, not by name; size
 * against the pixel limit), then hands the bytes to the codec for the real format.
 */
import { decodeGif } from "../codecs/gif.ts";
import { codecFor } from "../codecs/registry.ts";
import type { CodecId } from "../codecs/codec.ts";
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { probeImage, type ImageHeader } from "../probe.ts";

export interface DecodedImage {
  /** The source's format; GIF sources are re-encoded as PNG when "the same format" is asked. */
  header: ImageHeader & { format: CodecId };
  sourceFormat: ImageHeader["format"];
  image: RgbaImage;
}

/** VP8X's flags byte marks animation with bit 1. */
function isAnimatedWebp(bytes: Uint8Array): boolean {
  return String.fromCharCode(...bytes.subarray(12, 16)) === "VP8X" && ((bytes[20] ?? 0) & 0x02) !== 0;
}

export async function decodeImage(bytes: Uint8Array): Promise<DecodedImage> {
  const header = probeImage(bytes);
  if (header.format === "gif") {
    // There is no GIF encoder here: PNG keeps a still GIF's exact pixels and transparency.
    return { header: { ...header, format: "png" }, sourceFormat: "gif", image: await decodeGif(bytes) };
  }
  if (header.format === "webp" && isAnimatedWebp(bytes)) {
    throw new EngineError(
      "unsupported-format",
      "Animated WebP images are not supported yet: only the first frame could be kept, so the file is left as it is.",
    );
  }
  const image = await codecFor(header.format).decode(bytes);
  return { header: { ...header, format: header.format }, sourceFormat: header.format, image };
}
