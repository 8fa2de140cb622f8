/**
 * HEIC decoding against libheif's own `heif-convert`, pixel by pixel, and its failures: damaged,
 * cut-short and unsupported files each fail alone with a sentence, and the decoder keeps working.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { EngineError } from "../errors.ts";
import type { RgbaImage } from "../image.ts";
import { probeImage } from "../probe.ts";
import { ssim } from "../quality/ssim.ts";
import { FIXTURE_CORPUS, fullCorpusDir, readManifest, type CorpusEntry } from "../test-support/corpus.ts";
import { fixture } from "../test-support/fixtures.ts";
import { HEIF_CONVERT, HEIF_ENC, heifConvertPrimary, heifEnc } from "../test-support/heif-tools.ts";
import { useNodeWasm } from "../wasm/node-wasm.ts";
import { setWasmProvider, type WasmAsset } from "../wasm/wasm-provider.ts";
import { decodeHeic } from "./heic.ts";

// Debian's heif-convert is libheif 1.15, ours 1.23: their YCbCr-to-RGB conversions round
// differently by a few steps (12 at most measured on the corpus, about 0.5 on average).
const MAX_COLOUR_DIFFERENCE = 16;
const MIN_SSIM = 0.99;

/** Largest difference of any colour channel (transparent pixels excepted) and of alpha. */
function maxDifference(ours: RgbaImage, reference: RgbaImage): { colour: number; alpha: number } {
  let colour = 0;
  let alpha = 0;
  for (let i = 0; i < ours.data.length; i += 4) {
    alpha = Math.max(alpha, Math.abs(ours.data[i + 3]! - reference.data[i + 3]!));
    if (reference.data[i + 3] === 0) continue;
    for (let c = i; c < i + 3; c++) colour = Math.max(colour, Math.abs(ours.data[c]! - reference.data[c]!));
  }
  return { colour, alpha };
}

/** Decodes through the engine's own first step (the header check) and then the codec. */
async function decode(bytes: Uint8Array): Promise<RgbaImage> {
  probeImage(bytes);
  return decodeHeic(bytes);
}

async function failure(bytes: Uint8Array): Promise<EngineError> {
  try {
    await decode(bytes);
  } catch (error) {
    return error as EngineError;
  }
  throw new Error("expected the file to fail");
}

function matchesHeifConvert(entries: CorpusEntry[]) {
  const heics = entries.filter((e) => e.kind === "heic");
  it.each(heics.map((e) => [e.file, e] as const))("%s matches heif-convert", async (_, entry) => {
    const ours = await decode(new Uint8Array(readFileSync(entry.absolutePath)));
    expect(`${ours.width}x${ours.height}`).toBe(entry.dimensions);
    const reference = await heifConvertPrimary(entry.absolutePath);
    expect([reference.width, reference.height]).toEqual([ours.width, ours.height]);
    expect(ssim(ours, reference)).toBeGreaterThanOrEqual(MIN_SSIM);
    const difference = maxDifference(ours, reference);
    expect(difference.colour).toBeLessThanOrEqual(MAX_COLOUR_DIFFERENCE);
    expect(difference.alpha).toBeLessThanOrEqual(1);
  });
}

describe.runIf(HEIF_CONVERT)("HEIC decoding matches heif-convert (libheif-examples) on the committed fixtures", () => {
  matchesHeifConvert(readManifest(FIXTURE_CORPUS));
});

