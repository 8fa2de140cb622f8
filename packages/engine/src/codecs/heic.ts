/**
 * HEIC decoding (photos from phones) with libheif and libde265 compiled to WebAssembly
 * (libheif-js, LGPL-3.0). Only decoding: there is no HEIC encoder, so a HEIC becomes a JPEG when
 * "the same format" is asked. The primary image comes out upright (libheif applies the file's
 * rotation, mirroring and crop) and keeps its alpha when it has one.
 *
 * The glue and its 1.4 MB of WebAssembly load on the first HEIC only. libheif-js's glue would
 * fetch and compile its `.wasm` synchronously by itself; instead it is handed a module compiled
 * beforehand, read from disk in Node (wasm/node-wasm.ts) or fetched from this site in the browser,
 * where Vite emits the file as an asset beside the worker.
 */
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { initCodec } from "../wasm/wasm-provider.ts";
import { QUIET_EMSCRIPTEN } from "./codec.ts";

/** Embind enums are objects holding the C value. */
interface EnumValue {
  value: number;
}

interface HeifError {
  code: EnumValue;
  subcode: EnumValue;
  message: string;
}

/** Pointers to libheif objects, which only libheif's own release functions free. */
type Context = { readonly heifContext: unique symbol };
type Handle = { readonly heifImageHandle: unique symbol };
type Image = { readonly heifImage: unique symbol };

interface Decoded {
  image: Image;
  /** Views into the WebAssembly memory, valid until the image is released. */
  channels: { id: EnumValue; width: number; height: number; stride: number; data: Uint8Array }[];
}

/** The part of libheif-js's API used here (its own typings leave most results `any`). */
interface Libheif {
  HEAPU8: Uint8Array;
  heif_colorspace: { heif_colorspace_RGB: EnumValue };
  heif_chroma: { heif_chroma_interleaved_RGBA: EnumValue };
  heif_channel: { heif_channel_interleaved: EnumValue };
  heif_context_alloc(): Context;
  heif_context_free(context: Context): void;
  heif_context_read_from_memory(context: Context, bytes: Uint8Array): HeifError;
  heif_js_context_get_primary_image_handle(context: Context): Handle | HeifError;
  heif_image_handle_is_premultiplied_alpha(handle: Handle): number;
  heif_image_handle_release(handle: Handle): void;
  heif_js_decode_image2(handle: Handle, colorspace: EnumValue, chroma: EnumValue): Decoded | HeifError;
  heif_image_release(image: Image): void;
}

const DAMAGED = "This HEIC file is damaged and cannot be decoded.";

/**
 * WebAssembly memory only grows. After a very large picture the instance is dropped, so the
 * memory goes back to the system; the next HEIC makes a new one from the compiled module, which
 * takes milliseconds.
 */
const KEEP_MEMORY_BYTES = 256 * 1024 * 1024;

let library: Libheif | null = null;

/**
 * In the browser: Vite resolves this package path at build time and emits the `.wasm` as a hashed
 * asset, fetched from this site (the CSP allows no other origin).
 */
function fetchWasm(): Promise<WebAssembly.Module> {
  return WebAssembly.compileStreaming(fetch(new URL("libheif-js/libheif-wasm/libheif.wasm", import.meta.url)));
}

async function loadLibheif(): Promise<Libheif> {
  const [glue, module] = await Promise.all([
    import("libheif-js/libheif-wasm/libheif.js"),
    // The provider's cache keeps the compiled module; instances are made from it below, so a
    // broken or oversized one can be replaced.
    initCodec("libheif", (given) => (given ? Promise.resolve(given) : fetchWasm())),
  ]);
  const factory = glue.default as unknown as (options: object) => Libheif;
  library ??= factory({
    ...QUIET_EMSCRIPTEN,
    // Emscripten's hook for bringing one's own module. This glue instantiates synchronously and
    // takes the exports from the return value, so the instance is made here and now.
    instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance) => void) {
      const instance = new WebAssembly.Instance(module as WebAssembly.Module, imports);
      receive(instance);
      return instance.exports;
    },
    // On abort() the glue rejects an internal promise nobody listens to, which would end a Node
    // process; throwing first turns it into an error of the call that hit it.
    onAbort(reason: unknown) {
      throw new WebAssembly.RuntimeError(`libheif aborted: ${String(reason)}`);
    },
  });
  return library;
}

