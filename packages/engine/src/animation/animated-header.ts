/**
 * Whether a file is an animation, from its first bytes only (no pixel decoded): an animated WebP
 * (ANIM), an APNG (acTL before the image data), an animated AVIF (`avis`), or a GIF whose second
 * frame is within the bytes given (`gifHasSeveralFrames` tells a caller when to read more).
 */
import { sniffFormat } from "../sniff-format.ts";
import { isAnimatedPng } from "./apng-container.ts";
import { isAnimatedAvif } from "./avif-sequence.ts";
import { gifHasSeveralFrames } from "./gif-frame-walk.ts";
import { isAnimatedWebp } from "./webp-container.ts";

export function isAnimatedHeader(bytes: Uint8Array): boolean {
  switch (sniffFormat(bytes)) {
    case "webp":
      return isAnimatedWebp(bytes);
    case "png":
      return isAnimatedPng(bytes);
    case "avif":
      return isAnimatedAvif(bytes);
    case "gif":
      return gifHasSeveralFrames(bytes) === true;
    default:
      return false;
  }
}
