/**
 * The compress step's kit, as people set it (issue 29): a quality, or lossless where the format
 * has it (a workspace Compress, a saved chain's), and each format's finer choices as its own
 * compressor offers them (WebP's modes, PNG's levels, GIF's presets), with the compressors'
 * starting values. The JPEG, WebP, PNG, GIF and bulk compressors, the workspace, saved chains and
 * `squish` all describe compression this way; the engine's `compressOutput` and
 * `compressAnimationOutput` are the one place it becomes an encoder's options.
 *
 * A field left out means the encoder's own value: the pages set every field, the command line only
 * the options it was given.
 */
import { JPEG_DEFAULT_QUALITY, PNG_DEFAULT_LEVEL, type PngLevel } from "../compression.ts";
import type { CompressSettings } from "./compress-fields.ts";
import { QUALITY_DEFAULTS } from "./output.ts";

// The schema of a Compress is beside this file: zod is loaded only where a chain is checked,
// never by a compressor page that only needs these values.
export type { CompressSettings } from "./compress-fields.ts";

/** A new Compress step: the JPEG compressor's quality, lossy. */
export const DEFAULT_COMPRESS: Required<CompressSettings> = { quality: JPEG_DEFAULT_QUALITY, lossless: false };

/** lossy: at a quality; lossless: every pixel kept; near-lossless: pixels nudged so they pack better. */
export const WEBP_MODES = ["lossy", "lossless", "near-lossless"] as const;
export type WebpMode = (typeof WEBP_MODES)[number];

/** WebP as the WebP compressor and `squish webp` set it. */
export interface WebpCompressSettings {
  mode?: WebpMode;
  /** 0 to 100: lossy, the quality; lossless, how hard the encoder tries. */
  quality?: number;
  /** Near-lossless: how much pixels may be adjusted, 0 (most) to 100 (exact). */
  nearLossless?: number;
  /** Lossy: the transparency plane's quality, 0 to 100 (100 keeps it exact). */
  alphaQuality?: number;
  /** libwebp's method, 0 (fastest) to 6 (smallest). */
  effort?: number;
}

/** The WebP compressor's starting settings: lossy at the format's usual quality. */
export const WEBP_COMPRESS_DEFAULTS: Required<WebpCompressSettings> = {
  mode: "lossy",
  quality: QUALITY_DEFAULTS.webp,
  nearLossless: 60,
  alphaQuality: 100,
  effort: 4,
};

/** PNG as the PNG optimizer sets it: a level (its names are `PNG_LEVELS`), and the palette's limits. */
export interface PngCompressSettings {
  level: PngLevel;
  /** Most colours in the palette, 16 to 256 in steps of 16. */
  colorDepth: number;
  /** Slower, more careful palette search. */
  advancedQuantization: boolean;
  /** The quantiser's target quality, 1 to 100, instead of the level's: a Compress's quality on a PNG. */
  quality?: number;
}

/** The PNG optimizer's starting settings. */
export const PNG_COMPRESS_DEFAULTS: PngCompressSettings = {
  level: PNG_DEFAULT_LEVEL,
  colorDepth: 256,
  advancedQuantization: false,
};

/** The GIF compressor's presets, lightest first (their values are the engine's `GIF_PRESETS`). */
export const GIF_PRESET_IDS = ["light", "balanced", "strong"] as const;
export type GifPresetId = (typeof GIF_PRESET_IDS)[number];

export const GIF_DEFAULT_PRESET: GifPresetId = "balanced";

/** A GIF as the GIF compressor and `squish gif` set it: a preset, and any of its values set over it. */
export interface GifCompressSettings {
  preset?: GifPresetId;
  /** 0 to 200, like gifsicle's --lossy: how far a colour may drift for a smaller file. */
  lossy?: number;
  /** Colours in the palette, 2 to 256. */
  colors?: number;
  dither?: boolean;
  /** Drop every n-th frame; 0 keeps all. */
  dropEvery?: number;
}

/**
 * A still picture's compression in one format's terms; "same" is the source's own format at a
 * quality. A still GIF has nothing to set: its palette is the codec's.
 */
export type FormatCompressSettings =
  | { format: "jpeg" | "same"; quality?: number }
  | { format: "avif"; quality?: number; lossless?: boolean }
  | ({ format: "webp" } & WebpCompressSettings)
  | ({ format: "png" } & Partial<PngCompressSettings>)
  | { format: "gif" };

/** An animation's: every frame as a still of its format, with frames dropped and GIF's WebP fallback. */
export type AnimationCompressSettings =
  | ({ format: "webp" } & WebpCompressSettings & { dropEvery?: number })
  | ({ format: "png" } & Partial<PngCompressSettings>)
  | ({ format: "gif" } & GifCompressSettings & { webpIfSmaller?: boolean });
