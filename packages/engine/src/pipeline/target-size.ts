/**
 * "Compress to at most N KB": the highest quality whose file fits. The same search as Smart quality
 * (pipeline/quality-search.ts) on the file's size: the asked quality first (it often fits), then
 * guesses interpolated on the logarithm of the size, which grows about linearly with quality, until
 * the boundary between fitting and not is exact: one encode when the asked quality fits, five on
 * average over targets from 25 to 400 KB for a 2 MP photo, where bisection took eight.
 */
import type { Codec } from "../codecs/codec.ts";
import type { RgbaImage } from "../image.ts";
import { searchQuality } from "./quality-search.ts";

export interface TargetSizeResult {
  bytes: Uint8Array;
  quality: number;
  /** False when even the lowest allowed quality is above the target; `bytes` is then that smallest file. */
  fits: boolean;
  message: string;
  /** Encodes the search made. */
  encodes: number;
}

/** About how much the logarithm of a photo's size grows per quality step, for the second guess. */
const LOG_SIZE_PER_STEP = 0.04;

export async function compressToSize(
  image: RgbaImage,
  codec: Pick<Codec<{ quality: number }>, "encode">,
  maxBytes: number,
  range: { min: number; max: number } = { min: 10, max: 95 },
): Promise<TargetSizeResult> {
  const kb = (n: number) => `${Math.ceil(n / 1024)} KB`;
  // The boundary sought is the lowest quality whose file is too big; the answer is one below it.
  const found = await searchQuality({
    ...range,
    first: range.max,
    slope: LOG_SIZE_PER_STEP,
    target: Math.log(maxBytes + 1),
    evaluate: async (quality) => {
      const bytes = await codec.encode(image, { quality });
      return { value: Math.log(bytes.byteLength), made: bytes };
    },
  });
  const encodes = found.probes.length;
  // The search goes on until the boundary is exact, so the highest fitting quality was tried.
  const fitting = found.below;
  if (!fitting) {
    const smallest = found.at!.made;
    return {
      bytes: smallest,
      quality: range.min,
      fits: false,
      encodes,
      message: `Even at quality ${range.min} this image is ${kb(smallest.byteLength)}, above the ${kb(maxBytes)} target. Try a smaller size too.`,
    };
  }
  return {
    bytes: fitting.made,
    quality: fitting.quality,
    fits: true,
    encodes,
    message: `Quality ${fitting.quality} fits in ${kb(maxBytes)} (${kb(fitting.made.byteLength)}).`,
  };
}
