import { describe, expect, it } from "vitest";
import { skippedFor } from "./keep-tool-offline.ts";

describe("what a tool's first visit keeps for offline use", () => {
  it("leaves out MuPDF, AVIF and HEIC for the JPEG compressor", () => {
    const skip = new RegExp(skippedFor("jpeg-compress"));
    expect(skip.test("/assets/mupdf-wasm-Bvf0xebB.wasm")).toBe(true);
    expect(skip.test("/assets/avif_enc-Co4TcJko.wasm")).toBe(true);
    expect(skip.test("/assets/libheif-nX98dN_7.wasm")).toBe(true);
    expect(skip.test("/assets/mozjpeg_enc-DO-zoExo.wasm")).toBe(false);
    expect(skip.test("/assets/browser-job-worker-DfO8huhg.js")).toBe(false);
  });

  it("keeps MuPDF for the PDF compressor and AVIF for the converter", () => {
    expect(new RegExp(skippedFor("pdf-compress")).test("/assets/mupdf-wasm-Bvf0xebB.wasm")).toBe(false);
    expect(new RegExp(skippedFor("format-converter")).test("/assets/avif_enc-Co4TcJko.wasm")).toBe(false);
    expect(new RegExp(skippedFor("format-converter")).test("/assets/mupdf-wasm-Bvf0xebB.wasm")).toBe(true);
  });
});
