/**
 * Node's way of loading the watermark fonts: read the files the engine ships from disk. Installed
 * by useNodeWasm (wasm/node-wasm.ts), so tests, benchmarks and the command line make one call.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { setFontProvider } from "./font-provider.ts";
import { fontFileUrl } from "./fonts.ts";

export function useNodeFonts(): void {
  setFontProvider(async (id) => new Uint8Array(await readFile(fileURLToPath(fontFileUrl(id)))));
}
