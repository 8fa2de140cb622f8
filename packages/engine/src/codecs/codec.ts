/**
 * The contract every codec meets (in the style of Squoosh and jSquash): what it is, its options
 * with their defaults, and pure `decode(bytes)` / `encode(pixels, options)`. Codec code loads on
 * first use, so a page that only compresses JPEG never downloads the AVIF encoder.
 */
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";

export type CodecId = "jpeg" | "png" | "webp" | "avif" | "gif";

export interface Codec<Options extends object> {
  id: CodecId;
  label: string;
  mimeType: string;
  extension: string;
  defaultOptions: Options;
  decode(bytes: Uint8Array): Promise<RgbaImage>;
  encode(image: RgbaImage, options?: Partial<Options>): Promise<Uint8Array>;
}

/** Codec libraries take an ArrayBuffer holding exactly the file. */
export function exactBuffer(bytes: Uint8Array): ArrayBuffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) {
    return bytes.buffer;
  }
  return bytes.slice().buffer as ArrayBuffer;
}

/** Codec libraries return ImageData-like objects; keep only what the engine needs. */
export function asRgba(image: { width: number; height: number; data: Uint8ClampedArray }): RgbaImage {
  return { width: image.width, height: image.height, data: image.data };
}

/** Codec libraries need real ImageData where the platform has it (the browser). */
export function asImageData(image: RgbaImage): ImageData {
  if (typeof ImageData !== "undefined" && !(image instanceof ImageData)) {
    return new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height);
  }
  return image as ImageData;
}

/** A codec library's initialiser, called with our compiled module (Node) or nothing (browser). */
export type InitWithModule = (module?: WebAssembly.Module, overrides?: object) => Promise<unknown>;

/**
 * Emscripten codecs print libjpeg-style warnings ("Premature end of JPEG file") to the console;
 * the engine reports problems through its own errors instead.
 */
export const QUIET_EMSCRIPTEN = { print: () => {}, printErr: () => {} };

/** Runs a codec library's decoder; any failure or empty answer becomes one clear sentence. */
export async function decodeOrFail(
  formatName: string,
  decode: () => Promise<{ width: number; height: number; data: Uint8ClampedArray } | null | undefined>,
): Promise<RgbaImage> {
  let image;
  try {
    image = await decode();
  } catch (error) {
    throw new EngineError("corrupt", `This ${formatName} file is damaged and cannot be decoded.`, { cause: error });
  }
  if (!image) throw new EngineError("corrupt", `This ${formatName} file is damaged and cannot be decoded.`);
  return asRgba(image);
}
