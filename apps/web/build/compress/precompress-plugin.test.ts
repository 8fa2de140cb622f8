import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
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

  it("takes a copy an earlier build made from its cache, by content, and keeps only this build's there", async () => {
    dir = mkdtempSync(join(tmpdir(), "squish-precompress-"));
    const cache = join(dir, "cache");
    const out = join(dir, "out");
    mkdirSync(out);
    const script = "export const words = 'a codec that does not change';\n".repeat(200);
    writeFileSync(join(out, "codec.js"), script);
    writeFileSync(join(out, "gone.js"), "export const old = 'a file the next build no longer has';\n".repeat(200));
    await precompressDir(out, cache);
    expect(readdirSync(cache)).toHaveLength(2);

    // The next build: codec.js again (its cached copy is what gets written: marked here so it shows),
    // gone.js gone and a new file. The stale entry goes; the new one is added.
    const [goneKey] = readdirSync(cache).filter((key) =>
      brotliDecompressSync(readFileSync(join(cache, key)))
        .toString()
        .includes("no longer"),
    );
    const [codecKey] = readdirSync(cache).filter(
      (key) => brotliDecompressSync(readFileSync(join(cache, key))).toString() === script,
    );
    const marked = brotliCompressSync(Buffer.from(script + "// from the cache\n"));
    writeFileSync(join(cache, codecKey!), marked);
    rmSync(out, { recursive: true });
    mkdirSync(out);
    writeFileSync(join(out, "codec.js"), script);
    writeFileSync(join(out, "new.js"), "export const fresh = 'new in this build';\n".repeat(200));
    const totals = await precompressDir(out, cache);

    expect(totals.files).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(out, "codec.js.br"))).toString()).toBe(
      script + "// from the cache\n",
    );
    expect(brotliDecompressSync(readFileSync(join(out, "new.js.br"))).toString()).toContain("new in this build");
    const after = readdirSync(cache);
    expect(after).toHaveLength(2);
    expect(after).toContain(codecKey);
    expect(after).not.toContain(goneKey);
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
