/**
 * Whether a file is an animation, from its first bytes only (no pixel decoded): an animated WebP
 * (ANIM), an APNG (acTL before the image data) or an animated AVIF (`avis`). GIF is not told
 * here: its frame count needs a walk through every frame (`isAnimation` does that).
 */
import { sniffFormat } from "../sniff-format.ts";
import { isAnimatedPng } from "./apng-container.ts";
import { isAnimatedAvif } from "./avif-sequence.ts";
import { isAnimatedWebp } from "./webp-container.ts";

export function isAnimatedHeader(bytes: Uint8Array): boolean {
  switch (sniffFormat(bytes)) {
    case "webp":
      return isAnimatedWebp(bytes);
    case "png":
      return isAnimatedPng(bytes);
    case "avif":
      return isAnimatedAvif(bytes);
    default:
      return false;
  }
}
