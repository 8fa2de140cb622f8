/**
 * Where the codecs' WebAssembly comes from. In the browser each codec's glue code finds its own
 * `.wasm` file next to it (the bundler emits it as an asset), so nothing needs providing. Node has
 * no such fetch, so the Node entry points install a provider that reads the files from disk. The
 * rest of the engine is the same code in both.
 */
export type WasmAsset =
  | "mozjpeg_dec"
  | "mozjpeg_enc"
  | "squoosh_png"
  | "squoosh_oxipng"
  | "webp_dec"
  | "webp_enc"
  | "avif_dec"
  | "avif_enc"
  | "squoosh_resize"
  | "imagequant"
  | "libheif"
  /** MuPDF (AGPL-3.0-or-later), for PDF documents. */
  | "mupdf";

export type WasmProvider = (asset: WasmAsset) => Promise<WebAssembly.Module>;

let provider: WasmProvider | null = null;
const ready = new Map<WasmAsset, Promise<unknown>>();

export function setWasmProvider(next: WasmProvider | null): void {
  provider = next;
  ready.clear();
}

/**
 * Initialises a codec once. `init` is the codec library's initialiser: given a compiled module it
 * uses it; given nothing it loads its own `.wasm` the browser way.
 */
export function initCodec(asset: WasmAsset, init: (module?: WebAssembly.Module) => Promise<unknown>): Promise<unknown> {
  let promise = ready.get(asset);
  if (!promise) {
    promise = provider ? provider(asset).then((module) => init(module)) : init();
    // A failed load may succeed later (a network blip in the browser), so do not cache failures.
    promise.catch(() => ready.delete(asset));
    ready.set(asset, promise);
  }
  return promise;
}
