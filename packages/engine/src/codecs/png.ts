/**
 * PNG: decoded by Squoosh's Rust PNG codec, written losslessly and then optimised by OxiPNG,
 * which tries filter and compression strategies for the smallest file with identical pixels.
 */
import { initCodec } from "../wasm/wasm-provider.ts";
import { quantizeToPng, type QuantizeOptions } from "./png-quantize.ts";
import { asImageData, decodeOrFail, exactBuffer, type Codec } from "./codec.ts";

export interface PngOptions {
  /** OxiPNG effort, 0 (fast) to 6 (smallest). */
  level: number;
  interlace: boolean;
  /** Reduce to a palette first (lossy); absent for lossless. */
  quantize?: QuantizeOptions;
}

export const PNG_DEFAULTS: PngOptions = { level: 2, interlace: false };

export const pngCodec: Codec<PngOptions> = {
  id: "png",
  label: "OxiPNG",
  mimeType: "image/png",
  extension: "png",
  defaultOptions: PNG_DEFAULTS,

  async decode(bytes) {
    const lib = await import("@jsquash/png/decode.js");
    await initCodec("squoosh_png", (module) => lib.init(module));
    return decodeOrFail("PNG", () => lib.default(exactBuffer(bytes)));
  },

  async encode(image, options = {}) {
    const { level, interlace, quantize } = { ...PNG_DEFAULTS, ...options };
    const lib = await import("@jsquash/oxipng/optimise.js");
    await initCodec("squoosh_oxipng", (module) => lib.init(module));
    const source = quantize ? exactBuffer(await quantizeToPng(image, quantize)) : asImageData(image);
    const out = await lib.default(source, { level, interlace, optimiseAlpha: true });
    return new Uint8Array(out);
  },
};
