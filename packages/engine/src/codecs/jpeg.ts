/**
 * JPEG through MozJPEG: progressive, with optimised Huffman tables and trellis quantisation,
 * which gives smaller files than a browser's canvas encoder at the same visual quality.
 * Chroma is 4:2:0 at every quality, and the quantisation table depends on the quality
 * (`mozjpegOptions`): both chosen by bytes at equal Butteraugli against libjpeg-turbo
 * (docs/decisions/0028). Decoding applies the EXIF orientation, so pictures come out upright.
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

/**
 * From this quality up the standard (Annex K) tables give fewer bytes at equal Butteraugli than
 * MozJPEG's table 3, which wins below it; switching makes files bigger, never smaller, so bytes
 * still grow with quality (the size-target bisection relies on that). Decision 0028.
 */
export const STANDARD_TABLES_FROM_QUALITY = 80;
/** MozJPEG's table set 3 (ImageMagick's, tuned for PSNR-HVS-M): the smaller below quality 80. */
const LOOSE_QUANT_TABLE = 3;
/** Table set 0: the JPEG standard's example tables, the smaller from quality 80. */
const STANDARD_QUANT_TABLE = 0;

/** The quantisation table set used at `quality` unless the caller names one. */
export function defaultQuantTable(quality: number): number {
  return quality >= STANDARD_TABLES_FROM_QUALITY ? STANDARD_QUANT_TABLE : LOOSE_QUANT_TABLE;
}

/** Options at the default quality; `quant_table` follows the quality (`defaultQuantTable`). */
export const JPEG_DEFAULTS: JpegOptions = {
  quality: 75,
  baseline: false,
  arithmetic: false,
  progressive: true,
  optimize_coding: true,
  smoothing: 0,
  color_space: 3, // YCbCr
  quant_table: LOOSE_QUANT_TABLE,
  trellis_multipass: false,
  trellis_opt_zero: false,
  trellis_opt_table: false,
  trellis_loops: 1,
  // 4:2:0 at every quality. MozJPEG's automatic choice (4:2:2 from quality 80, 4:4:4 from 90)
  // cost 1.11x and 1.23x libjpeg-turbo's bytes at the two strictest Butteraugli targets; a caller
  // can still ask for `chroma_subsample: 1` (4:4:4) or `auto_subsample: true`.
  auto_subsample: false,
  chroma_subsample: 2,
  separate_chroma_quality: false,
  chroma_quality: 75,
};

/**
 * The full option set handed to MozJPEG: the defaults, the caller's choices over them, a whole
 * quality within 1-100, and the quality's default table unless the caller named a table.
 */
export function mozjpegOptions(options: Partial<JpegOptions> = {}): JpegOptions {
  const quality = Math.min(100, Math.max(1, Math.round(options.quality ?? JPEG_DEFAULTS.quality)));
  return {
    ...JPEG_DEFAULTS,
    ...options,
    quality,
    quant_table: options.quant_table ?? defaultQuantTable(quality),
    chroma_quality: quality,
  };
}

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
    return new Uint8Array(await lib.default(asImageData(image), mozjpegOptions(options)));
  },
};
