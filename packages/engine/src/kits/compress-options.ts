/**
 * The compress kit's per-format half (issue 29): PNG, WebP and GIF settings as people set them
 * (packages/shared steps/compress.ts) in their encoder's own options. `compressOutput` and
 * `compressAnimationOutput` (compress.ts) use these; tests and measurements may call them alone.
 */
import {
  PNG_COMPRESS_DEFAULTS,
  type GifCompressSettings,
  type PngCompressSettings,
  type WebpCompressSettings,
} from "@squish/shared/steps/compress";
import type { PngLevel } from "@squish/shared/compression";
import { gifPreset, type GifAnimationOptions } from "../animation/gif-animation-options.ts";
import type { PngOptions } from "../codecs/png.ts";
import type { WebpOptions } from "../codecs/webp.ts";

// Each lossy PNG level is real palette quantisation of growing strength (fewer colours, a lower
// target quality) before OxiPNG (decision 3); "lossless" is OxiPNG alone, at a higher effort.
const PNG_STRENGTH: Record<
  Exclude<PngLevel, "lossless">,
  { colors: number; targetQuality: number; dithering: number }
> = {
  balanced: { colors: 256, targetQuality: 90, dithering: 1 },
  aggressive: { colors: 128, targetQuality: 75, dithering: 1 },
  maximum: { colors: 64, targetQuality: 60, dithering: 0.85 },
  ultra: { colors: 32, targetQuality: 45, dithering: 1 },
};

/** The PNG encoder's options for a level; the palette's limits are the optimizer's unless given. */
export function pngEncodeOptions(
  settings: Pick<PngCompressSettings, "level"> & Partial<PngCompressSettings>,
): PngOptions {
  const o = { ...PNG_COMPRESS_DEFAULTS, ...settings };
  if (o.level === "lossless") return { level: 3, interlace: false };
  const strength = PNG_STRENGTH[o.level];
  const depth = Math.min(256, Math.max(16, Math.round(o.colorDepth / 16) * 16));
  return {
    level: 2,
    interlace: false,
    quantize: {
      colors: Math.min(strength.colors, depth),
      targetQuality: o.quality ?? strength.targetQuality,
      dithering: strength.dithering,
      speed: o.advancedQuantization ? 1 : 4,
    },
  };
}

const whole = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));

/** libwebp's options for the settings given, each brought into its range; the mode says lossless or not. */
export function webpEncodeOptions(settings: WebpCompressSettings): Partial<WebpOptions> {
  const { mode, quality, nearLossless, alphaQuality, effort } = settings;
  return {
    ...(mode !== undefined && { lossless: mode !== "lossy" }),
    ...(quality !== undefined && { quality: whole(quality, 100) }),
    ...(nearLossless !== undefined && { nearLossless: whole(nearLossless, 100) }),
    ...(alphaQuality !== undefined && { alphaQuality: whole(alphaQuality, 100) }),
    ...(effort !== undefined && { method: whole(effort, 6) }),
  };
}

/** The GIF writer's options: the preset's (none without one), with the values set by hand over them. */
export function gifEncodeOptions(settings: GifCompressSettings): Partial<GifAnimationOptions> {
  const { preset, lossy, colors, dither, dropEvery } = settings;
  return {
    ...(preset !== undefined && gifPreset(preset)),
    ...(lossy !== undefined && { lossy }),
    ...(colors !== undefined && { colors }),
    ...(dither !== undefined && { dither }),
    ...(dropEvery !== undefined && { dropEvery }),
  };
}
