/**
 * JPEG through MozJPEG: progressive, with optimised Huffman tables and trellis quantisation,
 * which gives smaller files than a browser's canvas encoder at the same visual quality.
 * Decoding applies the EXIF orientation, so pictures come out upright.
 */
import type { EncodeOptions } from "@jsquash/jpeg/meta.js";
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { jpegOrientation } from "../metadata/exif-orientation.ts";
import { jpegComponentCount, jpegPrecision } from "../metadata/jpeg-segments.ts";
import { applyOrientation } from "../ops/orient.ts";
import { initCodec } from "../wasm/wasm-provider.ts";
import { asImageData, decodeOrFail, exactBuffer, QUIET_EMSCRIPTEN, type Codec, type InitWithModule } from "./codec.ts";

export type JpegOptions = EncodeOptions;

export const JPEG_DEFAULTS: JpegOptions = {
  quality: 75,
  baseline: false,
  arithmetic: false,
  progressive: true,
  optimize_coding: true,
  smoothing: 0,
  color_space: 3, // YCbCr
  quant_table: 3,
  trellis_multipass: false,
  trellis_opt_zero: false,
  trellis_opt_table: false,
  trellis_loops: 1,
  auto_subsample: true,
  chroma_subsample: 2,
  separate_chroma_quality: false,
  chroma_quality: 75,
};

async function decodeWithMozjpeg(bytes: Uint8Array): Promise<RgbaImage> {
  const lib = await import("@jsquash/jpeg/decode.js");
  await initCodec("mozjpeg_dec", (module) => (lib.init as unknown as InitWithModule)(module, QUIET_EMSCRIPTEN));
  // jSquash's `preserveOrientation: true` means "honour the EXIF orientation": pixels come out upright.
  return decodeOrFail("JPEG", () => lib.default(exactBuffer(bytes), { preserveOrientation: true }));
}

/**
 * MozJPEG's decoder cannot convert CMYK (print) JPEGs to RGB; jpeg-js can, including Adobe's
 * inverted CMYK and YCCK, so colours come out as a print workflow intended.
 */
async function decodeCmyk(bytes: Uint8Array): Promise<RgbaImage> {
  const { decode } = await import("jpeg-js");
  try {
    const out = decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 1024 });
    return {
      width: out.width,
      height: out.height,
      data: new Uint8ClampedArray(out.data.buffer, out.data.byteOffset, out.data.byteLength),
    };
  } catch (error) {
    throw new EngineError("corrupt", "This CMYK JPEG file is damaged and cannot be decoded.", { cause: error });
  }
}

export const jpegCodec: Codec<JpegOptions> = {
  id: "jpeg",
  label: "MozJPEG",
  mimeType: "image/jpeg",
  extension: "jpg",
  defaultOptions: JPEG_DEFAULTS,

  async decode(bytes) {
    if ((jpegPrecision(bytes) ?? 8) > 8) {
      // Neither MozJPEG's decoder nor a browser's reads these; saying "damaged" would be untrue.
      throw new EngineError(
        "unsupported-format",
        "This JPEG stores 12 bits per colour (a format used in medicine and science), which Squish cannot read yet. The file itself is not damaged.",
      );
    }
    if (jpegComponentCount(bytes) === 4) return applyOrientation(await decodeCmyk(bytes), jpegOrientation(bytes));
    return decodeWithMozjpeg(bytes);
  },

  async encode(image, options = {}) {
    const lib = await import("@jsquash/jpeg/encode.js");
    await initCodec("mozjpeg_enc", (module) => (lib.init as unknown as InitWithModule)(module, QUIET_EMSCRIPTEN));
    const quality = Math.min(100, Math.max(1, Math.round(options.quality ?? JPEG_DEFAULTS.quality)));
    const out = await lib.default(asImageData(image), {
      ...JPEG_DEFAULTS,
      ...options,
      quality,
      chroma_quality: quality,
    });
    return new Uint8Array(out);
  },
};
