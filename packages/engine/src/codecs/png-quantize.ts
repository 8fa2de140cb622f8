/**
 * Lossy PNG: libimagequant (the library behind pngquant) reduces the image to a palette of at most
 * 256 colours chosen for how people see them, with dithering to hide banding; the indexed PNG is then
 * optimised by OxiPNG. Alpha is kept: palettes carry transparency.
 */
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { initCodec } from "../wasm/wasm-provider.ts";

export interface QuantizeOptions {
  /** Largest palette, 2 to 256. */
  colors: number;
  /** 0 (none) to 1 (full Floyd-Steinberg). */
  dithering: number;
  /** 1 (slowest, best) to 10 (fastest). */
  speed: number;
  /** Quality libimagequant aims for, 0 to 100. */
  targetQuality: number;
}

/** Quantises and writes an indexed PNG (not yet optimised). */
export async function quantizeToPng(image: RgbaImage, options: QuantizeOptions): Promise<Uint8Array> {
  const lib = await import("libimagequant-wasm/wasm/libimagequant_wasm.js");
  await initCodec("imagequant", (module) => lib.default(module ? { module_or_path: module } : undefined));
  const quantizer = new lib.ImageQuantizer();
  try {
    quantizer.setMaxColors(Math.min(256, Math.max(2, Math.round(options.colors))));
    quantizer.setQuality(0, Math.min(100, Math.max(0, Math.round(options.targetQuality))));
    quantizer.setSpeed(Math.min(10, Math.max(1, Math.round(options.speed))));
    const result = quantizer.quantizeImage(image.data, image.width, image.height);
    try {
      result.setDithering(Math.min(1, Math.max(0, options.dithering)));
      const indices = result.getPaletteIndices(image.data, image.width, image.height);
      const palette = result.getPalette();
      return lib.encode_palette_to_png(indices, palette, image.width, image.height);
    } finally {
      result.free();
    }
  } catch (error) {
    // The library throws plain strings.
    throw new EngineError("corrupt", "This image could not be reduced to a palette.", { cause: error });
  } finally {
    quantizer.free();
  }
}