const UNSUPPORTED_CODEC = new Set([
  3000, // heif_suberror_Unsupported_codec
  6001, // heif_suberror_Plugin_is_not_loaded
  6003, // heif_suberror_No_matching_decoder_installed
]);
const UNSUPPORTED_FEATURE_ERRORS = new Set([
  3, // heif_error_Unsupported_filetype
  4, // heif_error_Unsupported_feature
]);
const END_OF_DATA = 100; // heif_suberror_End_of_data

function isHeifError(value: object): value is HeifError {
  return "code" in value && "message" in value;
}

/** libheif's error as one of the engine's sentences; its own message stays in `cause`. */
function heifFailure(error: HeifError): EngineError {
  const cause = new Error(String(error.message));
  if (UNSUPPORTED_CODEC.has(error.subcode.value)) {
    return new EngineError(
      "unsupported-format",
      "This HEIF file's picture is compressed with a codec other than HEVC, which is not supported.",
      { cause },
    );
  }
  if (UNSUPPORTED_FEATURE_ERRORS.has(error.code.value)) {
    return new EngineError("unsupported-format", "This HEIC file uses a HEIF feature that is not supported.", {
      cause,
    });
  }
  if (error.subcode.value === END_OF_DATA) {
    return new EngineError("truncated", "This HEIC file is cut short: part of its image data is missing.", { cause });
  }
  return new EngineError("corrupt", DAMAGED, { cause });
}

/** The interleaved RGBA plane, copied out of the WebAssembly memory row by row (rows may be padded). */
function copyPixels(lib: Libheif, decoded: Decoded): RgbaImage {
  const plane = decoded.channels.find((c) => c.id.value === lib.heif_channel.heif_channel_interleaved.value);
  if (!plane) throw new EngineError("corrupt", DAMAGED);
  const { width, height, stride } = plane;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) data.set(plane.data.subarray(y * stride, y * stride + width * 4), y * width * 4);
  return { width, height, data };
}

/** libheif returns premultiplied colours as stored; the engine's pixels have straight alpha. */
export function unpremultiply(image: RgbaImage): RgbaImage {
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3]!;
    if (alpha === 0 || alpha === 255) continue;
    for (let c = i; c < i + 3; c++) data[c] = (data[c]! * 255) / alpha; // the clamped array rounds and clamps
  }
  return image;
}

function decodePrimary(lib: Libheif, bytes: Uint8Array): RgbaImage {
  const context = lib.heif_context_alloc();
  try {
    const read = lib.heif_context_read_from_memory(context, bytes);
    if (read.code.value !== 0) throw heifFailure(read);
    const handle = lib.heif_js_context_get_primary_image_handle(context);
    if (isHeifError(handle)) throw heifFailure(handle);
    try {
      const { heif_colorspace_RGB } = lib.heif_colorspace;
      const decoded = lib.heif_js_decode_image2(
        handle,
        heif_colorspace_RGB,
        lib.heif_chroma.heif_chroma_interleaved_RGBA,
      );
      if (isHeifError(decoded)) throw heifFailure(decoded);
      try {
        const image = copyPixels(lib, decoded);
        return lib.heif_image_handle_is_premultiplied_alpha(handle) ? unpremultiply(image) : image;
      } finally {
        lib.heif_image_release(decoded.image);
      }
    } finally {
      lib.heif_image_handle_release(handle);
    }
  } finally {
    lib.heif_context_free(context);
  }
}

/** The primary image of a HEIC file as RGBA pixels, or an EngineError with a sentence. */
export async function decodeHeic(bytes: Uint8Array): Promise<RgbaImage> {
  const lib = await loadLibheif();
  try {
    return decodePrimary(lib, bytes);
  } catch (error) {
    if (error instanceof EngineError) throw error;
    // A trap inside the WebAssembly leaves its memory in an unknown state: start afresh next time.
    library = null;
    throw new EngineError("corrupt", DAMAGED, { cause: error });
  } finally {
    if (library === lib && lib.HEAPU8.byteLength > KEEP_MEMORY_BYTES) library = null;
  }
}
