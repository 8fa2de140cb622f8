/**
 * Regenerates packages/engine/src/quality/ssimulacra2-reference.json: the reference SSIMULACRA 2
 * tool's scores for the test's photos and encodes (packages/engine/src/test-support/ssimulacra2-cases.ts),
 * which quality/ssimulacra2.test.ts holds our implementation to.
 *
 *   npx tsx bench/ssimulacra2-reference.ts [path/to/ssimulacra2]
 *
 * Dev-only: it needs the reference binary (default /work/tools/ssimulacra2, or SSIMULACRA2), built
 * from its public source by scripts/build-ssimulacra2-reference.sh; CI has neither the source nor
 * the network, which is why the scores are committed. Each picture is written as an 8-bit PNG
 * without a colour chunk (sRGB, as the engine's pixels are) and scored by the tool. Alongside
 * each score goes a hash of the decoded pixels, so the test tells an encoder that changed its
 * output (regenerate) from a metric that drifted (a bug).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { hasTransparency, type RgbaImage } from "../packages/engine/src/image.ts";
import {
  ENCODES,
  encodedAndDecoded,
  encodeLabel,
  PHOTO_CASES,
  photoCaseImage,
  pixelHash,
} from "../packages/engine/src/test-support/ssimulacra2-cases.ts";
import { useNodeWasm } from "../packages/engine/src/wasm/node-wasm.ts";

useNodeWasm();

const tool = process.argv[2] ?? process.env.SSIMULACRA2 ?? "/work/tools/ssimulacra2";
const output = resolve(import.meta.dirname, "../packages/engine/src/quality/ssimulacra2-reference.json");

if (!existsSync(tool)) {
  console.error(`No reference tool at ${tool}: build it with scripts/build-ssimulacra2-reference.sh.`);
  process.exit(1);
}

/** 8-bit RGB, or RGBA where the picture has transparency (the reference then judges it over two greys). */
async function writePng(image: RgbaImage, path: string): Promise<void> {
  const raw = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const pixels = sharp(raw, { raw: { width: image.width, height: image.height, channels: 4 } });
  await (hasTransparency(image) ? pixels : pixels.removeAlpha()).png().toFile(path);
}

function referenceScore(original: string, distorted: string): number {
  const run = spawnSync(tool, [original, distorted], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`${tool} failed: ${run.stderr}`);
  return Number(run.stdout.trim());
}

/** Where the tool was built from (the build script's source folder has no Git history to ask). */
const source = process.env.SSIMULACRA2_SOURCE ?? "github.com/cloudinary/ssimulacra2 @81feacf";
const version = spawnSync(tool, [], { encoding: "utf8" }).stderr.split("\n")[0]?.trim() ?? "";
const dir = mkdtempSync(join(tmpdir(), "ssimulacra2-reference-"));
const photos = [];
try {
  for (const photo of PHOTO_CASES) {
    const original = await photoCaseImage(photo);
    const originalPng = join(dir, `${photo.name}.png`);
    await writePng(original, originalPng);
    const encodes = [];
    for (const encode of ENCODES) {
      const distorted = await encodedAndDecoded(original, encode);
      const distortedPng = join(dir, `${photo.name}-${encodeLabel(encode)}.png`);
      await writePng(distorted, distortedPng);
      const score = referenceScore(originalPng, distortedPng);
      encodes.push({ ...encode, pixels: pixelHash(distorted), score });
      console.log(`${photo.name} ${encodeLabel(encode)}: ${score.toFixed(4)}`);
    }
    photos.push({
      name: photo.name,
      width: original.width,
      height: original.height,
      pixels: pixelHash(original),
      encodes,
    });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const fixture = {
  reference: `${version}, ${source}, built by scripts/build-ssimulacra2-reference.sh`,
  regenerate: "npx tsx bench/ssimulacra2-reference.ts [path/to/ssimulacra2]",
  photos,
};
writeFileSync(output, JSON.stringify(fixture, null, 2) + "\n");
console.log(`Wrote ${output}`);
