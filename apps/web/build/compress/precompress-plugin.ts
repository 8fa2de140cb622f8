/**
 * Writes a Brotli copy (`name.br`) beside every compressible file of the build, once, at build
 * time. The server hands these out as they are (`serveStatic`'s `precompressed`), so a visitor's
 * first load of the codecs (megabytes of WebAssembly) costs the server a file read instead of a
 * gzip pass per request, and arrives about a tenth smaller than gzip would make it.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import type { Plugin } from "vite";

const compress = promisify(brotliCompress);

/** What the server would otherwise compress on the fly; source maps only go to developer tools. */
export const PRECOMPRESSED_EXTENSIONS = [
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".wasm",
  ".webmanifest",
  ".txt",
  ".xml",
];

/** Below this a file is one packet anyway. */
const SMALLEST = 1024;

/**
 * Quality 9: within a few per cent of the best (11) on the codecs, at a tenth of its time, so a
 * build stays well under half a minute.
 */
const QUALITY = 9;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export function shouldPrecompress(path: string, size: number): boolean {
  return size >= SMALLEST && PRECOMPRESSED_EXTENSIONS.some((extension) => path.endsWith(extension));
}

/**
 * Brotli copies already made, by the hash of what they compress (and the quality and Brotli's
 * version, which decide the output). Most of a build's bytes are the codecs' WebAssembly, which a
 * change to the site does not touch: about 7 s of a build on two cores. After a build the folder
 * holds exactly that build's copies, so it never grows past one build.
 */
export const BROTLI_CACHE = fileURLToPath(new URL("../../../../node_modules/.cache/squish-brotli", import.meta.url));

function cacheKey(bytes: Uint8Array): string {
  return createHash("sha256")
    .update(`brotli ${process.versions.brotli} quality ${QUALITY}\n`)
    .update(bytes)
    .digest("hex");
}

async function compressed(bytes: Uint8Array, cacheDir: string | null, used: Set<string>): Promise<Uint8Array> {
  const key = cacheKey(bytes);
  used.add(key);
  const cached = cacheDir ? await readFile(join(cacheDir, key)).catch(() => null) : null;
  if (cached) return cached;
  const packed = await compress(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  if (cacheDir) await writeFile(join(cacheDir, key), packed);
  return packed;
}

/**
 * Compresses each file; keeps a copy only where it saves at least a tenth. Returns what it wrote.
 * With a cache folder, a file compressed by an earlier build is not compressed again.
 */
export async function precompressDir(
  dir: string,
  cacheDir: string | null = null,
): Promise<{ files: number; before: number; after: number }> {
  const totals = { files: 0, before: 0, after: 0 };
  const paths = await filesUnder(dir);
  const used = new Set<string>();
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  // All at once: zlib runs them on libuv's thread pool, one per core.
  await Promise.all(
    paths.map(async (path) => {
      const bytes = await readFile(path);
      if (!shouldPrecompress(path, bytes.length)) return;
      const packed = await compressed(bytes, cacheDir, used);
      if (packed.length > bytes.length * 0.9) return;
      await writeFile(`${path}.br`, packed);
      totals.files += 1;
      totals.before += bytes.length;
      totals.after += packed.length;
    }),
  );
  if (cacheDir) {
    const stale = (await readdir(cacheDir)).filter((name) => !used.has(name));
    await Promise.all(stale.map((name) => rm(join(cacheDir, name), { force: true })));
  }
  return totals;
}

export function precompressPlugin(outDir: string): Plugin {
  return {
    name: "squish-precompress",
    apply: "build",
    // After every other plugin has written its files (the service worker is written last).
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const started = performance.now();
        const { files, before, after } = await precompressDir(outDir, BROTLI_CACHE);
        const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
        console.log(
          `Brotli copies of ${files} files: ${mb(before)} MB to ${mb(after)} MB in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
