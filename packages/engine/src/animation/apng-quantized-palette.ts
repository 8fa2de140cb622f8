/**
 * The lossy APNG layout: one libimagequant palette for every frame, as the still PNG path
 * quantises one picture. The palette is chosen from an evenly spaced sample of every pixel of
 * every frame (pixel-sample.ts), so a colour weighs as long as it is on screen and the sample's
 * size is bounded whatever the animation's length; while the whole animation fits in it, the
 * sample is the frames one under the other, which libimagequant sees as one tall picture.
 *
 * Each frame is then remapped to that palette as it is written, with libimagequant's own
 * dithering, only within the rectangle around the pixels that changed since the frame before
 * (the rest keeps its indices). A remap refines a copy of the palette for the pixels it remaps
 * and dithers against that copy; the palette stored is the one every remap starts from, read
 * before any remap, one k-means step from each copy (on the corpus animations, mean frame SSIM
 * at most 0.003 below, and as often above, remapping every frame at once as one tall picture:
 * docs/decisions/0035-apng.md).
 */
import type { QuantizationResult } from "libimagequant-wasm/wasm/libimagequant_wasm.js";
import type { QuantizeOptions } from "../codecs/png-quantize.ts";
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { initCodec } from "../wasm/wasm-provider.ts";
import { withTransparent, wordsOf, type ApngEncoding } from "./apng-pixels.ts";
import { BoundingBox, type Rect } from "./frame-rects.ts";
import type { FrameSequence } from "./frame-sequence.ts";
import { PixelSample } from "./pixel-sample.ts";

/** Pixels handed to the quantiser at most (4 MB of RGBA); beyond this it is sampled evenly. */
const MAX_SAMPLES = 1 << 20;

const paletteFailed = (error: unknown) =>
  new EngineError("corrupt", "This animation could not be reduced to a palette.", { cause: error });

/** The sample of every pixel of every frame, as a picture for libimagequant. */
async function sampleFrames(frames: FrameSequence<RgbaImage>) {
  const sample = new PixelSample(MAX_SAMPLES);
  let width = 0;
  for await (const { data, width: frameWidth } of frames) {
    width = frameWidth;
    sample.addAll(data);
  }
  const pixels = new Uint8ClampedArray(sample.pixels().buffer);
  const count = pixels.length / 4;
  // A sparser sample is no longer a picture: one row of pixels, whose neighbours mean nothing.
  return sample.whole ? { pixels, width, height: count / width } : { pixels, width: count, height: 1 };
}

/** libimagequant's palette for the sample, and the quantisation that remaps to it (freed by the caller). */
async function quantize(
  sample: { pixels: Uint8ClampedArray; width: number; height: number },
  options: QuantizeOptions,
): Promise<{ quantization: QuantizationResult; palette: Uint8Array; free(): void }> {
  const lib = await import("libimagequant-wasm/wasm/libimagequant_wasm.js");
  await initCodec("imagequant", (module) => lib.default(module ? { module_or_path: module } : undefined));
  const quantizer = new lib.ImageQuantizer();
  let quantization: QuantizationResult | undefined;
  const free = () => {
    quantization?.free();
    quantizer.free();
  };
  try {
    // One entry is left for a transparent pixel (withTransparent).
    quantizer.setMaxColors(Math.min(255, Math.max(2, Math.round(options.colors))));
    quantizer.setQuality(0, Math.min(100, Math.max(0, Math.round(options.targetQuality))));
    quantizer.setSpeed(Math.min(10, Math.max(1, Math.round(options.speed))));
    quantization = quantizer.quantizeImage(sample.pixels, sample.width, sample.height);
    quantization.setDithering(Math.min(1, Math.max(0, options.dithering)));
    // Read before any remap, which would report its own refined copy instead.
    const entries = quantization.getPalette() as number[][];
    const palette = new Uint8Array(entries.length * 4);
    entries.forEach((c, i) => palette.set([c[0]!, c[1]!, c[2]!, c[3] ?? 255], i * 4));
    return { quantization, palette, free };
  } catch (error) {
    free();
    throw paletteFailed(error);
  }
}

export async function quantizedEncoding(
  frames: FrameSequence<RgbaImage>,
  options: QuantizeOptions,
): Promise<ApngEncoding> {
  const { quantization, palette, free } = await quantize(await sampleFrames(frames), options);
  const { layout, shift } = withTransparent(palette);
  /** Palette indices for a picture, in the layout's numbering. */
  const remap = (pixels: Uint8ClampedArray, width: number, height: number) => {
    let indices: Uint8Array;
    try {
      indices = quantization.getPaletteIndices(pixels, width, height);
    } catch (error) {
      throw paletteFailed(error);
    }
    if (shift) for (let i = 0; i < indices.length; i++) indices[i]! += shift;
    return indices;
  };
  return {
    layout,
    store(image, before) {
      if (!before) return remap(image.data, image.width, image.height);
      // Dithering scatters a different pattern over each frame; where a pixel did not change, it
      // keeps the index it had, so unchanged areas stay unchanged and cost nothing. Remapping
      // only around the changed pixels also saves most of the time when something small moves.
      const [was, now] = [wordsOf(before.image.data), wordsOf(image.data)];
      const rect = changedPixels(was, now, image.width);
      if (!rect) return before.stored;
      const remapped = remap(cropOf(image, rect), rect.width, rect.height);
      const indices = before.stored.slice();
      for (let y = 0, j = 0; y < rect.height; y++) {
        for (let x = 0, i = (rect.y + y) * image.width + rect.x; x < rect.width; x++, i++, j++) {
          if (was[i] !== now[i]) indices[i] = remapped[j]!;
        }
      }
      return indices;
    },
    release: free,
  };
}

/** The rectangle around the pixels that differ between two frames; null when none does. */
function changedPixels(was: Uint32Array, now: Uint32Array, width: number): Rect | null {
  const box = new BoundingBox();
  const height = now.length / width;
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) if (was[i] !== now[i]) box.add(x, y);
  }
  return box.rect();
}

function cropOf({ data, width }: RgbaImage, rect: Rect): Uint8ClampedArray {
  const out = new Uint8ClampedArray(rect.width * rect.height * 4);
  for (let y = 0; y < rect.height; y++) {
    const from = ((rect.y + y) * width + rect.x) * 4;
    out.set(data.subarray(from, from + rect.width * 4), y * rect.width * 4);
  }
  return out;
}
