/**
 * `npm run bench:engine -- ssimulacra2`: how long our SSIMULACRA 2 takes on a 2 MP and a 12 MP
 * photo against its JPEG at quality 75, in WebAssembly (the median of three calls; the first one,
 * which compiles the module, is shown apart) and in the TypeScript fallback (one call), and, when
 * the reference tool is here (/work/tools/ssimulacra2 or SSIMULACRA2; built by
 * scripts/build-ssimulacra2-reference.sh), its time and score on the same pixels as PNG files
 * (its time includes reading them).
 *
 * The 12 MP photo is the corpus's phone photo when the full corpus is present; otherwise the 2 MP
 * photo repeated (mirrored) to 4000 x 3000.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { jpegCodec } from "../packages/engine/src/codecs/jpeg.ts";
import { createImage, type RgbaImage } from "../packages/engine/src/image.ts";
import { ssimulacra2With } from "../packages/engine/src/quality/ssimulacra2.ts";
import { CORPUS_DIR, TWELVE_MP, USING_FULL_CORPUS } from "./corpus-files.ts";
import { median, rawOf } from "./engine-helpers.ts";

const REFERENCE_TOOL = process.env.SSIMULACRA2 ?? "/work/tools/ssimulacra2";
const TWO_MP = join(CORPUS_DIR, "photo/recurser-Landscape_1.jpg");

/** `image` repeated to `width` x `height`, every other copy mirrored so no seam is a hard edge. */
function mirroredTiles(image: RgbaImage, width: number, height: number): RgbaImage {
  const out = createImage(width, height);
  for (let y = 0; y < height; y++) {
    const ty = Math.floor(y / image.height) % 2 ? image.height - 1 - (y % image.height) : y % image.height;
    for (let x = 0; x < width; x++) {
      const tx = Math.floor(x / image.width) % 2 ? image.width - 1 - (x % image.width) : x % image.width;
      out.data.set(
        image.data.subarray((ty * image.width + tx) * 4, (ty * image.width + tx) * 4 + 4),
        (y * width + x) * 4,
      );
    }
  }
  return out;
}

function timed<T>(fn: () => T): [T, number] {
  const start = performance.now();
  const value = fn();
  return [value, performance.now() - start];
}

async function referenceRun(original: RgbaImage, distorted: RgbaImage): Promise<string> {
  if (!existsSync(REFERENCE_TOOL)) return "no reference tool";
  const dir = mkdtempSync(join(tmpdir(), "ssimulacra2-bench-"));
  try {
    const a = join(dir, "a.png");
    const b = join(dir, "b.png");
    await rawOf(original).removeAlpha().png({ compressionLevel: 1 }).toFile(a);
    await rawOf(distorted).removeAlpha().png({ compressionLevel: 1 }).toFile(b);
    const [run, ms] = timed(() => spawnSync(REFERENCE_TOOL, [a, b], { encoding: "utf8" }));
    return `reference ${Number(run.stdout.trim()).toFixed(4)} in ${ms.toFixed(0)} ms`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function ssimulacra2Bench(): Promise<void> {
  console.log("\nSSIMULACRA 2 of a photo against its JPEG at quality 75 (ms; score)");
  console.log(
    "photo | MP | first call | WebAssembly median of 3 | TypeScript | score | reference (native, reads PNGs)",
  );
  const twoMp = await jpegCodec.decode(new Uint8Array(readFileSync(TWO_MP)));
  const twelveMp = USING_FULL_CORPUS
    ? await jpegCodec.decode(new Uint8Array(readFileSync(TWELVE_MP)))
    : mirroredTiles(twoMp, 4000, 3000);
  const photos: [string, RgbaImage][] = [
    [basename(TWO_MP), twoMp],
    [USING_FULL_CORPUS ? basename(TWELVE_MP) : "recurser-Landscape_1 tiled to 4000x3000", twelveMp],
  ];
  for (const [name, original] of photos) {
    const distorted = await jpegCodec.decode(await jpegCodec.encode(original, { quality: 75 }));
    const [score, firstMs] = timed(() => ssimulacra2With(original, distorted, "webassembly"));
    const times = [0, 1, 2].map(() => timed(() => ssimulacra2With(original, distorted, "webassembly"))[1]);
    const [plainScore, plainMs] = timed(() => ssimulacra2With(original, distorted, "typescript"));
    if (plainScore !== score) console.log(`(the TypeScript version scored ${plainScore}, not ${score})`);
    console.log(
      [
        name,
        ((original.width * original.height) / 1e6).toFixed(1),
        firstMs.toFixed(0),
        median(times).toFixed(0),
        plainMs.toFixed(0),
        score.toFixed(4),
        await referenceRun(original, distorted),
      ].join(" | "),
    );
  }
}
