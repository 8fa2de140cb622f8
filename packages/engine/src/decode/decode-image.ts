/**
 * Decodes any supported image: checks the header first (format by content, not by name; size
 * against the pixel limit), then hands the bytes to the decoder for the real format
 * (decoders.ts). In a browser, plain JPEGs go to the browser's own decoder (native-decode.ts says
 * why); Node always uses the WebAssembly codecs.
 */
import type { CodecId } from "../codecs/codec.ts";
import type { RgbaImage } from "../image.ts";
import { MAX_PIXELS } from "@squish/shared/limits";
import { uprightPixels } from "../metadata/source-orientation.ts";
import { probeImage, type ImageHeader } from "../probe.ts";
import type { SourceDecodeOptions, SourceFormat } from "./decoder.ts";
import { decoderFor } from "./decoders.ts";
import { sameFormat } from "./same-format.ts";
import { decodeNatively } from "./native-decode.ts";

export interface DecodedImage {
  /** The size, and the format the picture is written in when "the same format" is asked. */
  header: ImageHeader & { format: CodecId };
  sourceFormat: SourceFormat;
  image: RgbaImage;
}

export interface DecodeOptions extends SourceDecodeOptions {
  /** The file's name: a file whose bytes match no format is called a damaged file of the format it names. */
  fileName?: string;
}

export async function decodeImage(bytes: Uint8Array, options: DecodeOptions = {}): Promise<DecodedImage> {
  const header = probeImage(bytes, MAX_PIXELS, options.fileName);
  // Upright, as a browser shows it: the orientation goes with the metadata, so it is applied here.
  const image =
    (await decodeNatively(bytes, header)) ??
    uprightPixels(await decoderFor(header.format).decode(bytes, options), bytes, header.format);
  return { header: { ...header, format: sameFormat(header.format) }, sourceFormat: header.format, image };
}
