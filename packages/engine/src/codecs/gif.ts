/**
 * GIF decoding (first frame) with omggif, a small pure-JavaScript reader. Still GIFs become pixels
 * that any output format can take; animated GIFs are the GIF compressor's work, so the engine
 * refuses them here rather than silently dropping every frame but one.
 */
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";

export async function decodeGif(bytes: Uint8Array, options: { firstFrame?: boolean } = {}): Promise<RgbaImage> {
  const { GifReader } = await import("omggif");
  let reader;
  try {
    reader = new GifReader(bytes);
  } catch (error) {
    throw new EngineError("corrupt", "This GIF file is damaged and cannot be decoded.", { cause: error });
  }
  if (reader.numFrames() > 1 && !options.firstFrame) {
    throw new EngineError(
      "unsupported-format",
      "Animated GIFs are handled by the GIF compressor: here only the first frame could be kept, so the file is left as it is.",
    );
  }
  const data = new Uint8ClampedArray(reader.width * reader.height * 4);
  try {
    reader.decodeAndBlitFrameRGBA(0, data);
  } catch (error) {
    throw new EngineError("corrupt", "This GIF file is damaged and cannot be decoded.", { cause: error });
  }
  return { width: reader.width, height: reader.height, data };
}
