/**
 * What a person can ask of the GIF compressor, and the three presets its page offers. Resizing is
 * not an option here: it is a job step (`{ op: "resize", ... }`), applied to every composed frame.
 */
import type { GifPresetId } from "@squish/shared/steps/compress";

export interface GifAnimationOptions {
  /**
   * 0 to 200, like gifsicle's --lossy: how far a pixel may drift from its colour so that the LZW
   * compressor can reuse a longer run, and so that a pixel that barely changed between frames is
   * left as it was. 0 keeps every palette colour exact.
   */
  lossy: number;
  /** Colours in the one palette shared by all frames, 2 to 256 (one entry goes to transparency). */
  colors: number;
  /** Floyd–Steinberg dithering against the shared palette: smoother gradients, bigger files. */
  dither: boolean;
  /** Drop every n-th frame (2 drops every second one), its delay going to the frame before; 0 keeps all. */
  dropEvery: number;
}

/** Lossless: exact colours when the animation has at most 255 of them, every frame kept. */
const GIF_ANIMATION_DEFAULTS: GifAnimationOptions = { lossy: 0, colors: 256, dither: false, dropEvery: 0 };

export interface GifPreset {
  /** The compress kit's preset names (packages/shared steps/compress.ts). */
  id: GifPresetId;
  label: string;
  /** One sentence for the page. */
  description: string;
  options: GifAnimationOptions;
}

/**
 * The presets, lightest first. "Balanced" keeps the mean frame SSIM at 0.95 or more on the corpus
 * animations (tested); "Strong" is the reference settings (gifsicle's `--lossy=80
 * --colors 128`), where grain and smearing in motion become visible. Dropping frames is left to
 * its own option: it changes how the motion looks, which a person should choose.
 */
export const GIF_PRESETS: readonly GifPreset[] = [
  {
    id: "light",
    label: "Light",
    description: "Smaller with no visible change: every colour kept where possible, small errors only.",
    options: { lossy: 15, colors: 256, dither: false, dropEvery: 0 },
  },
  {
    id: "balanced",
    label: "Balanced",
    description: "Much smaller, with slight grain or banding that is hard to see while it moves.",
    options: { lossy: 30, colors: 128, dither: false, dropEvery: 0 },
  },
  {
    id: "strong",
    label: "Strong",
    description: "Smallest: visible grain and smearing where things move, fewer colours.",
    options: { lossy: 80, colors: 128, dither: false, dropEvery: 0 },
  },
];

export function gifPreset(id: GifPresetId): GifAnimationOptions {
  return { ...GIF_PRESETS.find((preset) => preset.id === id)!.options };
}

/** Options with defaults filled in and every number brought into its range. */
export function resolveGifOptions(options: Partial<GifAnimationOptions> = {}): GifAnimationOptions {
  const whole = (value: number | undefined, fallback: number, min: number, max: number) =>
    Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value! : fallback)));
  const dropEvery = whole(options.dropEvery, GIF_ANIMATION_DEFAULTS.dropEvery, 0, 1000);
  return {
    lossy: whole(options.lossy, GIF_ANIMATION_DEFAULTS.lossy, 0, 200),
    colors: whole(options.colors, GIF_ANIMATION_DEFAULTS.colors, 2, 256),
    dither: options.dither ?? GIF_ANIMATION_DEFAULTS.dither,
    // Dropping every frame (n = 1) would leave nothing: it means "keep all" like 0.
    dropEvery: dropEvery === 1 ? 0 : dropEvery,
  };
}
