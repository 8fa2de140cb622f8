/**
 * The PNG optimizer's options (image-tools.md section 3) turned into encoder settings. The five
 * levels keep their names and estimates; underneath, each is real palette quantisation of growing
 * strength (fewer colours, lower target quality), replacing the old channel rounding.
 */
import type { PngLevel } from "@squish/shared/compression";
import { createImage, type RgbaImage } from "../image.ts";
import type { PngOptions } from "./png.ts";

export interface PngToolOptions {
  level: PngLevel;
  /** Keep transparency; when off, transparent areas are flattened onto white. */
  preserveTransparency: boolean;
  /** Slower, more careful palette search. */
  advancedQuantization: boolean;
  /** Most colours in the palette, 16 to 256 in steps of 16. */
  colorDepth: number;
}

export const PNG_TOOL_DEFAULTS: PngToolOptions = {
  level: "balanced",
  preserveTransparency: true,
  advancedQuantization: false,
  colorDepth: 256,
};

const STRENGTH: Record<Exclude<PngLevel, "lossless">, { colors: number; targetQuality: number; dithering: number }> = {
  balanced: { colors: 256, targetQuality: 90, dithering: 1 },
  aggressive: { colors: 128, targetQuality: 75, dithering: 1 },
  maximum: { colors: 64, targetQuality: 60, dithering: 0.85 },
  ultra: { colors: 32, targetQuality: 45, dithering: 1 },
};

export function pngEncodeOptions(options: Partial<PngToolOptions> = {}): PngOptions {
  const o = { ...PNG_TOOL_DEFAULTS, ...options };
  if (o.level === "lossless") return { level: 3, interlace: false };
  const strength = STRENGTH[o.level];
  const depth = Math.min(256, Math.max(16, Math.round(o.colorDepth / 16) * 16));
  return {
    level: 2,
    interlace: false,
    quantize: {
      colors: Math.min(strength.colors, depth),
      targetQuality: strength.targetQuality,
      dithering: strength.dithering,
      speed: o.advancedQuantization ? 1 : 4,
    },
  };
}

/** Flattens transparency onto white, for "preserve transparency" turned off. */
export function flattenOnWhite(image: RgbaImage): RgbaImage {
  const out = createImage(image.width, image.height);
  const src = image.data;
  const dst = out.data;
  for (let i = 0; i < src.length; i += 4) {
    const a = src[i + 3]! / 255;
    dst[i] = src[i]! * a + 255 * (1 - a);
    dst[i + 1] = src[i + 1]! * a + 255 * (1 - a);
    dst[i + 2] = src[i + 2]! * a + 255 * (1 - a);
    dst[i + 3] = 255;
  }
  return out;
}
