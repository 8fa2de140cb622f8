/**
 * "Compress to at most N KB": the highest quality whose file fits, found by bisection over whole
 * quality steps (about seven encodes between 10 and 95).
 */
import type { Codec } from "../codecs/codec.ts";
import type { RgbaImage } from "../image.ts";

export interface TargetSizeResult {
  bytes: Uint8Array;
  quality: number;
  /** False when even the lowest allowed quality is above the target; `bytes` is then that smallest file. */
  fits: boolean;
  message: string;
}

export async function compressToSize(
  image: RgbaImage,
  codec: Pick<Codec<{ quality: number }>, "encode">,
  maxBytes: number,
  range: { min: number; max: number } = { min: 10, max: 95 },
): Promise<TargetSizeResult> {
  const kb = (n: number) => `${Math.ceil(n / 1024)} KB`;
  const smallest = await codec.encode(image, { quality: range.min });
  if (smallest.byteLength > maxBytes) {
    return {
      bytes: smallest,
      quality: range.min,
      fits: false,
      message: `Even at quality ${range.min} this image is ${kb(smallest.byteLength)}, above the ${kb(maxBytes)} target. Try a smaller size too.`,
    };
  }
  let best = { bytes: smallest, quality: range.min };
  let low = range.min + 1;
  let high = range.max;
  while (low <= high) {
    const quality = Math.floor((low + high) / 2);
    const bytes = await codec.encode(image, { quality });
    if (bytes.byteLength <= maxBytes) {
      best = { bytes, quality };
      low = quality + 1;
    } else {
      high = quality - 1;
    }
  }
  return {
    ...best,
    fits: true,
    message: `Quality ${best.quality} fits in ${kb(maxBytes)} (${kb(best.bytes.byteLength)}).`,
  };
}
