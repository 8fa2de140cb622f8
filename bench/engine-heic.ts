/**
 * HEIC rows of `npm run bench:engine`: decode time of the engine's `decodeHeic` (libheif and
 * libde265 in WebAssembly) per file and per megapixel, on the corpus's HEICs and on a 12 MP one
 * made with heif-enc (Debian's libheif-examples) when that is installed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, extname, join } from "node:path";
import { decodeHeic } from "../packages/engine/src/codecs/heic.ts";
import { medianTime, megapixels } from "./engine-helpers.ts";
import { CORPUS_DIR, TWELVE_MP } from "./corpus-files.ts";

const RUNS = 5;
/** Below this, the fixed cost per file (context, parsing) is all there is: no per-MP figure. */
const TINY_MP = 0.1;
const HEIF_ENC_QUALITY = 50;

function heifEncVersion(): string | null {
  const help = spawnSync("heif-enc", ["--help"], { encoding: "utf8" });
  if (help.error) return null;
  return /libheif version: (\S+)/.exec(`${help.stdout}${help.stderr}`)?.[1] ?? "unknown version";
}

/**
 * A HEIC of TWELVE_MP made with heif-enc (x265), kept in the system's temporary directory so
 * later runs skip the encode (a few seconds on two cores). Null, with the reason, when it cannot
 * be made.
 */
function twelveMpHeic(): { file: string; note: string } | { file: null; note: string } {
  const version = heifEncVersion();
  if (!version) {
    return {
      file: null,
      note: "heif-enc is not installed (Debian: apt-get install -y libheif-examples): no 12 MP HEIC row",
    };
  }
  const file = join(tmpdir(), `squish-bench-${basename(TWELVE_MP, extname(TWELVE_MP))}-q${HEIF_ENC_QUALITY}.heic`);
  const made = `${basename(file)}: made from ${basename(TWELVE_MP)} by heif-enc (libheif ${version}, x265) at -q ${HEIF_ENC_QUALITY}, one coded image (phones write a grid of 512x512 tiles)`;
  if (existsSync(file)) return { file, note: `${made}; cached in ${tmpdir()}` };
  const partial = `${file}.partial-${process.pid}.heic`; // heif-enc picks the format by the suffix
  const started = performance.now();
  const run = spawnSync("heif-enc", ["-q", String(HEIF_ENC_QUALITY), "-o", partial, TWELVE_MP], { encoding: "utf8" });
  if (run.status !== 0 || !existsSync(partial)) {
    return { file: null, note: `heif-enc failed (${(run.stderr || run.stdout).trim()}): no 12 MP HEIC row` };
  }
  // heif-enc writes into the file as it goes; the final name appears only once it is whole.
  renameSync(partial, file);
  return { file, note: `${made}; encoded in ${((performance.now() - started) / 1000).toFixed(1)} s` };
}

export async function heicBench() {
  const dir = join(CORPUS_DIR, "heic");
  const files = readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith(".heic"))
    .sort()
    .map((f) => join(dir, f));
  const generated = twelveMpHeic();
  console.log(
    `\nHEIC decode (decodeHeic: libheif + libde265 in WebAssembly, one thread): median of ${RUNS} warm runs after one warm-up, per file`,
  );
  console.log(`note: ${generated.note}`);
  console.log(`file | KB | size | MP | ms | ms/MP (not for files under ${TINY_MP} MP) | fastest ms | slowest ms`);
  for (const file of generated.file ? [...files, generated.file] : files) {
    const bytes = new Uint8Array(readFileSync(file));
    await decodeHeic(bytes);
    const [image, ms, times] = await medianTime(RUNS, () => decodeHeic(bytes));
    const mp = megapixels(image);
    console.log(
      [
        basename(file),
        (bytes.byteLength / 1024).toFixed(1),
        `${image.width}x${image.height}`,
        mp.toFixed(2),
        ms.toFixed(1),
        mp < TINY_MP ? "-" : (ms / mp).toFixed(0),
        Math.min(...times).toFixed(1),
        Math.max(...times).toFixed(1),
      ].join(" | "),
    );
  }
}
