/**
 * Loads MuPDF's WebAssembly build (npm `mupdf`, AGPL-3.0-or-later, allowed by decision 11) once,
 * the same way as every codec: in the browser its glue fetches `mupdf-wasm.wasm` beside itself
 * (Vite emits it as a same-origin asset); in Node the provider hands over the module compiled
 * from disk. The library reads its Emscripten options from a global when its module first runs,
 * so the global is set just before the dynamic import.
 */
import type * as MupdfModule from "mupdf";
import { initCodec } from "../wasm/wasm-provider.ts";

export type MuPdf = typeof MupdfModule;

interface EmscriptenOptions {
  instantiateWasm?: (
    imports: WebAssembly.Imports,
    done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
  ) => object;
}

export function loadMupdf(): Promise<MuPdf> {
  return initCodec("mupdf", async (module) => {
    if (module) {
      const options: EmscriptenOptions = {
        instantiateWasm(imports, done) {
          void WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
          return {};
        },
      };
      (globalThis as { $libmupdf_wasm_Module?: EmscriptenOptions }).$libmupdf_wasm_Module = options;
    }
    const lib = await import("mupdf");
    // MuPDF reports every repair it makes to the console; the job's notes say what matters.
    lib.setLog({ error: () => {}, warning: () => {} });
    // Colour management on, so CMYK and ICC images convert the way a colour-managed viewer shows them.
    lib.enableICC();
    return lib;
  }) as Promise<MuPdf>;
}
