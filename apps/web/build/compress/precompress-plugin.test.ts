import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDir } from "./precompress-plugin.ts";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("Brotli copies of the build", () => {
  it("writes name.br beside compressible files, in subfolders too, that decode to the same bytes", async () => {
    dir = mkdtempSync(join(tmpdir(), "squish-precompress-"));
    mkdirSync(join(dir, "assets"));
    const script = "export const words = 'the same words again and again';\n".repeat(200);
    writeFileSync(join(dir, "assets/index-AbC123.js"), script);
    writeFileSync(join(dir, "sw.js"), script);
    const wasm = new Uint8Array(32 * 1024).map((_, i) => i % 5);
    writeFileSync(join(dir, "assets/codec-XyZ.wasm"), wasm);

    const totals = await precompressDir(dir);

    expect(totals.files).toBe(3);
    expect(totals.after).toBeLessThan(totals.before / 10);
    expect(brotliDecompressSync(readFileSync(join(dir, "assets/index-AbC123.js.br"))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(dir, "sw.js.br"))).toString()).toBe(script);
    expect(new Uint8Array(brotliDecompressSync(readFileSync(join(dir, "assets/codec-XyZ.wasm.br"))))).toEqual(wasm);
  });

  it("leaves alone pictures, source maps, tiny files and files Brotli cannot shrink", async () => {
    dir = mkdtempSync(join(tmpdir(), "squish-precompress-"));
    const noise = new Uint8Array(8 * 1024).map(() => Math.floor(Math.random() * 256));
    writeFileSync(join(dir, "random.js"), noise);
    writeFileSync(join(dir, "tiny.js"), "console.log(1)");
    writeFileSync(join(dir, "photo.png"), "x".repeat(4096));
    writeFileSync(join(dir, "index.js.map"), "x".repeat(4096));

    expect((await precompressDir(dir)).files).toBe(0);
    for (const name of ["random.js", "tiny.js", "photo.png", "index.js.map"]) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
    }
  });
});
