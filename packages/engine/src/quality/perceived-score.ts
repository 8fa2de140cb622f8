/**
 * The score a result's card shows and Smart quality aims at: SSIMULACRA 2 (100 identical, 90
 * visually lossless, 70 differences seen only side by side, 50 medium) of the result against the
 * pixels it was made from, over the same evenly spread tiles of both (quality/sample-tiles.ts), so it
 * costs a small share of the encode. Pictures up to 512 x 512 are scored whole.
 */
import type { RgbaImage } from "../image.ts";
import { mosaic, SCORE_SHARE, tileLayout } from "./sample-tiles.ts";
import { ssimulacra2, SSIMULACRA2_MIN_SIDE } from "./ssimulacra2.ts";

export function perceivedScore(original: RgbaImage, result: RgbaImage): number {
  if (original.width !== result.width || original.height !== result.height) {
    throw new RangeError("A perceptual score compares pictures of the same size");
  }
  // Below SSIMULACRA 2's smallest scale, a tiny picture (an icon) is scored blown up by whole pixels.
  if (original.width < SSIMULACRA2_MIN_SIDE || original.height < SSIMULACRA2_MIN_SIDE) {
    return ssimulacra2(enlarged(original), enlarged(result));
  }
  const layout = tileLayout(original.width, original.height, SCORE_SHARE);
  return ssimulacra2(mosaic(original, layout), mosaic(result, layout));
}

/** Nearest-neighbour enlargement to at least 8 x 8: the same pixels, each repeated. */
function enlarged(image: RgbaImage): RgbaImage {
  const factor = Math.ceil(SSIMULACRA2_MIN_SIDE / Math.min(image.width, image.height));
  const width = image.width * factor;
  const height = image.height * factor;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (Math.floor(y / factor) * image.width + Math.floor(x / factor)) * 4;
      data.set(image.data.subarray(from, from + 4), (y * width + x) * 4);
    }
  }
  return { width, height, data };
}
