// Engine tests run in Node: the codecs' WebAssembly is read from disk.
import { useNodeWasm } from "../wasm/node-wasm.ts";

useNodeWasm();