describe("HEIC decoding", () => {
  it("keeps the alpha channel of a HEIC that has one, and makes the others opaque", async () => {
    const withAlpha = await decode(fixture("heic/libheif-colors-with-alpha.heic"));
    const alphas = new Set(withAlpha.data.filter((_, i) => i % 4 === 3));
    expect(alphas.size).toBeGreaterThan(2); // a real alpha ramp, not just on and off
    expect(alphas.has(255)).toBe(true);

    const opaque = await decode(fixture("heic/libheif-colors-no-alpha.heic"));
    expect(opaque.data.every((value, i) => i % 4 !== 3 || value === 255)).toBe(true);
  });

  it("fails the damaged libheif fuzz files with a sentence, then still decodes a good file", async () => {
    for (const file of ["malformed/libheif-github_15.heic", "malformed/libheif-github_47.heic"]) {
      const bytes = fixture(file);
      // Through the engine (the header check refuses them) and straight into libheif.
      expect(await failure(bytes)).toBeInstanceOf(EngineError);
      await expect(decodeHeic(bytes)).rejects.toThrow(
        expect.objectContaining({ code: "corrupt", message: "This HEIC file is damaged and cannot be decoded." }),
      );
    }
    const good = await decode(fixture("heic/libheif-colors-with-alpha.heic"));
    expect([good.width, good.height]).toEqual([64, 64]);
  });

  it("fails a HEIC cut short at any length with a sentence, never crashing", async () => {
    const whole = fixture("heic/libheif-colors-with-alpha.heic");
    const codes = new Set<string>();
    for (let length = 0; length < whole.length; length += 3) {
      const error = await failure(whole.subarray(0, length));
      expect([length, error]).toEqual([length, expect.any(EngineError)]);
      expect(error.message).toMatch(/^This (HEIC )?file .*\.$/);
      codes.add(error.code);
    }
    expect(codes).toContain("truncated");
  });

  it("says plainly that a HEIF holding another codec than HEVC is not supported", async () => {
    // An AVIF whose brands are rewritten to the generic HEIF ones: HEIF around an AV1 picture,
    // which this libheif build (HEVC only) cannot decode. The engine sends real AVIFs to libavif.
    const heifAv1 = fixture("avif/pillow-avif-transparency.avif").slice();
    heifAv1.set(new TextEncoder().encode("mif1"), 8);
    heifAv1.set(new TextEncoder().encode("mif1"), 16);
    const error = await failure(heifAv1);
    expect([error.code, error.message]).toEqual([
      "unsupported-format",
      "This HEIF file's picture is compressed with a codec other than HEVC, which is not supported.",
    ]);
  });

  it.runIf(HEIF_ENC)("turns premultiplied alpha into straight alpha (needs heif-enc)", async () => {
    // Colour (200, 100, 50) under an alpha ramp, stored premultiplied, as heif-enc is told.
    const width = 64;
    const premultiplied = Buffer.alloc(width * width * 4);
    for (let i = 0; i < width * width; i++) {
      const alpha = (i % width) * 4;
      premultiplied.set([(200 * alpha) / 255, (100 * alpha) / 255, (50 * alpha) / 255, alpha], i * 4);
    }
    const dir = mkdtempSync(join(tmpdir(), "squish-heic-"));
    try {
      await sharp(premultiplied, { raw: { width, height: width, channels: 4 } }).toFile(join(dir, "in.png"));
      heifEnc(join(dir, "in.png"), join(dir, "out.heic"), ["--premultiplied-alpha", "-L"]);
      const image = await decode(new Uint8Array(readFileSync(join(dir, "out.heic"))));
      // Where alpha leaves enough precision, the straight colour comes back.
      for (let i = 0; i < image.data.length; i += 4) {
        if (image.data[i + 3]! < 64) continue;
        expect(Array.from(image.data.subarray(i, i + 3)).map((v, c) => Math.abs(v - [200, 100, 50][c]!) <= 8)).toEqual([
          true,
          true,
          true,
        ]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("HEIC loading", () => {
  afterAll(() => useNodeWasm());

  it("asks for libheif's WebAssembly on the first HEIC only, and not when a HEIC is only probed", async () => {
    const require = createRequire(import.meta.url);
    const asked: WasmAsset[] = [];
    setWasmProvider(async (asset) => {
      asked.push(asset);
      return WebAssembly.compile(readFileSync(require.resolve("libheif-js/libheif-wasm/libheif.wasm")));
    });
    probeImage(fixture("heic/libheif-colors-no-alpha.heic"));
    expect(asked).toEqual([]);
    await decodeHeic(fixture("heic/libheif-colors-no-alpha.heic"));
    await decodeHeic(fixture("heic/libheif-colors-with-alpha.heic"));
    expect(asked).toEqual(["libheif"]);
  });
});

const full = fullCorpusDir();
describe.runIf(full && HEIF_CONVERT)("HEIC decoding matches heif-convert on the full corpus", () => {
  if (full) matchesHeifConvert(readManifest(full));
});

describe.runIf(full)("HEIC failures on the full corpus", () => {
  it("fails the real photo cut short with a sentence, unless its primary image is whole", async () => {
    const photo = new Uint8Array(readFileSync(`${full}/heic/libheif-example.heic`));
    const codes = new Set<string>();
    for (const fraction of [0.001, 0.01, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99, 0.999]) {
      const cut = photo.subarray(0, Math.round(photo.length * fraction));
      // The file holds a second picture after the primary: cutting into that one loses nothing.
      const outcome = await decode(cut).then(
        (image) => `${image.width}x${image.height}`,
        (error: EngineError) => (expect(error.message).toMatch(/^This HEIC file .*\.$/), error.code),
      );
      expect([fraction, outcome]).toEqual([fraction, expect.stringMatching(/^(truncated|corrupt|1280x854)$/)]);
      codes.add(outcome);
    }
    expect(codes).toContain("truncated");
  });
});
