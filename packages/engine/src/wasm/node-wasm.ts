/**
 * Node's way of loading the codecs' WebAssembly: read the files the codec packages ship, compile
 * them once, and hand them to the codecs. Used by tests, benchmarks and the command line. It also
 * installs the disk loader for the watermark fonts, so Node callers make this one call.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { useNodeFonts } from "../ops/text/node-fonts.ts";
import { setWasmProvider, type WasmAsset } from "./wasm-provider.ts";

const require = createRequire(import.meta.url);

const FILES: Record<WasmAsset, string> = {
  mozjpeg_dec: "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm",
  mozjpeg_enc: "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm",
  squoosh_png: "@jsquash/png/codec/pkg/squoosh_png_bg.wasm",
  squoosh_oxipng: "@jsquash/oxipng/codec/pkg/squoosh_oxipng_bg.wasm",
  webp_dec: "@jsquash/webp/codec/dec/webp_dec.wasm",
  webp_enc: "@jsquash/webp/codec/enc/webp_enc.wasm",
  avif_dec: "@jsquash/avif/codec/dec/avif_dec.wasm",
  avif_enc: "@jsquash/avif/codec/enc/avif_enc.wasm",
  squoosh_resize: "@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm",
  imagequant: "libimagequant-wasm/wasm/libimagequant_wasm_bg.wasm",
  libheif: "libheif-js/libheif-wasm/libheif.wasm",
  // mupdf's package exports only its entry, so its .wasm is found beside that (see resolveFile).
  mupdf: "mupdf#mupdf-wasm.wasm",
};

function resolveFile(specifier: string): string {
  const [entry, besideEntry] = specifier.split("#");
  const resolved = require.resolve(entry!, { paths: [process.cwd(), import.meta.dirname] });
  return besideEntry ? join(dirname(resolved), besideEntry) : resolved;
}

export function useNodeWasm(): void {
  useNodeFonts();
  const compiled = new Map<WasmAsset, Promise<WebAssembly.Module>>();
  setWasmProvider((asset) => {
    let module = compiled.get(asset);
    if (!module) {
      module = readFile(resolveFile(FILES[asset])).then((bytes) => WebAssembly.compile(bytes));
      compiled.set(asset, module);
    }
    return module;
  });
}
