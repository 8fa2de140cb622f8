import { describe, expect, it } from "vitest";
import { wasmHeapBytes, watchWasmHeap } from "./wasm-heap.ts";

/** The smallest module with a memory: one 64 KiB page, exported as "m". */
const MODULE = new Uint8Array([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
  ...[0x05, 0x03, 0x01, 0x00, 0x01],
  ...[0x07, 0x05, 0x01, 0x01, 0x6d, 0x02, 0x00],
]);
const PAGE = 64 * 1024;

describe("a job worker's WebAssembly heap", () => {
  it("counts the memory of modules instantiated any of the three ways, as it grows", async () => {
    watchWasmHeap();
    watchWasmHeap(); // Once per worker, however often it is asked.
    const before = wasmHeapBytes();
    const { instance } = await WebAssembly.instantiate(MODULE);
    expect(wasmHeapBytes() - before).toBe(PAGE);
    (instance.exports["m"] as WebAssembly.Memory).grow(3);
    expect(wasmHeapBytes() - before).toBe(4 * PAGE);
    const synchronous = new WebAssembly.Instance(new WebAssembly.Module(MODULE));
    expect(synchronous).toBeInstanceOf(WebAssembly.Instance);
    expect(wasmHeapBytes() - before).toBe(5 * PAGE);
    // As a browser worker's codecs load: fetched and instantiated while the bytes stream in.
    const response = new Response(MODULE, { headers: { "content-type": "application/wasm" } });
    await WebAssembly.instantiateStreaming(response);
    expect(wasmHeapBytes() - before).toBe(6 * PAGE);
  });
});
